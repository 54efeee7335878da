import type { EntityManager } from '@mikro-orm/postgresql';
import { COUPON_MESSAGES, couponDiscount } from '@russ/schema/coupons/coupons';
import type { Coupon } from './coupon.entity.js';

/**
 * Counts one use of a coupon, atomically with the check: the row is updated only while it is active, within its
 * dates and below `maxUses` (`current_uses + 1 where current_uses < max_uses`), so uses at the same moment can
 * never pass `maxUses` (PostgreSQL re-checks the condition on the row a concurrent update committed). Returns null
 * when the use is counted, else why not (the Norwegian reason of couponDiscount, or that it is inactive), read
 * from the row as it stands in the caller's transaction.
 */
export async function claimCoupon(tx: EntityManager, coupon: Coupon, now: Date): Promise<string | null> {
  const claimed = await tx.getConnection().execute<Array<{ id: number }>>(
    `update coupons set current_uses = current_uses + 1
        where id = ? and is_active and valid_from <= ? and valid_until >= ?
          and (max_uses is null or current_uses < max_uses)
        returning id`,
    [coupon.id, now, now],
    'all',
    tx.getTransactionContext(),
  );
  if (claimed.length > 0) return null;
  const [row] = await tx
    .getConnection()
    .execute<
      Array<{ is_active: boolean; valid_from: Date; valid_until: Date; max_uses: number | null; current_uses: number }>
    >(
      'select is_active, valid_from, valid_until, max_uses, current_uses from coupons where id = ?',
      [coupon.id],
      'all',
      tx.getTransactionContext(),
    );
  const refusal = row
    ? couponDiscount(
        {
          code: coupon.code,
          type: coupon.type,
          value: coupon.value,
          minOrderAmount: null,
          maxUses: row.max_uses,
          currentUses: row.current_uses,
          isActive: row.is_active,
          validFrom: row.valid_from,
          validUntil: row.valid_until,
        },
        0,
        now,
      )
    : null;
  return refusal && !refusal.ok ? refusal.message : COUPON_MESSAGES.inactive;
}
