import type { StatusTone } from '../common/status-tone.js';
import { isOneOf } from '../common/option-list.js';

/** Quote statuses (admin §2). */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const DEFAULT_QUOTE_STATUS: QuoteStatus = 'draft';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Utkast',
  sent: 'Sendt',
  accepted: 'Godtatt',
  declined: 'Avslått',
  expired: 'Utløpt',
};

export const QUOTE_STATUS_TONES: Record<QuoteStatus, StatusTone> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
};

export function isQuoteStatus(value: string): value is QuoteStatus {
  return isOneOf(QUOTE_STATUSES, value);
}

/** A quote is valid this many days unless staff choose another date (admin §2). */
export const QUOTE_VALIDITY_DAYS = 30;
/** Staff may set a validity at most this far ahead. */
export const QUOTE_MAX_VALIDITY_DAYS = 365;

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The default 'Gyldig til' of a quote sent at `sentAt`: 30 days later. */
export function defaultQuoteValidUntil(sentAt: Date = new Date()): Date {
  return new Date(sentAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
}

export interface QuoteValidity {
  status: QuoteStatus | string;
  validUntil: Date | string;
}

/** Whether a quote's validity has run out at `now` (whatever its status). */
export function isQuoteValidityOver(quote: QuoteValidity, now: Date = new Date()): boolean {
  return now.getTime() > new Date(quote.validUntil).getTime();
}

/** The daily job marks a sent, unanswered quote 'Utløpt' once its validity is over; running it twice is harmless. */
export function shouldExpireQuote(quote: QuoteValidity, now: Date = new Date()): boolean {
  return quote.status === 'sent' && isQuoteValidityOver(quote, now);
}

export const QUOTE_ANSWER_MESSAGES = {
  notSent: 'Tilbudet kan ikke besvares fordi det ikke er sendt',
  expired: 'Tilbudet er utløpt',
  alreadyAnswered: 'Tilbudet er allerede besvart',
} as const;

export type QuoteAnswerRefusal = { ok: false; code: keyof typeof QUOTE_ANSWER_MESSAGES; message: string };

/** Whether the customer may accept or decline the quote now: only a sent quote within its validity. */
export function canAnswerQuote(quote: QuoteValidity, now: Date = new Date()): { ok: true } | QuoteAnswerRefusal {
  const refuse = (code: keyof typeof QUOTE_ANSWER_MESSAGES): QuoteAnswerRefusal => ({
    ok: false,
    code,
    message: QUOTE_ANSWER_MESSAGES[code],
  });
  if (quote.status === 'accepted' || quote.status === 'declined') return refuse('alreadyAnswered');
  if (quote.status === 'expired') return refuse('expired');
  if (quote.status !== 'sent') return refuse('notSent');
  if (isQuoteValidityOver(quote, now)) return refuse('expired');
  return { ok: true };
}

/** Staff edit only drafts; a sent quote is changed by `Ny versjon` (admin §2). */
export function isQuoteEditable(status: QuoteStatus | string): boolean {
  return status === 'draft';
}
