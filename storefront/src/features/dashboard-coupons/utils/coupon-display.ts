import { formatNok } from '@russ/schema/common/money';

/** '10 %' for a percentage coupon, '199 kr' for a fixed one. */
export function couponValueText(coupon: { type: string; value: string }): string {
  return coupon.type === 'percentage' ? `${Number(coupon.value).toLocaleString('nb-NO')} %` : formatNok(coupon.value);
}
