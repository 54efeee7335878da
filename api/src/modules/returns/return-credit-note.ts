import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditActor } from '../audit/audit.service.js';
import { Invoice } from '../invoices/invoice.entity.js';

/**
 * Where `Fullfør` of a return meets the invoices module: the order's invoice to credit, and the credit note for
 * the refund. PLACEHOLDER until the invoices module's `issueCreditNote` is merged: the integrator replaces the
 * body of `issueReturnCreditNote` with a call to it.
 */

/** The order's (first, non-credit) invoice, or null when the order has none. */
export async function orderInvoiceForCredit(tx: EntityManager, orderId: number): Promise<Invoice | null> {
  const invoices = await tx.find(Invoice, { order: orderId }, { orderBy: { id: 'asc' } });
  return invoices.find((invoice) => Number(invoice.amount) > 0) ?? null;
}

export interface ReturnCreditNote {
  invoiceId: number;
  /** Kroner, positive: the refund; the credit note carries it negative. */
  amount: string;
  reason: string;
  returnId: number;
}

/** Issues the credit note (an invoice with a negative amount) for a return's refund, in the caller's transaction. */
export async function issueReturnCreditNote(
  tx: EntityManager,
  _staff: AuditActor,
  note: ReturnCreditNote,
): Promise<{ id: number; invoiceNumber: string }> {
  const invoice = await tx.findOneOrFail(Invoice, { id: note.invoiceId });
  const amount = -Math.abs(Number(note.amount));
  const credit = tx.create(Invoice, {
    order: invoice.order,
    invoiceNumber: `${invoice.invoiceNumber}-K${note.returnId}`,
    memberEmail: invoice.memberEmail,
    amount: amount.toFixed(2),
    taxAmount: (amount / 5).toFixed(2),
    status: 'credited',
    dueDate: new Date(),
  });
  await tx.flush();
  return { id: credit.id, invoiceNumber: credit.invoiceNumber };
}
