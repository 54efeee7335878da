import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteFormInput, quoteLineInput } from './quote.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const line = { productId: 3, quantity: 12, unitPrice: 499 };
const valid = { customerEmail: ' Kari@Skole.NO ', lines: [line], discount: { kind: 'group', reading: 'terms' } };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('quoteLineInput', () => {
  it('trims texts, turns empty ones into null and reads a comma decimal price', () => {
    expect(
      quoteLineInput.parse({ ...line, description: ' Hoodie ', size: '', colour: null, unitPrice: '1 299,50' }),
    ).toEqual({
      ...line,
      unitPrice: 1299.5,
      description: 'Hoodie',
      size: null,
      colour: null,
      designId: null,
      printName: null,
    });
  });

  it('accepts the edges: quantity 1 and 10 000, price 0 and 100 000, a 40-character print name', () => {
    for (const quantity of [1, 10_000]) expect(quoteLineInput.safeParse({ ...line, quantity }).success).toBe(true);
    for (const unitPrice of [0, 100_000, '0.01']) {
      expect(quoteLineInput.safeParse({ ...line, unitPrice }).success).toBe(true);
    }
    expect(quoteLineInput.safeParse({ ...line, printName: 'x'.repeat(40), designId: 9 }).success).toBe(true);
  });

  it('refuses amounts, quantities and names out of range with Norwegian messages', () => {
    expect(
      messages(
        quoteLineInput.safeParse({
          productId: 0,
          quantity: 10_001,
          unitPrice: 100_000.01,
          designId: -2,
          printName: 'x'.repeat(41),
        }),
      ),
    ).toEqual({
      productId: 'Velg et produkt',
      quantity: 'Antall må være et helt tall fra 1 til 10 000',
      unitPrice: 'Enhetspris må være et beløp fra 0 til 100 000 kr med høyst to desimaler',
      designId: 'Velg et gyldig design',
      printName: 'Trykknavnet kan ha høyst 40 tegn',
    });
    for (const quantity of [0, 1.5, 'abc']) expect(quoteLineInput.safeParse({ ...line, quantity }).success).toBe(false);
    for (const unitPrice of [-1, 1.001, 'abc', Number.NaN]) {
      expect(quoteLineInput.safeParse({ ...line, unitPrice }).success).toBe(false);
    }
  });
});

describe('quoteFormInput', () => {
  it('normalises e-mail and code, defaults validity to null (30 days from sending)', () => {
    const data = quoteFormInput.parse({ ...valid, code: ' russ25 ' });
    expect(data).toMatchObject({ customerEmail: 'kari@skole.no', code: 'RUSS25', validUntil: null, groupId: null });
    expect(quoteFormInput.parse({ ...valid, code: '' }).code).toBeNull();
  });

  it('reads each discount choice and refuses a bad one', () => {
    expect(quoteFormInput.parse({ ...valid, discount: { kind: 'none' } }).discount).toEqual({ kind: 'none' });
    expect(quoteFormInput.parse({ ...valid, discount: { kind: 'custom', percent: '12,5' } }).discount).toEqual({
      kind: 'custom',
      percent: 12.5,
    });
    expect(messages(quoteFormInput.safeParse({ ...valid, discount: { kind: 'custom', percent: 101 } }))).toEqual({
      'discount.percent': 'Rabatten må være fra 0 til 100 %, med høyst to desimaler',
    });
    expect(messages(quoteFormInput.safeParse({ ...valid, discount: { kind: 'group', reading: 'x' } }))).toEqual({
      'discount.reading': 'Velg hvilken rabattabell som gjelder',
    });
    expect(messages(quoteFormInput.safeParse({ ...valid, discount: { kind: 'half' } }))).toEqual({
      'discount.kind': 'Velg en rabatt',
    });
  });

  it('takes Gyldig til as a future day in Oslo, at most a year ahead', () => {
    expect(quoteFormInput.parse({ ...valid, validUntil: '2026-03-31' }).validUntil).toEqual(
      new Date('2026-03-31T21:59:59.999Z'),
    );
    expect(quoteFormInput.safeParse({ ...valid, validUntil: '2027-02-28' }).success).toBe(true);
    expect(messages(quoteFormInput.safeParse({ ...valid, validUntil: '2026-02-28' }))).toEqual({
      validUntil: 'Gyldig til må være frem i tid',
    });
    expect(messages(quoteFormInput.safeParse({ ...valid, validUntil: '2027-03-03' }))).toEqual({
      validUntil: 'Gyldig til kan være høyst ett år frem i tid',
    });
    expect(messages(quoteFormInput.safeParse({ ...valid, validUntil: '2026-02-30' }))).toEqual({
      validUntil: 'Ugyldig dato',
    });
  });

  it('has the Norwegian messages for a missing customer, no lines and a bad code', () => {
    expect(
      messages(quoteFormInput.safeParse({ customerEmail: 'kari', lines: [], discount: { kind: 'none' }, code: 'R!' })),
    ).toEqual({
      customerEmail: 'Oppgi kundens e-postadresse',
      lines: 'Legg til minst én linje',
      code: 'Rabattkoden må være 3–32 bokstaver (A–Z) eller tall',
    });
    expect(quoteFormInput.safeParse({ ...valid, lines: Array.from({ length: 201 }, () => line) }).success).toBe(false);
    expect(quoteFormInput.safeParse({ ...valid, code: 'A'.repeat(33) }).success).toBe(false);
  });
});
