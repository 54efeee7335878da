import { describe, expect, it } from 'vitest';
import {
  canAnswerQuote,
  defaultQuoteValidUntil,
  isQuoteEditable,
  isQuoteStatus,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_TONES,
  QUOTE_STATUSES,
  shouldExpireQuote,
} from './quote-status.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = new Date('2026-03-31T12:00:00.000Z');

describe('quote statuses', () => {
  it('labels each status as the console shows it, with a tone', () => {
    expect(QUOTE_STATUS_LABELS).toEqual({
      draft: 'Utkast',
      sent: 'Sendt',
      accepted: 'Godtatt',
      declined: 'Avslått',
      expired: 'Utløpt',
    });
    for (const status of QUOTE_STATUSES) expect(QUOTE_STATUS_TONES[status]).toBeTruthy();
    expect(isQuoteStatus('sent')).toBe(true);
    expect(isQuoteStatus('paid')).toBe(false);
  });

  it('lets staff edit drafts only', () => {
    expect(QUOTE_STATUSES.filter(isQuoteEditable)).toEqual(['draft']);
  });
});

describe('quote validity', () => {
  it('is 30 days from sending by default', () => {
    expect(defaultQuoteValidUntil(now)).toEqual(later);
  });

  it('expires a sent quote only after its validity, and only a sent one', () => {
    expect(shouldExpireQuote({ status: 'sent', validUntil: later }, later)).toBe(false);
    expect(shouldExpireQuote({ status: 'sent', validUntil: later }, new Date(later.getTime() + 1))).toBe(true);
    for (const status of ['draft', 'accepted', 'declined', 'expired']) {
      expect(shouldExpireQuote({ status, validUntil: now }, later)).toBe(false);
    }
  });

  it('lets the customer answer a sent, valid quote and says why not otherwise', () => {
    expect(canAnswerQuote({ status: 'sent', validUntil: later }, now)).toEqual({ ok: true });
    expect(canAnswerQuote({ status: 'sent', validUntil: now.toISOString() }, later)).toEqual({
      ok: false,
      code: 'expired',
      message: 'Tilbudet er utløpt',
    });
    expect(canAnswerQuote({ status: 'expired', validUntil: later }, now)).toMatchObject({ code: 'expired' });
    expect(canAnswerQuote({ status: 'accepted', validUntil: later }, now)).toMatchObject({
      message: 'Tilbudet er allerede besvart',
    });
    expect(canAnswerQuote({ status: 'declined', validUntil: later }, now)).toMatchObject({ code: 'alreadyAnswered' });
    expect(canAnswerQuote({ status: 'draft', validUntil: later }, now)).toMatchObject({ code: 'notSent' });
  });
});
