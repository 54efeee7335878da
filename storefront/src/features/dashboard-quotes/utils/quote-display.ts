import { QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES, type QuoteStatus } from '@russ/schema/quotes/quote-status';
import { statusView, type StatusView } from '@/lib/status-view';

/**
 * Label and tone of a quote's status in the 'Tilbud' list; a sent quote whose validity ran out before the daily
 * job marked it reads 'Utløpt' already.
 */
export function quoteStatusView(status: string, canAnswer: boolean): StatusView {
  const shown = status === 'sent' && !canAnswer ? 'expired' : status;
  return statusView<QuoteStatus>(QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES, shown);
}
