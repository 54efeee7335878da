import type { StatusTone } from '@russ/schema/common/status-tone';
import {
  isQuoteStatus,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_TONES,
  QUOTE_STATUSES,
} from '@russ/schema/quotes/quote-status';

export function quoteStatusTone(status: string): StatusTone {
  return isQuoteStatus(status) ? QUOTE_STATUS_TONES[status] : 'neutral';
}

export function quoteStatusLabel(status: string): string {
  return isQuoteStatus(status) ? QUOTE_STATUS_LABELS[status] : status;
}

/** Options for the status filter (ProTable valueEnum), in the order of admin §2. */
export const quoteStatusOptions = Object.fromEntries(
  QUOTE_STATUSES.map((status) => [status, { text: QUOTE_STATUS_LABELS[status] }]),
);
