import { describe, expect, it } from 'vitest';
import { COUPON_FORM_FIELDS, couponFormInput } from './coupon.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = {
  code: ' russ25 ',
  title: ' 25 % på hele bestillingen ',
  type: 'percentage',
  value: 25,
  validUntil: '2026-12-31',
};

describe('couponFormInput', () => {
  it('upper-cases the code, trims texts and reads the dates as Oslo days', () => {
    expect(couponFormInput.parse({ ...valid, validFrom: '2026-03-29', maxUses: '100', minOrderAmount: '500' })).toEqual(
      {
        code: 'RUSS25',
        title: '25 % på hele bestillingen',
        description: null,
        type: 'percentage',
        value: 25,
        minOrderAmount: 500,
        maxUses: 100,
        // 29 March 2026 is the day summer time starts: the day begins at 00:00 CET.
        validFrom: new Date('2026-03-28T23:00:00.000Z'),
        validUntil: new Date('2026-12-31T22:59:59.999Z'),
        isActive: true,
      },
    );
  });

  it('keeps optional fields empty when left out', () => {
    expect(couponFormInput.parse(valid)).toMatchObject({ validFrom: null, maxUses: null, minOrderAmount: null });
  });

  it('refuses a code outside A–Z0–9 3–32, and an empty title', () => {
    for (const code of ['AB', 'A'.repeat(33), 'RUSS-25', 'RØD10', '']) {
      expect(messages(couponFormInput.safeParse({ ...valid, code }))).toEqual({
        code: 'Koden må være 3–32 bokstaver (A–Z) eller tall',
      });
    }
    expect(messages(couponFormInput.safeParse({ ...valid, title: '  ' }))).toEqual({ title: 'Tittel er påkrevd' });
    expect(messages(couponFormInput.safeParse({ ...valid, type: 'gift' }))).toEqual({
      type: 'Velg prosent eller fast beløp',
    });
  });

  it('checks the value against the type', () => {
    expect(couponFormInput.safeParse({ ...valid, value: 100 }).success).toBe(true);
    expect(messages(couponFormInput.safeParse({ ...valid, value: 101 }))).toEqual({
      value: 'Prosent må være fra 1 til 100, med høyst to desimaler',
    });
    expect(messages(couponFormInput.safeParse({ ...valid, value: 0 }))).toEqual({
      value: 'Prosent må være fra 1 til 100, med høyst to desimaler',
    });
    expect(couponFormInput.safeParse({ ...valid, type: 'fixed', value: '100 000' }).success).toBe(true);
    expect(messages(couponFormInput.safeParse({ ...valid, type: 'fixed', value: 100_001 }))).toEqual({
      value: 'Beløpet må være fra 1 til 100 000 kr, med høyst to desimaler',
    });
    expect(messages(couponFormInput.safeParse({ ...valid, value: 'mye' }))).toEqual({
      value: 'Skriv inn en gyldig verdi',
    });
  });

  it('refuses a bad minimum, maximum uses and dates, and an end before the start', () => {
    expect(messages(couponFormInput.safeParse({ ...valid, minOrderAmount: -1, maxUses: 0 }))).toEqual({
      minOrderAmount: 'Minstebeløpet må være fra 0 til 100 000 kr',
      maxUses: 'Maks antall bruk må være et helt tall fra 1',
    });
    expect(messages(couponFormInput.safeParse({ ...valid, validUntil: '2026-02-30' }))).toEqual({
      validUntil: 'Ugyldig sluttdato',
    });
    expect(messages(couponFormInput.safeParse({ ...valid, validUntil: undefined }))).toEqual({
      validUntil: 'Ugyldig sluttdato',
    });
    expect(messages(couponFormInput.safeParse({ ...valid, validFrom: 'i morgen' }))).toEqual({
      validFrom: 'Ugyldig startdato',
    });
    expect(messages(couponFormInput.safeParse({ ...valid, validFrom: '2027-01-01' }))).toEqual({
      validUntil: 'Gyldig til må være etter gyldig fra',
    });
    expect(couponFormInput.safeParse({ ...valid, validFrom: '2026-12-31' }).success).toBe(true);
  });
});

describe('COUPON_FORM_FIELDS', () => {
  it('names every field of the coupon form, the ones the console shows errors on and the api audits', () => {
    expect([...COUPON_FORM_FIELDS].sort()).toEqual(
      [
        'code',
        'description',
        'isActive',
        'maxUses',
        'minOrderAmount',
        'title',
        'type',
        'validFrom',
        'validUntil',
        'value',
      ].sort(),
    );
  });
});
