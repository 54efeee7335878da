import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { oreToKroner, toOre } from '@russ/schema/common/money';
import { RETURN_STATUSES, type ReturnStatus } from '@russ/schema/returns/return-status';
import { JOBS, type JobName } from '@russ/schema/jobs/jobs';
import { isCustomOrderLine } from '@russ/schema/returns/return-reasons';
import {
  canMoveReturn,
  checkRefundAmount,
  nextReturnStatuses,
  RETURN_STAFF_MESSAGES,
  returnCompletionCapability,
  returnMoveRefusal,
} from '@russ/schema/returns/return-rules';
import { can } from '@russ/schema/staff/permissions';
import type { StaffRole } from '@russ/schema/staff/staff-roles';
import { approveReturnInput, rejectReturnInput } from '@russ/schema/returns/return.validators';
import { ForbiddenError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { recordAudit, type AuditActor, type AuditChange } from '../audit/audit.service.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Order } from '../orders/order.entity.js';
import { issueCreditNote } from '../invoices/invoice.service.js';
import { orderInvoiceForCredit } from './return-credit-note.js';
import { OrderReturn } from './return.entity.js';
import type { StaffReturn } from './return.types.js';

/**
 * The staff side of returns (admin §5, `Returer`): the list and one return, and the three steps `Godkjenn` (with
 * the refund amount, at most the returned line's price), `Avvis` (with a reason) and `Fullfør` (the refund is made:
 * a credit note for it against the order's invoice). Each step is one transaction with its audit record (entity
 * type `return`) and the customer's mail in the outbox; a step the return's status does not allow is refused
 * with a Norwegian message and changes nothing. Two staff acting at once are serialised by a row lock.
 */

/** Sortable fields, newest first by default; an empty value counts as the lowest. */
export const RETURN_LIST: ListSpec = {
  sortable: {
    requestedAt: 'r.requested_at nulls low',
    refundAmount: 'r.refund_amount nulls low',
    orderNumber: 'o.order_number nulls low',
    status: 'r.status nulls low',
  },
  defaultSort: { field: 'requestedAt', order: 'DESC' },
  tieBreaker: 'r.id',
};

export interface StaffReturnQuery extends ListWindowArgs {
  search?: string | null;
  filter?: {
    /** A status; `requested` and `pending` both mean 'Behandles'. */
    status?: string | null;
  } | null;
}

const money = (ore: number) => oreToKroner(ore).toFixed(2);

interface ReturnRow {
  id: number;
  status: string;
  reason: string;
  description: string | null;
  refund_amount: string | null;
  requested_at: Date;
  processed_at: Date | null;
  approved_at: Date | null;
  rejected_at: Date | null;
  completed_at: Date | null;
  rejection_reason: string | null;
  order_id: number;
  order_number: string;
  order_status: string;
  order_total: string;
  member_email: string;
  first_name: string | null;
  last_name: string | null;
  order_item_id: number | null;
  item_name: string | null;
  item_size: string | null;
  item_color: string | null;
  item_quantity: number | null;
  item_unit_price: string | null;
  design_id: number | null;
  print_name: string | null;
}

const SELECT = `select r.id, r.status, r.reason, r.description, r.refund_amount, r.requested_at, r.processed_at,
    r.approved_at, r.rejected_at, r.completed_at, r.rejection_reason,
    o.id as order_id, o.order_number, o.status as order_status, o.total_amount as order_total, o.member_email,
    m.first_name, m.last_name,
    i.id as order_item_id, i.name as item_name, i.size as item_size, i.color as item_color,
    i.quantity as item_quantity, i.unit_price as item_unit_price, i.design_id, i.print_name
  from returns r
  join orders o on o.id = r.order_id
  left join order_items i on i.id = r.order_item_id
  left join members m on m.email = o.member_email`;

/** The most a return may refund: its line's price (unit price × quantity), or the order's total without a line. */
export function returnItemPriceOre(item: { unitPrice: string; quantity: number } | null, orderTotal: string): number {
  return item ? toOre(item.unitPrice) * item.quantity : toOre(orderTotal);
}

function toView(row: ReturnRow): StaffReturn {
  const item =
    row.order_item_id != null && row.item_unit_price != null
      ? { unitPrice: row.item_unit_price, quantity: Number(row.item_quantity ?? 1) }
      : null;
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    id: Number(row.id),
    status: row.status,
    reason: row.reason,
    description: row.description,
    refundAmount: row.refund_amount == null ? null : Number(row.refund_amount).toFixed(2),
    requestedAt: new Date(row.requested_at),
    processedAt: row.processed_at ? new Date(row.processed_at) : null,
    approvedAt: row.approved_at ? new Date(row.approved_at) : null,
    rejectedAt: row.rejected_at ? new Date(row.rejected_at) : null,
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
    rejectionReason: row.rejection_reason,
    orderId: Number(row.order_id),
    orderNumber: row.order_number,
    orderStatus: row.order_status,
    orderTotal: Number(row.order_total).toFixed(2),
    memberEmail: row.member_email,
    customerName: name || null,
    orderItemId: row.order_item_id == null ? null : Number(row.order_item_id),
    itemName: row.item_name ?? 'Hele ordren',
    itemSize: row.item_size,
    itemColor: row.item_color,
    itemQuantity: Number(row.item_quantity ?? 1),
    itemUnitPrice: row.item_unit_price == null ? null : Number(row.item_unit_price).toFixed(2),
    itemPrice: money(returnItemPriceOre(item, row.order_total)),
    isCustomItem: isCustomOrderLine({ designId: row.design_id, printName: row.print_name }),
    nextStatuses: [...nextReturnStatuses(row.status)],
  };
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Returns for staff, newest first unless sorted otherwise; filtered by status ('Behandles' covers requested and
 * pending) and by search terms (each word in the order number, the customer's e-mail or name, or the item).
 * Two queries (the page and the count).
 */
export async function listStaffReturns(em: EntityManager, query: StaffReturnQuery): Promise<ListPage<StaffReturn>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const status = query.filter?.status?.trim();
  if (status) {
    const statuses =
      status === 'requested' || status === 'pending'
        ? ['requested', 'pending']
        : (RETURN_STATUSES as readonly string[]).includes(status)
          ? [status]
          : [];
    if (statuses.length === 0) where.push('false');
    else {
      where.push(`r.status in (${statuses.map(() => '?').join(', ')})`);
      params.push(...statuses);
    }
  }
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    where.push(
      `(o.order_number ilike ? or o.member_email ilike ? or m.first_name ilike ? or m.last_name ilike ? or i.name ilike ? or r.reason ilike ?)`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern, pattern);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  return listPage(query, RETURN_LIST, {
    page: async ({ orderBySql, limit, offset }) => {
      const rows = await connection.execute<ReturnRow[]>(
        `${SELECT} ${whereSql} order by ${orderBySql} limit ? offset ?`,
        [...params, limit, offset],
      );
      return rows.map(toView);
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: string }>>(
        `select count(*) as total from returns r join orders o on o.id = r.order_id
          left join order_items i on i.id = r.order_item_id left join members m on m.email = o.member_email ${whereSql}`,
        params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

/** One return for staff, or 404 'Fant ikke returen'. */
export async function getStaffReturn(em: EntityManager, id: number): Promise<StaffReturn> {
  const rows = await em.getConnection().execute<ReturnRow[]>(`${SELECT} where r.id = ?`, [id]);
  if (!rows[0]) throw new NotFoundError(RETURN_STAFF_MESSAGES.notFound);
  return toView(rows[0]);
}

interface LockedReturn {
  row: OrderReturn;
  order: Order;
  item: OrderItem | null;
}

/** The return locked for the rest of the transaction, with its order and line; 404 when there is none. */
async function lockReturn(tx: EntityManager, id: number): Promise<LockedReturn> {
  const row = await tx.findOne(OrderReturn, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!row) throw new NotFoundError(RETURN_STAFF_MESSAGES.notFound);
  const [order, item] = await Promise.all([
    tx.findOneOrFail(Order, { id: row.order.id }),
    row.orderItem ? tx.findOne(OrderItem, { id: row.orderItem.id }) : Promise.resolve(null),
  ]);
  return { row, order, item };
}

function assertMove(row: OrderReturn, to: ReturnStatus): void {
  if (!canMoveReturn(row.status, to))
    throw new ValidationFailed({ status: returnMoveRefusal(row.status, to) }, returnMoveRefusal(row.status, to));
}

const snapshot = (row: OrderReturn) => ({
  status: row.status,
  refundAmount: row.refundAmount ?? null,
  rejectionReason: row.rejectionReason ?? null,
});

/** The audit action and the customer's mail of each answer to a return. */
const ANSWERS = {
  approved: { audit: 'return.approved', job: JOBS.returnApproved },
  rejected: { audit: 'return.rejected', job: JOBS.returnRejected },
} as const satisfies Record<string, { audit: AuditChange['action']; job: JobName }>;

/**
 * One staff answer to a return: in one transaction the return is locked, the move checked against its status,
 * changed (`change` sets what the answer carries; stamped processed now), audited with before and after and the
 * order's number, and the customer's mail queued; answers the return afresh.
 */
async function answerReturn(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  to: keyof typeof ANSWERS,
  change: (locked: LockedReturn, now: Date) => void,
): Promise<StaffReturn> {
  await em.transactional(async (tx) => {
    const locked = await lockReturn(tx, id);
    const { row, order } = locked;
    assertMove(row, to);
    const before = snapshot(row);
    const now = new Date();
    change(locked, now);
    row.status = to;
    row.processedAt = now;
    recordAudit(tx, staff, {
      action: ANSWERS[to].audit,
      entityType: 'return',
      entityId: row.id,
      before,
      after: { ...snapshot(row), orderNumber: order.orderNumber },
    });
    enqueueOutbox(tx, ANSWERS[to].job, { returnId: row.id });
  });
  return getStaffReturn(em, id);
}

/**
 * `Godkjenn`: sets the refund amount (0 up to the line's price; '249,50' is accepted) and the status approved,
 * and mails the customer.
 */
export async function approveReturn(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffReturn> {
  const data = parseInput(approveReturnInput, input);
  return answerReturn(em, staff, id, 'approved', ({ row, order, item }, now) => {
    const checked = checkRefundAmount(data.refundAmount, oreToKroner(returnItemPriceOre(item, order.totalAmount)));
    if (!checked.ok) throw new ValidationFailed({ refundAmount: checked.message }, checked.message);
    row.refundAmount = checked.amount.toFixed(2);
    row.approvedAt = now;
  });
}

/** `Avvis`: the reason ('Begrunnelse', required) is stored and mailed to the customer. */
export async function rejectReturn(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffReturn> {
  const data = parseInput(rejectReturnInput, input);
  return answerReturn(em, staff, id, 'rejected', ({ row }, now) => {
    row.rejectionReason = data.reason;
    row.rejectedAt = now;
  });
}

/**
 * `Fullfør`: the refund is made. A credit note for the refund (a negative amount) is issued against the order's
 * invoice in the same transaction; an order without an invoice is refused (nothing to credit). A refund of 0 kr
 * completes the return without a credit note. A refund needs `invoices.credit` (administrators): whoever lacks it
 * is refused with FORBIDDEN and a Norwegian message, and nothing changes.
 */
export async function completeReturn(
  em: EntityManager,
  staff: AuditActor & { role: StaffRole },
  id: number,
): Promise<StaffReturn> {
  await em.transactional(async (tx) => {
    const { row, order } = await lockReturn(tx, id);
    assertMove(row, 'completed');
    // Checked on the locked row: the refund approved is the one that would be credited.
    const needed = returnCompletionCapability(row.refundAmount);
    if (needed && !can(staff.role, needed)) throw new ForbiddenError(RETURN_STAFF_MESSAGES.completeNeedsCredit);
    const before = snapshot(row);
    const refundOre = toOre(row.refundAmount ?? 0);
    let creditNote: { id: number; invoiceNumber: string } | null = null;
    if (refundOre > 0) {
      const invoice = await orderInvoiceForCredit(tx, order.id, row.orderItem?.id ?? null);
      if (!invoice)
        throw new ValidationFailed({ invoice: RETURN_STAFF_MESSAGES.noInvoice }, RETURN_STAFF_MESSAGES.noInvoice);
      // The invoices module's credit note (admin §4): its own number, the negative amount, MVA, a line, audit.
      const note = await issueCreditNote(tx, staff, {
        invoiceId: invoice.id,
        amount: money(refundOre),
        reason: `Retur ${row.id} (ordre ${order.orderNumber}): ${row.reason}`,
        returnId: row.id,
      });
      creditNote = { id: note.id, invoiceNumber: note.invoiceNumber };
    }
    const now = new Date();
    row.status = 'completed';
    row.completedAt = now;
    row.processedAt = now;
    recordAudit(tx, staff, {
      action: 'return.completed',
      entityType: 'return',
      entityId: row.id,
      before,
      after: {
        ...snapshot(row),
        orderNumber: order.orderNumber,
        creditNoteId: creditNote?.id ?? null,
        creditNoteNumber: creditNote?.invoiceNumber ?? null,
      },
    });
    await tx.flush();
    enqueueOutbox(tx, JOBS.returnCompleted, { returnId: row.id });
  });
  return getStaffReturn(em, id);
}
