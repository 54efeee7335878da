import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { Invoice } from './invoice.entity.js';
import { invoicePaymentFigures } from './invoice.service.js';
import type { CustomerInvoice } from './invoice.types.js';

/** The customer's invoices, newest first, with the order number. One query (join). */
export async function listCustomerInvoices(em: EntityManager, email: string): Promise<CustomerInvoice[]> {
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
    paymentNote: invoicePaymentFigures(row).paymentNote,
  }));
}

/** How many invoices and credit notes are addressed to the customer (under this e-mail). One query. */
export async function countCustomerInvoices(em: EntityManager, email: string): Promise<number> {
  return em.count(Invoice, { memberEmail: email });
}
