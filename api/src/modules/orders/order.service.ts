import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { isDesignApproved } from '@russ/schema/designs/design-status';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@russ/schema/orders/order-status';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@russ/schema/shipments/shipment-status';
import type { StaffRole } from '@russ/schema/staff/staff-roles';
import { JOBS } from '@russ/schema/jobs/jobs';
import {
  checkOrderMove,
  nextStatuses,
  orderMoveBlockers,
  ORDER_MOVE_MESSAGES,
  type OrderFacts,
  type OrderWorkflowStatus,
} from '@russ/schema/orders/order-transitions';
import { isCustomOrderLine } from '@russ/schema/returns/return-reasons';
import { carrierLabel, trackingUrl } from '@russ/schema/shipments/carriers';
import { canMoveShipment, shipmentMoveRefusal } from '@russ/schema/shipments/shipment-rules';
import { registerShipmentInput } from '@russ/schema/shipments/shipment.validators';
import { can } from '@russ/schema/staff/permissions';
import { parseId } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { ConflictError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { designSummaries, type DesignSummary } from '../designs/design.views.js';
import { memberNames } from '../members/member.reads.js';
import { OrderNote } from './order-note.entity.js';
import { orderPaymentState, type OrderPaymentState } from './order-payment.js';
import { Order } from './order.entity.js';
import { orderLinesFromJson, toOrderItemView, type OrderItemRow } from './order.views.js';
import { Shipment } from './shipment.entity.js';
import type { StaffShipment, StaffOrder } from './order-admin.types.js';
import { authoredBy } from '../../common/staff-authored.entity.js';

/**
 * Orders on the staff side (admin §3): the detail, 'Endre status' under the state machine and the payment rules
 * of the terms, 'Registrer forsendelse', 'Marker som sendt' / 'Marker som levert' and 'Intern notat'. Every
 * change is audited under the order (entity type `order`, shipments too, so the order's Historikk shows them) in
 * the same transaction, and the customer's mail is queued in the outbox in that transaction too.
 *
 * Custom items: an order has custom items when any line has a design (`order_items.design_id`), a print name
 * (`order_items.print_name`) or a line note (`order_items.notes`, where embroidery and names are written); for an
 * order kept only as JSON text, the same keys of its lines.
 */

export const ORDER_NOT_FOUND = 'Fant ikke ordren';
export const SHIPMENT_NOT_FOUND = 'Fant ikke forsendelsen';
export const NOTE_MAX_LENGTH = 2000;

export const ORDER_ADMIN_MESSAGES = {
  noteRequired: 'Skriv et notat',
  noteTooLong: `Notatet kan ha høyst ${NOTE_MAX_LENGTH} tegn`,
  shipmentClosedOrder: 'Ordren er kansellert eller levert, så det kan ikke registreres en forsendelse',
  shipmentOrderNotReady: 'Ordren må være «Under behandling» før forsendelsen kan markeres som sendt',
  shipmentOrderNotShipped: 'Forsendelsen må være sendt før den kan markeres som levert',
  unknownStatus: 'Velg en gyldig status',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Payment state and the facts of the guard

/** An order line as the guard reads it: what makes it custom, and its design. */
type GuardLine = { designId?: number | null; printName?: string | null; notes?: string | null };

/**
 * The design facts of the guard, in one form for the move and the detail: custom items (isCustomOrderLine over the
 * order_items rows, or over the JSON lines of an order without rows) and whether a design of a row is approved or
 * not (the designs feature's statuses; the JSON lines of old orders are not checked against designs).
 */
function designFactsOf(
  rows: GuardLine[],
  jsonLines: () => GuardLine[],
  designs: Map<number, DesignSummary>,
): Pick<OrderFacts, 'hasCustomItems' | 'designApproved' | 'designNotApproved'> {
  const statuses = rows.flatMap((row) => {
    const design = row.designId == null ? undefined : designs.get(row.designId);
    return design ? [design.status] : [];
  });
  return {
    hasCustomItems: rows.length > 0 ? rows.some(isCustomOrderLine) : jsonLines().some(isCustomOrderLine),
    designApproved: statuses.some(isDesignApproved),
    designNotApproved: statuses.some((status) => !isDesignApproved(status)),
  };
}

/** The design facts of an order, read for its guard. Two queries. */
async function orderDesignFacts(em: EntityManager, order: Order) {
  const rows: Array<{ design_id: number | null; print_name: string | null; notes: string | null }> = await em
    .getConnection()
    .execute(`select design_id, print_name, notes from order_items where order_id = ?`, [order.id]);
  const lines = rows.map((row) => ({ designId: row.design_id, printName: row.print_name, notes: row.notes }));
  const designs = await designSummaries(
    em,
    lines.flatMap((line) => (line.designId == null ? [] : [line.designId])),
  );
  return designFactsOf(lines, () => orderLinesFromJson(order.items), designs);
}

async function orderFacts(em: EntityManager, order: Order): Promise<OrderFacts & { payment: OrderPaymentState }> {
  const [design, payment] = await Promise.all([orderDesignFacts(em, order), orderPaymentState(em, order.id)]);
  return { status: order.status, ...design, invoicePaid: payment.paid, payment };
}

/** The role the state machine sees: an administrator is whoever holds `orders.override`. */
function guardRole(staff: { role: StaffRole }): StaffRole {
  return can(staff.role, 'orders.override') ? 'admin' : 'staff';
}

// ---------------------------------------------------------------------------------------------------------
// Detail

const label = <S extends string>(labels: Record<S, string>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value as S] : value;

function toStaffShipmentView(shipment: Shipment, orderStatus: string): StaffShipment {
  return {
    id: shipment.id,
    carrier: shipment.carrier ?? null,
    carrierLabel: shipment.carrier ? carrierLabel(shipment.carrier) : null,
    trackingNumber: shipment.trackingNumber ?? null,
    trackingUrl: shipment.trackingUrl ?? null,
    status: shipment.status,
    statusLabel: label<ShipmentStatus>(SHIPMENT_STATUS_LABELS, shipment.status),
    shippedAt: shipment.shippedAt ?? null,
    deliveredAt: shipment.deliveredAt ?? null,
    estimatedDelivery: shipment.estimatedDelivery ?? null,
    createdAt: shipment.createdAt,
    canMarkShipped: canMoveShipment(shipment.status, 'shipped') && orderStatus !== 'cancelled',
    canMarkDelivered: canMoveShipment(shipment.status, 'delivered') && orderStatus !== 'cancelled',
  };
}

/** An order_items row read in plain SQL, as the views read it. */
function toOrderItemRow(row: Record<string, unknown>): OrderItemRow {
  const numberOrNull = (value: unknown) => (value == null ? null : Number(value));
  return {
    id: Number(row.id),
    productId: numberOrNull(row.product_id),
    name: row.name as string,
    variant: (row.variant as string | null) ?? null,
    size: (row.size as string | null) ?? null,
    color: (row.color as string | null) ?? null,
    quantity: Number(row.quantity),
    unitPrice: String(row.unit_price),
    designId: numberOrNull(row.design_id),
    notes: (row.notes as string | null) ?? null,
    printName: (row.print_name as string | null) ?? null,
  };
}

/** One order as staff see it: lines, customer, shipments, invoices, internal notes and what may happen next. */
export async function getStaffOrder(
  em: EntityManager,
  staff: NonNullable<Sessions['staff']>,
  id: unknown,
): Promise<StaffOrder> {
  const orderId = parseId(id, ORDER_NOT_FOUND);
  const connection = em.getConnection();
  // Two round trips: everything addressed by the order's id at once, then its designs and its customer's name.
  const [order, itemRows, shipments, invoices, notes, payment] = await Promise.all([
    em.findOne(Order, { id: orderId }),
    // Plain rows (a large group order has hundreds of lines: no entities to hydrate).
    connection.execute(
      `select id, product_id, name, variant, size, color, quantity, unit_price, design_id, notes, print_name
       from order_items where order_id = ? order by id`,
      [orderId],
    ) as Promise<Array<Record<string, unknown>>>,
    em.find(Shipment, { order: orderId }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    connection.execute(
      `select id, invoice_number, member_email, amount, status, due_date, paid_date, created_at
         from invoices where order_id = ? order by created_at asc, id asc`,
      [orderId],
    ) as Promise<Array<Record<string, unknown>>>,
    em.find(OrderNote, { order: orderId }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    orderPaymentState(em, orderId),
  ]);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const rows = itemRows.map(toOrderItemRow);
  const [designs, names] = await Promise.all([
    designSummaries(
      em,
      rows.flatMap((row) => (row.designId == null ? [] : [row.designId])),
    ),
    memberNames(em, [order.memberEmail]),
  ]);
  const designNames = new Map([...designs].map(([designId, design]) => [designId, design.name]));
  const items =
    rows.length > 0 ? rows.map((row) => toOrderItemView(row, designNames)) : orderLinesFromJson(order.items);
  const facts: OrderFacts = {
    status: order.status,
    ...designFactsOf(rows, () => items, designs),
    invoicePaid: payment.paid,
  };
  const role = guardRole(staff);
  const next = nextStatuses(facts, role);
  const target: OrderWorkflowStatus | null =
    order.status === 'pending' ? 'processing' : order.status === 'processing' ? 'shipped' : null;
  // What holds the next step back for staff (a design not approved, or a payment rule), whatever the viewer's role.
  const held = target
    ? orderMoveBlockers(facts, target, 'staff').find(
        (block) => block.code !== 'notAllowed' && block.code !== 'reasonRequired',
      )
    : undefined;
  const paymentBlock = held?.message ?? null;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: label<OrderStatus>(ORDER_STATUS_LABELS, order.status),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    totalAmount: order.totalAmount,
    currency: order.currency,
    customerEmail: order.memberEmail,
    customerName: names.get(order.memberEmail) ?? null,
    shippingAddress: order.shippingAddress ?? null,
    customerNote: order.notes ?? null,
    cancelReason: order.cancelReason ?? null,
    quoteId: order.quoteId ?? null,
    groupId: order.groupId ?? null,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    printNames: rows.length > 0 ? rows.map((row) => row.printName ?? null) : items.map(() => null),
    shipments: shipments.map((shipment) => toStaffShipmentView(shipment, order.status)),
    invoices: invoices.map((row) => ({
      id: Number(row.id),
      invoiceNumber: row.invoice_number as string,
      memberEmail: row.member_email as string,
      amount: Number(row.amount).toFixed(2),
      status: row.status as string,
      statusLabel: label<InvoiceStatus>(INVOICE_STATUS_LABELS, row.status as string),
      dueDate: new Date(row.due_date as string),
      paidDate: row.paid_date ? new Date(row.paid_date as string) : null,
      createdAt: new Date(row.created_at as string),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      staffUsername: note.staffUsername,
      createdAt: note.createdAt,
    })),
    isCustom: facts.hasCustomItems,
    designApproved: facts.designApproved,
    paid: facts.invoicePaid,
    paymentBlock,
    nextStatuses: next,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Changes

type Staff = NonNullable<Sessions['staff']>;
const actorOf = (staff: Staff): AuditActor => ({ userId: staff.userId, username: staff.username });

/** The order, locked for the rest of the transaction (two staff moving the same order are serialised). */
async function lockedOrder(tx: EntityManager, orderId: number): Promise<Order> {
  const order = await tx.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** A refused move as a typed error: a missing reason is a field error on 'Begrunnelse', the rest CONFLICT. */
function refuse(check: { code: string; message: string }): never {
  if (check.code === 'reasonRequired') throw new ValidationFailed({ reason: check.message }, check.message);
  throw new ConflictError(check.message);
}

/**
 * Applies a move the guard accepted: the status, the cancellation reason, the audit entry (with the reason and
 * the rule an administrator overrode, for the timeline) and the customer's mail.
 */
async function moveOrder(
  tx: EntityManager,
  staff: Staff,
  order: Order,
  to: string,
  reason: string | null | undefined,
  shipmentId?: number,
): Promise<void> {
  const facts = await orderFacts(tx, order);
  const check = checkOrderMove(facts, { to, role: guardRole(staff), reason });
  if (!check.ok) refuse(check);
  const before = order.status;
  order.status = to as OrderStatus;
  if (to === 'cancelled') order.cancelReason = check.reason;
  recordAudit(tx, actorOf(staff), {
    action: 'order.status.changed',
    entityType: 'order',
    entityId: order.id,
    before: { status: before },
    after: {
      status: to,
      ...(check.reason ? { reason: check.reason } : {}),
      ...(check.override ? { override: check.override, overrideMessage: ORDER_MOVE_MESSAGES[check.override] } : {}),
    },
  });
  if (to === 'cancelled') enqueueOutbox(tx, JOBS.orderCancelled, { orderId: order.id });
  else if (to === 'processing' || to === 'shipped' || to === 'delivered') {
    let mailShipment = shipmentId;
    if (mailShipment === undefined && to !== 'processing') {
      const latest = await tx.findOne(
        Shipment,
        { order: order.id, status: { $ne: 'preparing' } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      mailShipment = latest?.id;
    }
    enqueueOutbox(tx, JOBS.orderStatusChanged, {
      orderId: order.id,
      status: to,
      ...(mailShipment !== undefined ? { shipmentId: mailShipment } : {}),
    });
  }
}

export interface SetOrderStatusInput {
  orderId: string | number;
  status: string;
  reason?: string | null;
}

/** 'Endre status': moves the order under checkOrderMove; a refused move changes nothing. */
export async function setOrderStatus(em: EntityManager, staff: Staff, input: SetOrderStatusInput): Promise<number> {
  const orderId = parseId(input.orderId, ORDER_NOT_FOUND);
  if (typeof input.status !== 'string' || input.status.trim() === '') {
    throw new ValidationFailed({ status: ORDER_ADMIN_MESSAGES.unknownStatus });
  }
  await em.transactional(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    await moveOrder(tx, staff, order, input.status.trim(), input.reason);
  });
  return orderId;
}

export interface RegisterShipmentArgs {
  orderId: string | number;
  carrier: string;
  trackingNumber: string;
  estimatedDelivery?: string | null;
}

/** 'Registrer forsendelse': a new shipment (Klargjøres) with the carrier's tracking link. */
export async function registerShipment(em: EntityManager, staff: Staff, input: RegisterShipmentArgs): Promise<number> {
  const orderId = parseId(input.orderId, ORDER_NOT_FOUND);
  const data = parseInput(registerShipmentInput, {
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
    estimatedDelivery: input.estimatedDelivery ?? null,
  });
  await em.transactional(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.status === 'cancelled' || order.status === 'delivered') {
      throw new ConflictError(ORDER_ADMIN_MESSAGES.shipmentClosedOrder);
    }
    const shipment = tx.create(Shipment, {
      order: order.id,
      carrier: data.carrier,
      trackingNumber: data.trackingNumber,
      trackingUrl: trackingUrl(data.carrier, data.trackingNumber),
      estimatedDelivery: data.estimatedDelivery,
      status: 'preparing',
    });
    await tx.flush();
    recordAudit(tx, actorOf(staff), {
      action: 'order.shipment.registered',
      entityType: 'order',
      entityId: order.id,
      after: {
        shipmentId: shipment.id,
        carrier: data.carrier,
        trackingNumber: data.trackingNumber,
        trackingUrl: shipment.trackingUrl ?? null,
        estimatedDelivery: data.estimatedDelivery?.toISOString() ?? null,
      },
    });
  });
  return orderId;
}

export interface MarkShipmentArgs {
  shipmentId: string | number;
  status: string;
  /** An administrator's reason to override a payment rule while marking it sent. */
  reason?: string | null;
}

/**
 * 'Marker som sendt' / 'Marker som levert': moves the shipment forward and the order with it (processing →
 * shipped, shipped → delivered) under the same guard as 'Endre status'. When the order cannot move (unpaid, or
 * not in production yet), nothing changes. An order already at the status stays (a second parcel); the customer
 * is mailed the carrier, tracking number and link of this shipment.
 */
export async function markShipment(em: EntityManager, staff: Staff, input: MarkShipmentArgs): Promise<number> {
  const shipmentId = parseId(input.shipmentId, SHIPMENT_NOT_FOUND);
  const to = input.status;
  if (to !== 'shipped' && to !== 'delivered')
    throw new ValidationFailed({ status: ORDER_ADMIN_MESSAGES.unknownStatus });
  return em.transactional(async (tx) => {
    const found = await tx.findOne(Shipment, { id: shipmentId });
    if (!found) throw new NotFoundError(SHIPMENT_NOT_FOUND);
    const order = await lockedOrder(tx, found.order.id);
    const shipment = await tx.findOneOrFail(
      Shipment,
      { id: shipmentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!canMoveShipment(shipment.status, to)) throw new ConflictError(shipmentMoveRefusal(shipment.status, to));
    if (order.status === 'cancelled') throw new ConflictError(ORDER_ADMIN_MESSAGES.shipmentClosedOrder);
    const before = { status: shipment.status };
    const now = new Date();
    shipment.status = to;
    if (to === 'shipped') shipment.shippedAt = now;
    else {
      shipment.deliveredAt = now;
      shipment.shippedAt ??= now;
    }
    recordAudit(tx, actorOf(staff), {
      action: to === 'shipped' ? 'order.shipment.shipped' : 'order.shipment.delivered',
      entityType: 'order',
      entityId: order.id,
      before: { shipmentId, ...before },
      after: { shipmentId, status: to },
    });
    const orderTarget = to === 'shipped' ? 'shipped' : 'delivered';
    const ready = to === 'shipped' ? order.status === 'processing' : order.status === 'shipped';
    if (order.status === orderTarget || (to === 'delivered' && order.status === 'delivered')) {
      // A further parcel of an order that already has the status: mail this parcel's tracking.
      if (to === 'shipped') {
        enqueueOutbox(tx, JOBS.orderStatusChanged, { orderId: order.id, status: 'shipped', shipmentId });
      }
    } else if (ready) {
      await moveOrder(tx, staff, order, orderTarget, input.reason, shipmentId);
    } else if (to === 'shipped') {
      throw new ConflictError(ORDER_ADMIN_MESSAGES.shipmentOrderNotReady);
    } else {
      throw new ConflictError(ORDER_ADMIN_MESSAGES.shipmentOrderNotShipped);
    }
    return order.id;
  });
}

export interface AddOrderNoteArgs {
  orderId: string | number;
  body: string;
}

/** 'Intern notat': a staff-only note on the order. */
export async function addOrderNote(em: EntityManager, staff: Staff, input: AddOrderNoteArgs): Promise<number> {
  const orderId = parseId(input.orderId, ORDER_NOT_FOUND);
  const body = typeof input.body === 'string' ? input.body.trim() : '';
  if (body === '') throw new ValidationFailed({ body: ORDER_ADMIN_MESSAGES.noteRequired });
  if (body.length > NOTE_MAX_LENGTH) throw new ValidationFailed({ body: ORDER_ADMIN_MESSAGES.noteTooLong });
  await em.transactional(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const note = tx.create(OrderNote, { order: order.id, ...authoredBy(staff), body });
    await tx.flush();
    recordAudit(tx, actorOf(staff), {
      action: 'order.note.added',
      entityType: 'order',
      entityId: order.id,
      after: { noteId: note.id, body },
    });
  });
  return orderId;
}
