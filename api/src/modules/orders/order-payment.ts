import type { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_PAID_STATUSES, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

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

/**
 * Of these orders (whose invoice a payment in `tx` just completed), the ones now paid: each gets its `order.paid`
 * entry in the order's Historikk, in the same transaction as the invoice's new state, so a per-member group order
 * is recorded as paid by the payment of its last member (from a bank file, `Koble til faktura` or `Registrer
 * betaling`) and not before. Answers the ids of the orders that are paid.
 */
export async function recordOrdersPaid(
  tx: EntityManager,
  staff: AuditActor,
  orderIds: Iterable<number>,
): Promise<number[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  const rows: Array<{ order_id: number; invoice_count: number }> = await tx.getConnection().execute(
    `select i.order_id, count(*)::int as invoice_count from invoices i
      where i.order_id in (select jsonb_array_elements_text(?::jsonb)::int) and ${PAYABLE_INVOICE_SQL}
      group by i.order_id having ${ORDER_PAID_SQL}`,
    [JSON.stringify(ids)],
    'all',
    tx.getTransactionContext(),
  );
  for (const row of rows) {
    recordAudit(tx, staff, {
      action: 'order.paid',
      entityType: 'order',
      entityId: row.order_id,
      after: { invoices: Number(row.invoice_count) },
    });
  }
  return rows.map((row) => Number(row.order_id));
}

/**
 * The invoices addressed to a group's members (its group_members rows) on the group's orders, under the alias
 * `i`; one parameter, the group's id. Credit notes and credited invoices do not count.
 */
const GROUP_MEMBER_INVOICES_SQL = `from invoices i join orders o on o.id = i.order_id
  where o.group_id = ? and ${PAYABLE_INVOICE_SQL} and i.kind = 'invoice' and i.status <> 'credited'
    and lower(i.member_email) in (select lower(gm.email) from group_members gm where gm.group_id = o.group_id)`;

/**
 * Whether each member of a group has paid (customer-area: the coordinator's member list, column 'Betalt'): by
 * e-mail, true when every payable invoice addressed to that member on the group's orders is paid, false while one
 * is open. A member without such an invoice (the order was invoiced to the coordinator as one, or not yet) is
 * absent. Amounts are never read out. One query.
 */
export async function groupMemberPayments(em: EntityManager, groupId: number): Promise<Map<string, boolean>> {
  const rows: Array<{ email: string; paid: boolean }> = await em.getConnection().execute(
    `select lower(i.member_email) as email, bool_and(${INVOICE_PAID_SQL}) as paid ${GROUP_MEMBER_INVOICES_SQL}
      group by lower(i.member_email)`,
    [groupId],
    'all',
    em.getTransactionContext(),
  );
  return new Map(rows.map((row) => [row.email, row.paid === true]));
}

/** The group's members' invoices still waiting for (the rest of) their payment, by id, with the member's e-mail. */
export async function openGroupMemberInvoices(
  tx: EntityManager,
  groupId: number,
): Promise<Array<{ id: number; email: string }>> {
  const rows: Array<{ id: number; email: string }> = await tx.getConnection().execute(
    `select i.id, lower(i.member_email) as email ${GROUP_MEMBER_INVOICES_SQL} and not ${INVOICE_PAID_SQL}
      order by i.id`,
    [groupId],
    'all',
    tx.getTransactionContext(),
  );
  return rows.map((row) => ({ id: Number(row.id), email: row.email }));
}
