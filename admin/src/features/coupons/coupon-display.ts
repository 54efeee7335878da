import { COUPON_TYPE_LABELS, type CouponType } from '@russ/schema/coupons/coupons';

export function couponTypeLabel(type: string): string {
  return COUPON_TYPE_LABELS[type as CouponType] ?? type;
}
