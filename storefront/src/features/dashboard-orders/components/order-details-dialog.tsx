import { formatDateNb, formatNok } from '@russ/schema/domain/money';
import type { CustomerOrder } from '../api/orders-tab-area';
import { colourName, orderStatusView } from '../utils/order-display';
import { Dialog } from './dialog';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

const dash = (value: string | null | undefined) => value || '–';

/** 'Vis detaljer': the order's lines (product, variant, size, colour, quantity, unit price, design) and facts. */
export function OrderDetailsDialog({ order, onClose }: { order: CustomerOrder; onClose: () => void }) {
  const status = orderStatusView(order.status);
  return (
    <Dialog
      title={`Ordre ${order.orderNumber}`}
      description={
        <>
          Bestilt {formatDateNb(order.createdAt)} · <StatusBadge label={status.label} tone={status.tone} />
        </>
      }
      onClose={onClose}
      wide
    >
      {order.items.length === 0 ? (
        <p className="muted">Ordren har ingen varelinjer.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Varer i ordre {order.orderNumber}</caption>
            <thead>
              <tr>
                <th scope="col">Produkt</th>
                <th scope="col">Variant</th>
                <th scope="col">Størrelse</th>
                <th scope="col">Farge</th>
                <th scope="col" className={styles.num}>
                  Antall
                </th>
                <th scope="col" className={styles.num}>
                  Pris
                </th>
                <th scope="col">Design</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={item.id ?? `line-${index}`}>
                  <th scope="row">{item.name}</th>
                  <td>{dash(item.variant)}</td>
                  <td>{dash(item.size)}</td>
                  <td>{dash(colourName(item.color))}</td>
                  <td className={styles.num}>{item.quantity}</td>
                  <td className={styles.num}>{item.unitPrice ? formatNok(item.unitPrice) : '–'}</td>
                  <td>{item.designName ?? (item.designId ? `Design #${item.designId}` : '–')}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  Totalt
                </th>
                <td className={styles.num}>{formatNok(order.totalAmount)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Leveringsadresse</dt>
          <dd>{dash(order.shippingAddress)}</dd>
        </div>
        {order.notes ? (
          <div>
            <dt>Merknad</dt>
            <dd>{order.notes}</dd>
          </div>
        ) : null}
      </dl>
    </Dialog>
  );
}
