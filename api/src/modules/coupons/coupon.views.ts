import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { pickFields } from '../../common/pick-fields.js';
import { MemberCoupon } from './member-coupon.entity.js';
import type { CustomerCoupon } from './coupon.types.js';

/** Coupons handed to the customer with the coupon's terms, newest first. One query (join). */
export async function listCustomerCoupons(em: EntityManager, email: string): Promise<CustomerCoupon[]> {
  const rows = await em.find(
    MemberCoupon,
    { memberEmail: normalizeEmail(email) },
    { populate: ['coupon'], orderBy: { assignedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => {
    const coupon = row.coupon.getEntity();
    return {
      id: row.id,
      couponId: coupon.id,
      ...pickFields(coupon, ['code', 'title', 'description', 'type', 'value', 'minOrderAmount']),
      ...pickFields(coupon, ['validFrom', 'validUntil', 'isActive']),
      ...pickFields(row, ['isUsed', 'usedAt', 'orderId', 'assignedAt']),
    };
  });
}
