import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { colourName } from '@/lib/colour-name';
import { orderStatusView } from '@/features/dashboard-orders/utils/order-display';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { Fact } from '@/components/ui/fact';
import { GoodsTable, orDash } from '@/components/ui/goods-table';
import styles from '@/styles/dashboard-lists.module.css';

const ORDER_COLUMNS = [
  { label: 'Produkt' },
  { label: 'Variant' },
  { label: 'Størrelse' },
  { label: 'Farge' },
  { label: 'Antall', numeric: true },
  { label: 'Pris', numeric: true },
  { label: 'Design' },
] as const;

export const OrderDetailsDialog_CustomerOrderFragment = graphql(`
  fragment OrderDetailsDialog_CustomerOrder on CustomerOrder {
    id
    orderNumber
    status
    createdAt
    totalAmount
    shippingAddress
    notes
    cancelReason
    items {
      id
      name
      variant
      size
      color
      quantity
      unitPrice
      designId
      designName
    }
  }
`);

/** 'Vis detaljer': the order's lines (product, variant, size, colour, quantity, unit price, design) and facts. */
export function OrderDetailsDialog({
  order: orderRef,
  onClose,
}: {
  order: FragmentType<typeof OrderDetailsDialog_CustomerOrderFragment>;
  onClose: () => void;
}) {
  const order = getFragmentData(OrderDetailsDialog_CustomerOrderFragment, orderRef);
  const status = orderStatusView(order.status);
  return (
    <Dialog
      title={`Ordre ${order.orderNumber}`}
      description={
        <>
          Bestilt {formatDateNb(order.createdAt)} · <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </>
      }
      onClose={onClose}
      wide
    >
      {order.items.length === 0 ? (
        <p className="muted">Ordren har ingen varelinjer.</p>
      ) : (
        <GoodsTable caption={`Varer i ordre ${order.orderNumber}`} columns={ORDER_COLUMNS}>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={item.id ?? `line-${index}`}>
                <th scope="row">{item.name}</th>
                <td data-label="Variant">{orDash(item.variant)}</td>
                <td data-label="Størrelse">{orDash(item.size)}</td>
                <td data-label="Farge">{orDash(colourName(item.color))}</td>
                <td data-label="Antall" className={styles.num}>
                  {item.quantity}
                </td>
                <td data-label="Pris" className={styles.num}>
                  {item.unitPrice ? formatNok(item.unitPrice) : '–'}
                </td>
                <td data-label="Design">{item.designName ?? (item.designId ? `Design #${item.designId}` : '–')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Totalt
              </th>
              <td data-label="Totalt" className={styles.num}>
                {formatNok(order.totalAmount)}
              </td>
              <td aria-hidden="true" />
            </tr>
          </tfoot>
        </GoodsTable>
      )}
      <dl className={styles.facts}>
        <Fact term="Leveringsadresse">{orDash(order.shippingAddress)}</Fact>
        {order.notes ? <Fact term="Merknad">{order.notes}</Fact> : null}
        {order.cancelReason ? <Fact term="Kansellert fordi">{order.cancelReason}</Fact> : null}
      </dl>
    </Dialog>
  );
}
