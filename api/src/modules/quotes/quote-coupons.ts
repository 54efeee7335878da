import type { EntityManager } from '@mikro-orm/postgresql';
import { couponDiscount, normaliseCouponCode, RUSS25, type CouponTerms } from '@russ/schema/coupons/coupons';
import type { QuoteCoupon } from '@russ/schema/quotes/quote-totals';
import { QUOTE_MESSAGES } from '@russ/schema/quotes/quote.validators';
import { ConflictError } from '../../common/errors.js';
import { Coupon } from '../coupons/coupon.entity.js';
import { claimCoupon } from '../coupons/coupon-use.js';
import { pickFields } from '../../common/pick-fields.js';

/**
 * The discount code of a quote: a row of the coupons table, or RUSS25 (the hidden page's code, seeded as a coupon;
 * known here too so a quote can use it before the seed ran). `quoteTotals` never combines it with the discount
 * choice.
 */

const RUSS25_COUPON: QuoteCoupon = { code: RUSS25.code, type: 'percentage', value: RUSS25.percent };

/** The coupons of these codes (upper-case), RUSS25 included; a code with no coupon is absent. */
export async function findQuoteCoupons(em: EntityManager, codes: readonly string[]): Promise<Map<string, Coupon>> {
  const wanted = [...new Set(codes.map(normaliseCouponCode))];
  if (wanted.length === 0) return new Map();
  const rows = await em.find(Coupon, { code: { $in: wanted } });
  return new Map(rows.map((row) => [normaliseCouponCode(row.code), row]));
}

/** The terms `quoteTotals` reads for a stored code (a removed coupon reads as no code). */
export function quoteCouponOf(code: string | null | undefined, coupons: Map<string, Coupon>): QuoteCoupon | null {
  if (!code) return null;
  const key = normaliseCouponCode(code);
  const row = coupons.get(key);
  if (row) return { code: key, type: row.type, value: row.value };
  return key === RUSS25.code ? RUSS25_COUPON : null;
}

/**
 * Checks a code typed on the quote form against the coupons table at `now`: it must exist (or be RUSS25), be
 * active, within its dates, not used up, and `goods` (kroner) must reach its minimum. Returns the terms or a
 * Norwegian refusal.
 */
export async function checkQuoteCode(
  em: EntityManager,
  code: string,
  goods: number,
  now: Date = new Date(),
): Promise<{ ok: true; coupon: QuoteCoupon } | { ok: false; message: string }> {
  const key = normaliseCouponCode(code);
  const row = await em.findOne(Coupon, { code: key });
  if (!row) {
    return key === RUSS25.code
      ? { ok: true, coupon: RUSS25_COUPON }
      : { ok: false, message: QUOTE_MESSAGES.codeUnknown };
  }
  const terms: CouponTerms = {
    ...pickFields(row, ['code', 'type', 'value', 'minOrderAmount', 'maxUses', 'currentUses', 'isActive']),
    ...pickFields(row, ['validFrom', 'validUntil']),
  };
  const result = couponDiscount(terms, goods, now);
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, coupon: { code: key, type: row.type, value: row.value } };
}

/** Why the coupon of a quote cannot be used at acceptance, told to the customer who tries to accept it. */
export function couponRefusedAtAcceptance(reason: string): string {
  return `${reason}, så tilbudet kan ikke godtas med denne rabatten. Ta kontakt med oss, så sender vi et nytt tilbud.`;
}

/**
 * Counts one use of the quote's coupon at acceptance, atomically with the check (the coupons feature's
 * claimCoupon). Refused with CONFLICT and the reason otherwise; the caller's transaction then rolls back.
 */
export async function claimCouponUse(tx: EntityManager, coupon: Coupon, now: Date): Promise<void> {
  const refusal = await claimCoupon(tx, coupon, now);
  if (refusal !== null) throw new ConflictError(couponRefusedAtAcceptance(refusal));
}
