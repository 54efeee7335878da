import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from '@/lib/audit-entry';
import { quoteStatusTone, quoteStatusLabel, quoteStatusOptions } from './quote-status';

describe('quote statuses on screen', () => {
  it('offers the five labels in order, each with its own colour', () => {
    expect(Object.values(quoteStatusOptions).map((option) => option.text)).toEqual([
      'Utkast',
      'Sendt',
      'Godtatt',
      'Avslått',
      'Utløpt',
    ]);
    const colours = ['draft', 'sent', 'accepted', 'declined', 'expired'].map(quoteStatusTone);
    expect(new Set(colours).size).toBe(5);
    expect(quoteStatusTone('unknown')).toBe('neutral');
    expect(quoteStatusLabel('declined')).toBe('Avslått');
  });
});

describe('Historikk', () => {
  const words = (action: string, after: object | null = null) =>
    describeAuditEntry({ action, before: null, after: after && JSON.stringify(after) });

  it('words each quote action in Norwegian, with the version of a new one', () => {
    expect(words('quote.created', { version: 1 })).toBe('Tilbud opprettet');
    expect(words('quote.created', { version: 3 })).toBe('Tilbud opprettet (versjon 3)');
    expect(words('quote.sent')).toBe('Tilbud sendt');
    expect(words('quote.updated')).toBe('Tilbud endret');
    expect(words('quote.replaced')).toBe('Tilbud erstattet');
    expect(words('quote.version.created', { version: 2 })).toBe('Ny versjon laget (versjon 2)');
    // The customer's answers and the expiry are not staff changes: no audit entry is ever written for them.
    expect(words('quote.something')).toBe('Endring');
  });
});
