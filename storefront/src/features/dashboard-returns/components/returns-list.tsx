import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { shortOrderRef } from '@russ/schema/returns/return-status';
import { returnStatusView } from '@/features/dashboard-returns/utils/return-display';
import { StatusBadge } from '@/components/ui/status-badge';
import tabStyles from '@/styles/dashboard-tab.module.css';
import styles from '@/styles/dashboard-lists.module.css';

export const ReturnsList_CustomerReturnFragment = graphql(`
  fragment ReturnsList_CustomerReturn on CustomerReturn {
    id
    orderId
    orderNumber
    orderItemId
    reason
    status
    requestedAt
  }
`);

/** The names of the order lines a return can point at. */
export const ReturnsList_CustomerOrderFragment = graphql(`
  fragment ReturnsList_CustomerOrder on CustomerOrder {
    id
    items {
      id
      name
    }
  }
`);

/** The customer's returns (shown only when there are any); the order id as its last 8 characters (§9). */
export function ReturnsList({
  returns: returnRefs,
  orders: orderRefs,
}: {
  returns: readonly FragmentType<typeof ReturnsList_CustomerReturnFragment>[];
  orders: readonly FragmentType<typeof ReturnsList_CustomerOrderFragment>[];
}) {
  const returns = getFragmentData(ReturnsList_CustomerReturnFragment, returnRefs);
  const orders = getFragmentData(ReturnsList_CustomerOrderFragment, orderRefs);
  const itemNames = new Map(
    orders.flatMap((order) => order.items.flatMap((item) => (item.id ? [[item.id, item.name] as const] : []))),
  );
  return (
    <section className={tabStyles.section} aria-labelledby="mine-returer">
      <h2 id="mine-returer" className={styles.sectionTitle}>
        Mine returer
      </h2>
      <ul className={styles.returnList}>
        {returns.map((entry) => {
          const status = returnStatusView(entry.status);
          const itemName = entry.orderItemId != null ? itemNames.get(String(entry.orderItemId)) : undefined;
          return (
            <li key={entry.id} className={styles.returnRow} data-testid="return-row">
              <div>
                <p className={styles.returnTitle}>
                  Ordre #{shortOrderRef(entry.orderId)}
                  {itemName ? <span className={styles.returnItem}> · {itemName}</span> : null}
                </p>
                <p className={styles.returnMeta}>
                  {entry.reason} · Meldt {formatDateNb(entry.requestedAt)} · {entry.orderNumber}
                </p>
              </div>
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
