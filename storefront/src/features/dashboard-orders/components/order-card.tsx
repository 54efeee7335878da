import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { canRequestReturn } from '@russ/schema/orders/order-status';
import { invoicePdfUrl } from '@/lib/invoice-pdf';
import { itemCountText, orderStatusView } from '@/features/dashboard-orders/utils/order-display';
import { StatusBadge, StatusIcon, toneClassName } from '@/components/ui/status-badge';
import styles from '@/styles/dashboard-lists.module.css';

export type OrderAction = 'details' | 'shipment' | 'return';

export const OrderCard_CustomerOrderFragment = graphql(`
  fragment OrderCard_CustomerOrder on CustomerOrder {
    id
    orderNumber
    status
    createdAt
    itemCount
    totalAmount
  }
`);

/** The order's invoice: the card links its PDF. */
export const OrderCard_CustomerInvoiceFragment = graphql(`
  fragment OrderCard_CustomerInvoice on CustomerInvoice {
    id
  }
`);

/**
 * One order in the history (customer-area §2): number, date, amount, item count, status badge and icon, and the
 * buttons 'Vis detaljer', 'Spor forsendelse', 'Last ned faktura' and, for a delivered order only, 'Returner'.
 */
export function OrderCard({
  order: orderRef,
  invoice: invoiceRef,
  onAction,
  onMissingInvoice,
}: {
  order: FragmentType<typeof OrderCard_CustomerOrderFragment>;
  /** The order's invoice, when one is issued. */
  invoice: FragmentType<typeof OrderCard_CustomerInvoiceFragment> | undefined;
  onAction: (action: OrderAction) => void;
  onMissingInvoice: () => void;
}) {
  const order = getFragmentData(OrderCard_CustomerOrderFragment, orderRef);
  const invoice = getFragmentData(OrderCard_CustomerInvoiceFragment, invoiceRef);
  const status = orderStatusView(order.status);
  const headingId = `order-${order.id}`;
  return (
    <li className={`card ${styles.orderCard}`} aria-labelledby={headingId} data-testid="order-card">
      <div className={styles.orderTop}>
        <span className={`${styles.orderIcon} ${toneClassName}`} data-tone={status.tone}>
          <StatusIcon name={status.icon} size={22} />
        </span>
        <div className={styles.orderHeading}>
          <h3 id={headingId} className={styles.orderNumber}>
            Ordre {order.orderNumber}
          </h3>
          <p className={styles.orderMeta}>
            <time dateTime={order.createdAt}>{formatDateNb(order.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            {itemCountText(order.itemCount)}
          </p>
        </div>
        <div className={styles.orderAside}>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          <p className={styles.orderAmount} data-testid="order-amount">
            {formatNok(order.totalAmount)}
          </p>
        </div>
      </div>
      <div className={styles.orderActions}>
        <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => onAction('details')}>
          Vis detaljer
        </button>
        <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => onAction('shipment')}>
          Spor forsendelse
        </button>
        {invoice ? (
          <a className={`btn btn-outline ${styles.small}`} href={invoicePdfUrl(invoice.id)} download>
            Last ned faktura
          </a>
        ) : (
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={onMissingInvoice}>
            Last ned faktura
          </button>
        )}
        {canRequestReturn(order.status) ? (
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => onAction('return')}>
            Returner
          </button>
        ) : null}
      </div>
    </li>
  );
}
