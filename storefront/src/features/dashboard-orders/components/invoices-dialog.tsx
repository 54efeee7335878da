import { formatDateNb, formatNok } from '@russ/schema/domain/money';
import type { CustomerInvoice } from '../api/orders-tab-area';
import { invoicePdfUrl, invoiceStatusView } from '../utils/order-display';
import { Dialog } from './dialog';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

/** Quick action 'Mine fakturaer': every invoice with its status, amount, due date and its PDF. */
export function InvoicesDialog({ invoices, onClose }: { invoices: CustomerInvoice[]; onClose: () => void }) {
  return (
    <Dialog title="Mine fakturaer" onClose={onClose} wide>
      {invoices.length === 0 ? (
        <p>Du har ingen fakturaer ennå.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Fakturaer</caption>
            <thead>
              <tr>
                <th scope="col">Faktura</th>
                <th scope="col">Ordre</th>
                <th scope="col" className={styles.num}>
                  Beløp
                </th>
                <th scope="col">Forfall</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const status = invoiceStatusView(invoice.status);
                return (
                  <tr key={invoice.id} data-testid="invoice-row">
                    <th scope="row">{invoice.invoiceNumber}</th>
                    <td>{invoice.orderNumber}</td>
                    <td className={styles.num}>{formatNok(invoice.amount)}</td>
                    <td>{formatDateNb(invoice.dueDate)}</td>
                    <td>
                      <StatusBadge label={status.label} tone={status.tone} />
                      {invoice.paidDate ? (
                        <span className={styles.cellNote}> {formatDateNb(invoice.paidDate)}</span>
                      ) : null}
                    </td>
                    <td>
                      <a
                        href={invoicePdfUrl(invoice.id)}
                        download
                        aria-label={`Last ned faktura ${invoice.invoiceNumber} (PDF)`}
                      >
                        PDF
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
