import { describe, expect, it } from 'vitest';
import { replyToThreadInput, startMessageThreadInput } from './message.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

describe('startMessageThreadInput', () => {
  it('trims, defaults the type to general and reads ids from numbers or digits', () => {
    expect(
      startMessageThreadInput.parse({ subject: ' Hei ', body: ' Tekst ', relatedOrderId: '12', relatedDesignId: 3 }),
    ).toEqual({
      subject: 'Hei',
      type: 'general',
      body: 'Tekst',
      relatedOrderId: 12,
      relatedDesignId: 3,
      relatedGroupId: null,
    });
  });

  it('has Norwegian messages', () => {
    expect(messages(startMessageThreadInput.safeParse({}))).toEqual({
      subject: 'Emne er påkrevd',
      body: 'Meldingen kan ikke være tom',
    });
    expect(
      messages(
        startMessageThreadInput.safeParse({
          subject: 'x'.repeat(201),
          body: 'x'.repeat(5001),
          type: 'klage',
          relatedOrderId: -1,
          relatedDesignId: '1; drop table',
          relatedGroupId: 1.5,
        }),
      ),
    ).toEqual({
      subject: 'Emnet er for langt',
      body: 'Meldingen er for lang',
      type: 'Velg en gyldig type',
      relatedOrderId: 'Ugyldig valg',
      relatedDesignId: 'Ugyldig valg',
      relatedGroupId: 'Ugyldig valg',
    });
  });
});

describe('replyToThreadInput', () => {
  it('refuses an empty reply', () => {
    expect(messages(replyToThreadInput.safeParse({ body: '  \n ' }))).toEqual({ body: 'Meldingen kan ikke være tom' });
    expect(replyToThreadInput.parse({ body: ' Takk ' })).toEqual({ body: 'Takk' });
  });
});
