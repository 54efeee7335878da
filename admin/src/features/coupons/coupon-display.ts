import { COUPON_TYPE_LABELS, type CouponType } from '@russ/schema/coupons/coupons';
import { formatNok } from '@russ/schema/common/money';

export function couponTypeLabel(type: string): string {
  return COUPON_TYPE_LABELS[type as CouponType] ?? type;
}

/** '25 %' or '199 kr'. */
export function couponValueText(type: string, value: string): string {
  return type === 'percentage' ? `${Number(value).toLocaleString('nb-NO')} %` : formatNok(value);
}

/** Audit actions of a coupon as staff read them in `Historikk`. */
export function describeCouponAction(
  action: string,
  _before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  switch (action) {
    case 'coupon.created':
      return 'Opprettet';
    case 'coupon.updated':
      return 'Endret';
    case 'coupon.activated':
      return 'Aktivert';
    case 'coupon.deactivated':
      return 'Deaktivert';
    case 'coupon.assigned': {
      const emails = Array.isArray(after?.memberEmails) ? (after.memberEmails as string[]) : [];
      return `Tildelt ${emails.length === 1 ? emails[0] : `${emails.length} medlemmer`}`;
    }
    default:
      return action;
  }
}
