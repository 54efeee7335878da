import { describe, expect, it } from 'vitest';
import { JOBS } from '../jobs/jobs.js';
import { MAIL_KIND_LABELS, directMailRecord, failedMailsPeriod, mailKindLabel, maskMailSecrets } from './mail-log.js';

describe('maskMailSecrets', () => {
  it('masks link tokens in text and in HTML as Handlebars writes it', () => {
    expect(maskMailSecrets('Lenke: https://x.no/api/auth/verify?token=abc.def-ghi_j\nHei')).toBe(
      'Lenke: https://x.no/api/auth/verify?token=skjult\nHei',
    );
    expect(
      maskMailSecrets('<a href="https://x.no/verify?token&#x3D;abc.def">https://x.no/verify?token&#x3D;abc.def</a>'),
    ).toBe('<a href="https://x.no/verify?token&#x3D;skjult">https://x.no/verify?token&#x3D;skjult</a>');
    expect(maskMailSecrets('https://x.no/u?id=1&amp;token=secret&amp;x=2')).toBe(
      'https://x.no/u?id=1&amp;token=skjult&amp;x=2',
    );
    expect(maskMailSecrets('Ingen lenke her, token er et ord.')).toBe('Ingen lenke her, token er et ord.');
  });
});

describe('mail records and kinds', () => {
  it('reads the record from the payload ids and names each kind in Norwegian', () => {
    expect(directMailRecord({ quoteId: 4, signInTokenId: 9 })).toEqual({ type: 'quote', id: 4 });
    expect(directMailRecord({ orderId: 3, returnIds: [1] })).toEqual({ type: 'order', id: 3 });
    expect(directMailRecord({ signInTokenId: 9 })).toBeNull();
    expect(mailKindLabel('mail.invoice-reminder')).toBe('Purring');
    expect(mailKindLabel('mail.unknown')).toBe('mail.unknown');
    for (const name of Object.values(JOBS)) expect(MAIL_KIND_LABELS[name], name).toBeTruthy();
  });
});

describe('failedMailsPeriod', () => {
  it('is yesterday and today in Norway, whatever the UTC date', () => {
    // 23:30 UTC on 28 November is 00:30 on 29 November in Oslo (winter, UTC+1).
    expect(failedMailsPeriod(new Date('2026-11-28T23:30:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(failedMailsPeriod(new Date('2026-03-01T12:00:00Z'))).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });
});
