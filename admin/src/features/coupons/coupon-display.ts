import { COUPON_TYPE_LABELS, type CouponType } from '@russ/schema/coupons/coupons';
import { formatNok } from '@russ/schema/common/money';

export function couponTypeLabel(type: string): string {
  return COUPON_TYPE_LABELS[type as CouponType] ?? type;
}

/** '25 %' or '199 kr'. */
export function couponValueText(type: string, value: string): string {
  return type === 'percentage' ? `${Number(value).toLocaleString('nb-NO')} %` : formatNok(value);
}
