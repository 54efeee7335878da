import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { couponValueText } from '@russ/schema/coupons/coupons';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import styles from '@/styles/dashboard-lists.module.css';

export const CouponsDialog_CustomerCouponFragment = graphql(`
  fragment CouponsDialog_CustomerCoupon on CustomerCoupon {
    id
    code
    title
    description
    type
    value
    minOrderAmount
    validUntil
    isActive
    isUsed
    usedAt
  }
`);

/** Quick action 'Mine kuponger': the coupons handed to the customer, unused first, each marked used or unused. */
export function CouponsDialog({
  coupons: couponRefs,
  onClose,
}: {
  coupons: readonly FragmentType<typeof CouponsDialog_CustomerCouponFragment>[];
  onClose: () => void;
}) {
  const coupons = getFragmentData(CouponsDialog_CustomerCouponFragment, couponRefs);
  const sorted = [...coupons].sort((a, b) => Number(a.isUsed) - Number(b.isUsed));
  const [now] = useState(() => Date.now());
  return (
    <Dialog title="Mine kuponger" onClose={onClose}>
      {sorted.length === 0 ? (
        <p>Du har ingen kuponger ennå. Som medlem får du rabattkoder på e-post.</p>
      ) : (
        <ul className={styles.plainList}>
          {sorted.map((coupon) => {
            const expired = new Date(coupon.validUntil).getTime() < now || !coupon.isActive;
            return (
              <li key={coupon.id} className={styles.couponRow} data-used={coupon.isUsed} data-testid="coupon-row">
                <div className={styles.couponValue}>{couponValueText(coupon.type, coupon.value)}</div>
                <div className={styles.couponBody}>
                  <p className={styles.couponTitle}>
                    {coupon.title} <code className={styles.code}>{coupon.code}</code>
                  </p>
                  {coupon.description ? <p className={styles.couponText}>{coupon.description}</p> : null}
                  <p className={styles.couponText}>
                    {coupon.isUsed
                      ? `Brukt ${coupon.usedAt ? formatDateNb(coupon.usedAt) : ''}`.trim()
                      : expired
                        ? `Utløpt ${formatDateNb(coupon.validUntil)}`
                        : `Gyldig til ${formatDateNb(coupon.validUntil)}`}
                    {coupon.minOrderAmount ? ` · Minstebeløp ${formatNok(coupon.minOrderAmount)}` : ''}
                  </p>
                </div>
                <StatusBadge tone={coupon.isUsed ? 'neutral' : expired ? 'warning' : 'success'}>
                  {coupon.isUsed ? 'Brukt' : 'Ubrukt'}
                </StatusBadge>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
