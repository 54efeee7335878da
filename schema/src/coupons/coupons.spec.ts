import { describe, expect, it } from 'vitest';
import {
  couponAmountOre,
  couponDiscount,
  couponValueText,
  normaliseCouponCode,
  RUSS25,
  type CouponTerms,
} from './coupons.js';
import { NBSP } from '../common/money.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const russ25: CouponTerms = {
  code: RUSS25.code,
  type: 'percentage',
  value: '25.00',
  isActive: true,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-06-30T21:59:59.999Z',
};

describe('couponDiscount', () => {
  it('gives 25 % of the order for RUSS25', () => {
    expect(couponDiscount(russ25, '1299.00', now)).toEqual({ ok: true, code: 'RUSS25', amount: 324.75, percent: 25 });
  });

  it('gives a fixed amount, never more than the order', () => {
    const fixed: CouponTerms = { ...russ25, code: 'velkommen', type: 'fixed', value: '200.00' };
    expect(couponDiscount(fixed, 1299, now)).toEqual({ ok: true, code: 'VELKOMMEN', amount: 200, percent: null });
    expect(couponDiscount(fixed, 149, now)).toMatchObject({ ok: true, amount: 149 });
  });

  it('refuses an inactive, not yet valid, expired or used-up coupon in Norwegian', () => {
    expect(couponDiscount({ ...russ25, isActive: false }, 500, now)).toEqual({
      ok: false,
      code: 'inactive',
      message: 'Rabattkoden er ikke aktiv',
    });
    expect(couponDiscount({ ...russ25, validFrom: '2026-04-01T10:00:00.000Z' }, 500, now)).toEqual({
      ok: false,
      code: 'notYetValid',
      message: 'Rabattkoden gjelder ikke ennå (gjelder fra 01.04.2026)',
    });
    expect(couponDiscount(russ25, 500, new Date('2026-07-01T00:00:00.000Z'))).toMatchObject({
      code: 'expired',
      message: 'Rabattkoden er utløpt',
    });
    expect(couponDiscount({ ...russ25, maxUses: 10, currentUses: 10 }, 500, now)).toMatchObject({
      code: 'usedUp',
      message: 'Rabattkoden er brukt opp',
    });
    expect(couponDiscount({ ...russ25, maxUses: 10, currentUses: 9 }, 500, now)).toMatchObject({ ok: true });
  });

  it('refuses an order below the minimum, naming the minimum', () => {
    const minimum = { ...russ25, minOrderAmount: '1000.00' };
    expect(couponDiscount(minimum, '999.99', now)).toEqual({
      ok: false,
      code: 'belowMinimum',
      message: `Bestillingen er under minstebeløpet for rabattkoden (1${NBSP}000${NBSP}kr)`,
    });
    expect(couponDiscount(minimum, 1000, now)).toMatchObject({ ok: true, amount: 250 });
  });

  it('is valid on its first and last instant', () => {
    expect(couponDiscount(russ25, 100, new Date(russ25.validFrom)).ok).toBe(true);
    expect(couponDiscount(russ25, 100, new Date(russ25.validUntil)).ok).toBe(true);
  });
});

describe('coupon helpers', () => {
  it('normalises a typed code', () => {
    expect(normaliseCouponCode('  russ25 ')).toBe('RUSS25');
  });

  it('takes a percentage or a capped fixed amount in øre', () => {
    expect(couponAmountOre('percentage', 25, 129900)).toBe(32475);
    expect(couponAmountOre('percentage', 150, 100)).toBe(100);
    expect(couponAmountOre('fixed', '300.00', 20000)).toBe(20000);
    expect(couponAmountOre('fixed', -5, 20000)).toBe(0);
  });
});

describe('couponValueText', () => {
  it('says a percentage with a Norwegian decimal comma and a fixed amount in kroner', () => {
    expect(couponValueText('percentage', '25.00')).toBe('25 %');
    expect(couponValueText('percentage', '12.50')).toBe('12,5 %');
    expect(couponValueText('fixed', '199.00')).toBe(`199${NBSP}kr`);
  });
});
