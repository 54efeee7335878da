import type { EntityManager } from '@mikro-orm/postgresql';
import { InvoiceLineRow } from '../invoices/invoice-line.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';

/**
 * The invoice a return's refund is credited against (`Fullfør`): the invoice that billed the returned line (a
 * group order invoiced per member has one invoice per member), else the order's first invoice; never a credit
 * note. Null when the order has no invoice.
 */
export async function orderInvoiceForCredit(
  tx: EntityManager,
  orderId: number,
  orderItemId: number | null,
): Promise<Invoice | null> {
  const invoices = await tx.find(Invoice, { order: orderId, kind: 'invoice' }, { orderBy: { id: 'asc' } });
  if (invoices.length <= 1 || orderItemId == null) return invoices[0] ?? null;
  const line = await tx.findOne(
    InvoiceLineRow,
    { orderItemId, invoice: { $in: invoices.map((invoice) => invoice.id) } },
    { orderBy: { id: 'asc' } },
  );
  return (line && invoices.find((invoice) => invoice.id === line.invoice.id)) ?? invoices[0] ?? null;
}
