import { isQuoteStatus, QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES } from '@russ/schema/quotes/quote-status';
import type { StatusView } from '@/lib/status-view';

/**
 * Label and tone of a quote's status in the 'Tilbud' list; a sent quote whose validity ran out before the daily
 * job marked it reads 'Utløpt' already.
 */
export function quoteStatusView(status: string, canAnswer: boolean): StatusView {
  if (status === 'sent' && !canAnswer) return { label: QUOTE_STATUS_LABELS.expired, tone: QUOTE_STATUS_TONES.expired };
  if (!isQuoteStatus(status)) return { label: status, tone: 'neutral' };
  return { label: QUOTE_STATUS_LABELS[status], tone: QUOTE_STATUS_TONES[status] };
}
