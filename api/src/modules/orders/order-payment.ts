import type { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_PAID_STATUSES, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';

/**
 * The payment rule of the terms (storefront §9), written once, in SQL, since the console's order list filters on
 * it and the guard reads it: an order is paid when it has at least one invoice with a positive amount and every
 * such invoice is paid. Credit notes are negative and never count; a group order invoiced per member has several
 * invoices. The fragments read the invoices under the alias `i`.
 */

const PAID: readonly InvoiceStatus[] = INVOICE_PAID_STATUSES;

/** The invoices that count toward an order's payment. */
export const PAYABLE_INVOICE_SQL = 'i.amount > 0';

/** A payable invoice that is paid. */
const INVOICE_PAID_SQL = `i.status in (${PAID.map((status) => `'${status}'`).join(', ')})`;

/** An aggregate over the payable invoices of one order: at least one, and every one paid. */
export const ORDER_PAID_SQL = `(count(*) > 0 and bool_and(${INVOICE_PAID_SQL}))`;

export interface OrderPaymentState {
  /** At least one invoice with a positive amount, and every such invoice is paid. */
  paid: boolean;
  /** Invoices with a positive amount (credit notes are negative and do not count). */
  invoiceCount: number;
  paidCount: number;
}

/** Whether the order is paid in the sense of the terms (see above). One query. */
export async function orderPaymentState(em: EntityManager, orderId: number): Promise<OrderPaymentState> {
  const rows: Array<{ paid: boolean; invoice_count: number; paid_count: number }> = await em.getConnection().execute(
    `select ${ORDER_PAID_SQL} as paid, count(*)::int as invoice_count,
       count(*) filter (where ${INVOICE_PAID_SQL})::int as paid_count
     from invoices i where i.order_id = ? and ${PAYABLE_INVOICE_SQL}`,
    [orderId],
  );
  const row = rows[0];
  return {
    paid: row?.paid === true,
    invoiceCount: Number(row?.invoice_count ?? 0),
    paidCount: Number(row?.paid_count ?? 0),
  };
}
