import { describe, expect, it } from 'vitest';
import { NBSP } from '../common/money.js';
import { discountChoiceLabel, quoteSummaryRows, quoteTotals, type QuoteTotalsInput } from './quote-totals.js';

const plain = (text: string) => text.replaceAll(NBSP, ' ');
const hoodies = (quantity: number, unitPrice: number | string = 499) => [{ quantity, unitPrice }];
const terms = { kind: 'group', reading: 'terms' } as const;
const servicePage = { kind: 'group', reading: 'groupDiscountsPage' } as const;
const russ25 = { code: 'russ25', type: 'percentage', value: 25 } as const;

describe('quoteTotals: lines', () => {
  it('gives each line its subtotal and sums goods and pieces', () => {
    const totals = quoteTotals({
      lines: [
        { quantity: 3, unitPrice: 499 },
        { quantity: 2, unitPrice: '149.50' },
      ],
      discount: { kind: 'none' },
    });
    expect(totals.lines).toEqual([
      { quantity: 3, unitPrice: 499, subtotal: 1497 },
      { quantity: 2, unitPrice: 149.5, subtotal: 299 },
    ]);
    expect(totals.pieces).toBe(5);
    expect(totals.goods).toBe(1796);
  });

  it('adds øre exactly where floats would drift (0.1 + 0.2)', () => {
    const totals = quoteTotals({
      lines: [
        { quantity: 1, unitPrice: 0.1 },
        { quantity: 1, unitPrice: 0.2 },
        { quantity: 3, unitPrice: '33.33' },
      ],
      discount: { kind: 'none' },
    });
    expect(totals.goods).toBe(100.29);
    expect(totals.total).toBe(299.29);
  });

  it('refuses a negative or non-numeric amount and a fractional quantity', () => {
    const base: QuoteTotalsInput = { lines: [], discount: { kind: 'none' } };
    expect(() => quoteTotals({ ...base, lines: hoodies(1, -1) })).toThrow(RangeError);
    expect(() => quoteTotals({ ...base, lines: hoodies(1, 'abc') })).toThrow(RangeError);
    expect(() => quoteTotals({ ...base, lines: hoodies(1.5) })).toThrow(RangeError);
    expect(() => quoteTotals({ ...base, lines: hoodies(-1) })).toThrow(RangeError);
  });

  it('has nothing to pay for an empty quote (no shipping without goods)', () => {
    const totals = quoteTotals({ lines: [], discount: terms });
    expect(totals).toMatchObject({ pieces: 0, goods: 0, shipping: 0, total: 0, vat: 0 });
  });
});

describe('quoteTotals: group discount, terms reading (10/15/25 %)', () => {
  it.each([
    [9, 0, 'Ingen grupperabatt (vilkår)'],
    [10, 10, 'Grupperabatt 10 % (vilkår)'],
    [19, 10, 'Grupperabatt 10 % (vilkår)'],
    [20, 15, 'Grupperabatt 15 % (vilkår)'],
    [49, 15, 'Grupperabatt 15 % (vilkår)'],
    [50, 25, 'Grupperabatt 25 % (vilkår)'],
    [400, 25, 'Grupperabatt 25 % (vilkår)'],
  ])('%i pieces → %i per cent: %s', (pieces, percent, label) => {
    const totals = quoteTotals({ lines: hoodies(pieces, 100), discount: terms });
    expect(totals.discount).toMatchObject({ source: 'group', percent, label, amount: pieces * percent, code: null });
    expect(totals.goodsAfterDiscount).toBe(pieces * (100 - percent));
  });

  it('counts pieces over every line for the tier', () => {
    const totals = quoteTotals({
      lines: [
        { quantity: 12, unitPrice: 499 },
        { quantity: 8, unitPrice: 449 },
      ],
      discount: terms,
    });
    expect(totals.pieces).toBe(20);
    expect(totals.discount.percent).toBe(15);
    expect(totals.discount.amount).toBe(1437); // 15 % of 9580
  });

  it('says why there is no discount below 10 pieces', () => {
    expect(quoteTotals({ lines: hoodies(9), discount: terms }).discount.reason).toBe(
      'Grupperabatt gis fra 10 stk. (9 stk.).',
    );
    expect(quoteTotals({ lines: hoodies(20), discount: terms }).discount.reason).toBe(
      'Grupperabatt for 20 stk. etter vilkår.',
    );
  });
});

describe('quoteTotals: group discount, service page reading (5/10/15 %)', () => {
  it.each([
    [9, 0],
    [10, 5],
    [19, 5],
    [20, 10],
    [49, 10],
    [50, 15],
  ])('%i pieces → %i per cent', (pieces, percent) => {
    const totals = quoteTotals({ lines: hoodies(pieces, 100), discount: servicePage });
    expect(totals.discount.percent).toBe(percent);
    expect(totals.discount.label).toBe(
      percent === 0 ? 'Ingen grupperabatt (tjenestesiden)' : `Grupperabatt ${percent} % (tjenestesiden)`,
    );
    expect(totals.discount.amount).toBe(pieces * percent);
  });
});

describe('quoteTotals: staff-chosen percentage and none', () => {
  it('applies any percentage 0–100, rounded half up to whole øre', () => {
    expect(quoteTotals({ lines: hoodies(1, 499), discount: { kind: 'custom', percent: 12.5 } }).discount).toMatchObject(
      { source: 'custom', percent: 12.5, amount: 62.38, label: 'Rabatt 12,5 % (egen sats)' },
    );
    expect(quoteTotals({ lines: hoodies(2, 499), discount: { kind: 'custom', percent: 100 } }).goodsAfterDiscount).toBe(
      0,
    );
    expect(quoteTotals({ lines: hoodies(2, 499), discount: { kind: 'custom', percent: 0 } }).discount.amount).toBe(0);
  });

  it('refuses a percentage outside 0–100', () => {
    expect(() => quoteTotals({ lines: hoodies(1), discount: { kind: 'custom', percent: 101 } })).toThrow(RangeError);
    expect(() => quoteTotals({ lines: hoodies(1), discount: { kind: 'custom', percent: -1 } })).toThrow(RangeError);
    expect(() => quoteTotals({ lines: hoodies(1), discount: { kind: 'custom', percent: Number.NaN } })).toThrow(
      RangeError,
    );
  });

  it('shows no discount when none is chosen, even for a big order', () => {
    const totals = quoteTotals({ lines: hoodies(60), discount: { kind: 'none' } });
    expect(totals.discount).toMatchObject({ source: 'none', percent: null, amount: 0, label: 'Ingen rabatt' });
  });
});

describe('quoteTotals: discount code (RUSS25 never combined)', () => {
  it('takes 25 % off the whole order instead of the group discount, and says so', () => {
    const totals = quoteTotals({ lines: hoodies(50, 100), discount: terms, coupon: russ25 });
    expect(totals.discount).toEqual({
      source: 'code',
      percent: 25,
      amount: 1250,
      label: 'Rabattkode RUSS25 (25 %)',
      code: 'RUSS25',
      reason: 'RUSS25 kan ikke kombineres med andre rabatter, så «Grupperabatt 25 % (vilkår)» er ikke brukt.',
      setAside: { label: 'Grupperabatt 25 % (vilkår)' },
    });
    expect(totals.goodsAfterDiscount).toBe(3750);
  });

  it('wins over a bigger staff percentage too: a code is never combined and replaces the choice', () => {
    const totals = quoteTotals({ lines: hoodies(10, 100), discount: { kind: 'custom', percent: 40 }, coupon: russ25 });
    expect(totals.discount.amount).toBe(250);
    expect(totals.discount.setAside).toEqual({ label: 'Rabatt 40 % (egen sats)' });
    expect(totals.discount.reason).toBe(
      'RUSS25 kan ikke kombineres med andre rabatter, så «Rabatt 40 % (egen sats)» er ikke brukt.',
    );
  });

  it('treats any other code the same way: one discount, never two', () => {
    const spring = { code: 'VAR10', type: 'percentage', value: '10.00' } as const;
    const totals = quoteTotals({ lines: hoodies(20, 100), discount: terms, coupon: spring });
    expect(totals.discount).toMatchObject({
      amount: 200,
      label: 'Rabattkode VAR10 (10 %)',
      reason: 'En rabattkode kombineres ikke, så «Grupperabatt 15 % (vilkår)» er ikke brukt.',
    });
  });

  it('applies alone when no other discount was chosen', () => {
    const totals = quoteTotals({ lines: hoodies(2, 499), discount: { kind: 'none' }, coupon: russ25 });
    expect(totals.discount).toMatchObject({ amount: 249.5, setAside: null, reason: 'Rabattkoden RUSS25 er brukt.' });
  });

  it('leaves shipping out of the code discount (a fee, not goods)', () => {
    const totals = quoteTotals({ lines: hoodies(2, 100), discount: { kind: 'none' }, coupon: russ25 });
    expect(totals).toMatchObject({ goodsAfterDiscount: 150, shipping: 199, total: 349 });
  });

  it('caps a fixed-amount coupon at the goods', () => {
    const fixed = { code: 'VELKOMMEN', type: 'fixed', value: '300.00' } as const;
    expect(quoteTotals({ lines: hoodies(1, 499), discount: terms, coupon: fixed }).discount).toMatchObject({
      percent: null,
      amount: 300,
      label: `Rabattkode VELKOMMEN (300${NBSP}kr)`,
      reason: 'Rabattkoden VELKOMMEN er brukt.',
      setAside: null,
    });
    expect(quoteTotals({ lines: hoodies(1, 99), discount: { kind: 'none' }, coupon: fixed }).goodsAfterDiscount).toBe(
      0,
    );
  });
});

describe('quoteTotals: shipping', () => {
  it.each([
    [1, false, 199, 'fee'],
    [19, false, 199, 'fee'],
    [20, false, 0, 'freeFromQuantity'],
    [21, false, 0, 'freeFromQuantity'],
    [2, true, 0, 'freeGroupOrder'],
  ] as const)('%i pieces, group order %s → %i kr', (pieces, isGroupOrder, shipping, reason) => {
    const totals = quoteTotals({ lines: hoodies(pieces), discount: { kind: 'none' }, isGroupOrder });
    expect(totals.shipping).toBe(shipping);
    expect(totals.shippingReason).toBe(reason);
  });
});

describe('quoteTotals: MVA and total', () => {
  it('includes MVA as a fifth of the total, shipping included', () => {
    const totals = quoteTotals({ lines: hoodies(3, 499), discount: { kind: 'none' } });
    expect(totals.total).toBe(1696); // 1497 + 199
    expect(totals.vat).toBe(339.2);
    expect(totals.totalExclVat).toBe(1356.8);
  });

  it('rounds MVA to whole øre and keeps total = excl. + MVA', () => {
    const totals = quoteTotals({ lines: hoodies(1, '0.03'), discount: { kind: 'none' }, isGroupOrder: true });
    expect(totals.vat).toBe(0.01);
    expect(totals.totalExclVat + totals.vat).toBe(totals.total);
  });

  it('computes a full group quote: 50 hoodies at 499, terms reading', () => {
    const totals = quoteTotals({ lines: hoodies(50, 499), discount: terms });
    expect(totals).toMatchObject({
      goods: 24950,
      goodsAfterDiscount: 18712.5,
      shipping: 0,
      total: 18712.5,
      vat: 3742.5,
      totalExclVat: 14970,
    });
    expect(totals.discount.amount).toBe(6237.5);
  });

  it('stays exact at the largest quote the form allows', () => {
    const lines = Array.from({ length: 200 }, () => ({ quantity: 10_000, unitPrice: '99999.99' }));
    const totals = quoteTotals({ lines, discount: { kind: 'custom', percent: 33.33 } });
    expect(totals.goods).toBe(199_999_980_000);
    expect(totals.discount.amount).toBe(66_659_993_334);
  });
});

describe('discountChoiceLabel and quoteSummaryRows', () => {
  it('labels each choice in Norwegian', () => {
    expect(discountChoiceLabel({ kind: 'none' }, 30)).toBe('Ingen rabatt');
    expect(discountChoiceLabel(terms, 30)).toBe('Grupperabatt 15 % (vilkår)');
    expect(discountChoiceLabel(terms, 9)).toBe('Ingen grupperabatt (vilkår)');
    expect(discountChoiceLabel(servicePage, 30)).toBe('Grupperabatt 10 % (tjenestesiden)');
    expect(discountChoiceLabel({ kind: 'custom', percent: 7 }, 30)).toBe('Rabatt 7 % (egen sats)');
  });

  it('shows the summary line by line with the money formatter', () => {
    const rows = quoteSummaryRows(quoteTotals({ lines: hoodies(12, 499), discount: terms }));
    expect(rows.map((row) => [row.label, plain(row.amount), row.note])).toEqual([
      ['Varer (12 stk.)', '5 988 kr', null],
      ['Grupperabatt 10 % (vilkår)', '-598,80 kr', 'Grupperabatt for 12 stk. etter vilkår.'],
      ['Frakt', '199 kr', 'Frakt under 20 stk.'],
      ['Totalt', '5 588,20 kr', null],
      ['Herav MVA (25 %)', '1 117,64 kr', null],
    ]);
  });
});
