import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { invoicePdfUrl } from '@/lib/invoice-pdf';
import { invoiceStatusView } from '@/features/dashboard-invoices/utils/invoice-display';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import styles from '@/styles/dashboard-lists.module.css';

export const InvoicesDialog_CustomerInvoiceFragment = graphql(`
  fragment InvoicesDialog_CustomerInvoice on CustomerInvoice {
    id
    invoiceNumber
    kind
    orderNumber
    amount
    status
    dueDate
    paidDate
    paymentNote
  }
`);

/** Quick action 'Mine fakturaer': every invoice with its status, amount, due date and its PDF. */
export function InvoicesDialog({
  invoices: invoiceRefs,
  onClose,
}: {
  invoices: readonly FragmentType<typeof InvoicesDialog_CustomerInvoiceFragment>[];
  onClose: () => void;
}) {
  const invoices = getFragmentData(InvoicesDialog_CustomerInvoiceFragment, invoiceRefs);
  return (
    <Dialog title="Mine fakturaer" onClose={onClose}>
      {invoices.length === 0 ? (
        <p>Du har ingen fakturaer ennå.</p>
      ) : (
        <ul className={styles.plainList}>
          {invoices.map((invoice) => {
            const status = invoiceStatusView(invoice.status);
            // A credit note ('Kreditnota') has a negative amount and nothing to pay.
            const credit = invoice.kind === 'credit_note';
            const word = credit ? 'Kreditnota' : 'Faktura';
            return (
              <li key={invoice.id} className={styles.invoiceRow} data-testid="invoice-row">
                <div className={styles.invoiceMain}>
                  <p className={styles.invoiceNumber}>
                    {word} {invoice.invoiceNumber}
                  </p>
                  <p className={styles.invoiceMeta}>
                    Ordre {invoice.orderNumber}
                    {credit
                      ? ''
                      : ` · ${
                          invoice.paidDate
                            ? `Betalt ${formatDateNb(invoice.paidDate)}`
                            : `Forfaller ${formatDateNb(invoice.dueDate)}`
                        }`}
                    {/* A part-paid invoice, also once 'Forfalt', keeps its paid part in sight. */}
                    {invoice.paymentNote ? ` · ${invoice.paymentNote}` : ''}
                  </p>
                </div>
                <div className={styles.invoiceAside}>
                  <span className={styles.invoiceAmount}>{formatNok(invoice.amount)}</span>
                  <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                </div>
                <a
                  className={`btn btn-outline ${styles.small}`}
                  href={invoicePdfUrl(invoice.id)}
                  download
                  aria-label={`Last ned ${word.toLowerCase()} ${invoice.invoiceNumber} (PDF)`}
                >
                  PDF
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
