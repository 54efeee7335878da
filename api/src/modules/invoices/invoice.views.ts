import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { Invoice } from './invoice.entity.js';

export interface InvoiceView {
  id: number;
  orderId: number;
  orderNumber: string;
  invoiceNumber: string;
  /** `invoice`, or `credit_note` with a negative amount. */
  kind: string;
  amount: string;
  taxAmount: string;
  status: string;
  dueDate: Date;
  paidDate: Date | null;
  createdAt: Date;
}

/** The customer's invoices, newest first, with the order number. One query (join). */
export async function listCustomerInvoices(em: EntityManager, email: string): Promise<InvoiceView[]> {
  const rows = await em.find(
    Invoice,
    { memberEmail: normalizeEmail(email) },
    { populate: ['order'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order.id,
    orderNumber: row.order.getEntity().orderNumber,
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    amount: row.amount,
    taxAmount: row.taxAmount,
    status: row.status,
    dueDate: row.dueDate,
    paidDate: row.paidDate ?? null,
    createdAt: row.createdAt,
  }));
}
