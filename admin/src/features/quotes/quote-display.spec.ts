import { describe, expect, it } from 'vitest';
import { describeQuoteAction } from './quote-audit';
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
  it('words each quote action in Norwegian, with the version of a new one', () => {
    expect(describeQuoteAction('quote.created', null, { version: 1 })).toBe('Tilbud opprettet');
    expect(describeQuoteAction('quote.sent', null, null)).toBe('Tilbud sendt');
    expect(describeQuoteAction('quote.updated', null, null)).toBe('Tilbud endret');
    expect(describeQuoteAction('quote.version.created', null, { version: 2 })).toBe('Ny versjon laget (versjon 2)');
    expect(describeQuoteAction('quote.accepted', null, null)).toBe('Tilbud godtatt av kunden');
    expect(describeQuoteAction('quote.declined', null, null)).toBe('Tilbud avslått av kunden');
    expect(describeQuoteAction('quote.expired', null, null)).toBe('Tilbud utløpt');
    expect(describeQuoteAction('quote.something', null, null)).toBe('quote.something');
  });
});
