import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { colourLabel } from '@russ/schema/catalog/colours';
import { isInvoiceOpen, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { formatNok, oreToKroner, toOre } from '@russ/schema/common/money';
import { osloDateInputValue, startOfDayInOslo } from '@russ/schema/common/dates';
import { formatInvoiceNumber } from '@russ/schema/invoices/invoice-number';
import { checkCreditNote, invoiceDueDate, invoiceVat } from '@russ/schema/invoices/invoice-rules';
import {
  creditNoteInput,
  INVOICE_MESSAGES,
  issueInvoiceInput,
  registerPaymentInput,
} from '@russ/schema/invoices/invoice.validators';
import { kidFor } from '@russ/schema/invoices/kid';
import { GROUP_STAFF_MESSAGES } from '@russ/schema/groups/group-staff-rules';
import { shareProportionally, splitOrderLinesByMember, type MemberWishLine } from '@russ/schema/invoices/member-split';
import { JOBS } from '@russ/schema/jobs/jobs';
import type { Sessions } from '../../common/context.js';
import { normalizeEmail, ownRowOrNotFound } from '../../common/access.js';
import { ConflictError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseJsonList } from '../../common/json-list.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { Address } from '../addresses/address.entity.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { SizeSubmission } from '../groups/size-submission.entity.js';
import { Member } from '../members/member.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';
import { Order } from '../orders/order.entity.js';
import { openGroupMemberInvoices, recordOrdersPaid } from '../orders/order-payment.js';
import { parseGroupId } from '../groups/group-access.js';
import { Group } from '../groups/group.entity.js';
import { findDesignNames, orderLinesFromJson, toOrderItemView } from '../orders/order.views.js';
import { InvoiceLineRow } from './invoice-line.entity.js';
import { Invoice } from './invoice.entity.js';
import type { CustomerOrderItem } from '../orders/order.types.js';
import type { StaffInvoiceLine } from './invoice.types.js';

export const INVOICE_NOT_FOUND_MESSAGE = 'Fant ikke fakturaen';

/** What is paid of an invoice and what is left, in kroner, and the note lists show beside its status. */
export interface InvoicePaymentFigures {
  paidAmount: string;
  /** What is left to pay: what the PDF and a reminder ask for ('Restbeløp'); 0 when paid, credited or a credit note. */
  restAmount: string;
  /** What to refund of an overpaid invoice. */
  refundAmount: string;
  /** Paid in part and still waiting for the rest: the PDF and the reminder ask for `restAmount`. */
  partPaid: boolean;
  /**
   * 'Betalt 500 kr av 998 kr' while a part-paid invoice waits for its rest, else null. A part-paid invoice past its
   * due date is 'Forfalt' like any other (the daily job sets it); this note keeps its paid part in sight wherever
   * its status is shown.
   */
  paymentNote: string | null;
}

/** The one rule for an invoice's paid part and rest (console, customer area, PDF and reminder mail). */
export function invoicePaymentFigures(invoice: {
  kind: string;
  status: string;
  amount: string;
  paidAmount: string;
}): InvoicePaymentFigures {
  const paidOre = toOre(invoice.paidAmount);
  const amountOre = toOre(invoice.amount);
  const dueOre = invoice.kind === 'invoice' && invoice.status !== 'credited' ? amountOre : 0;
  const partPaid = invoice.kind === 'invoice' && isInvoiceOpen(invoice.status) && paidOre > 0;
  return {
    paidAmount: kroner(paidOre),
    restAmount: kroner(Math.max(0, dueOre - paidOre)),
    refundAmount: kroner(invoice.kind === 'invoice' ? Math.max(0, paidOre - amountOre) : 0),
    partPaid,
    paymentNote: partPaid ? `Betalt ${formatNok(oreToKroner(paidOre))} av ${formatNok(invoice.amount)}` : null,
  };
}
export const ORDER_NOT_FOUND_MESSAGE = 'Fant ikke ordren';

/** Everything printed on an invoice PDF, read from the invoice, its order and the customer. */
export interface InvoiceDocument {
  invoiceNumber: string;
  status: InvoiceStatus;
  /** `invoice`, or `credit_note` with a negative amount. */
  kind: 'invoice' | 'credit_note';
  /** For a credit note: the number of the invoice it corrects, and why. */
  creditedInvoiceNumber: string | null;
  creditReason: string | null;
  kid: string | null;
  issuedAt: Date;
  dueDate: Date;
  paidDate: Date | null;
  /** Including VAT. */
  amount: string;
  /** Paid so far, the rest to pay ('Restbeløp') and whether it is paid in part, see invoicePaymentFigures. */
  paidAmount: string;
  restAmount: string;
  partPaid: boolean;
  /** The VAT part of `amount`. */
  taxAmount: string;
  currency: string;
  orderNumber: string;
  orderDate: Date;
  orderNotes: string | null;
  customer: { name: string; email: string; addressLines: string[] };
  lines: StaffInvoiceLine[];
  /**
   * Difference between the invoice amount and the sum of the lines (discounts and shipping, described in the
   * order notes); null when the lines add up to the amount.
   */
  adjustment: string | null;
}

const cents = (value: string | number) => Math.round(Number(value) * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);
const kroner = (ore: number) => oreToKroner(ore).toFixed(2);

function lineDescription(item: CustomerOrderItem, printName?: string | null): string {
  const details = [
    item.variant,
    item.size ? `str. ${item.size}` : null,
    item.color ? colourLabel(item.color) : null,
    item.designName ? `design: ${item.designName}` : null,
    printName ? `trykk: ${printName}` : null,
  ].filter(Boolean);
  return details.length > 0 ? `${item.name} (${details.join(', ')})` : item.name;
}

/** The order's lines as invoice lines (order_items rows, else the JSON text), each with its row id. */
async function orderInvoiceLines(
  em: EntityManager,
  order: Order,
): Promise<Array<StaffInvoiceLine & { orderItemId: number | null; row: OrderItem | null }>> {
  const rows = await em.find(OrderItem, { order: order.id }, { orderBy: { id: 'asc' } });
  const designNames = await findDesignNames(em, rows);
  if (rows.length > 0) {
    return rows.map((row) => {
      const item = toOrderItemView(row, designNames);
      return {
        description: lineDescription(item, row.printName),
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        lineTotal: fromCents(cents(row.unitPrice) * row.quantity),
        orderItemId: row.id,
        row,
      };
    });
  }
  return orderLinesFromJson(order.items).map((item) => {
    const unit = item.unitPrice ?? '0.00';
    return {
      description: lineDescription(item),
      quantity: item.quantity,
      unitPrice: unit,
      lineTotal: fromCents(cents(unit) * item.quantity),
      orderItemId: null,
      row: null,
    };
  });
}

/** The invoice's document for its PDF and mails. No access check: callers check first. */
export async function loadInvoiceDocument(em: EntityManager, invoice: Invoice): Promise<InvoiceDocument> {
  const order = invoice.order.isInitialized() ? invoice.order.getEntity() : await invoice.order.load();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  const email = normalizeEmail(invoice.memberEmail);
  const [stored, member, addresses, credited] = await Promise.all([
    em.find(InvoiceLineRow, { invoice: invoice.id }, { orderBy: { position: 'asc', id: 'asc' } }),
    em.findOne(Member, { email }, { fields: ['firstName', 'lastName'] }),
    em.find(Address, { memberEmail: email }, { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } }),
    invoice.creditedInvoiceId
      ? em.findOne(Invoice, { id: invoice.creditedInvoiceId }, { fields: ['invoiceNumber'] })
      : Promise.resolve(null),
  ]);
  // Invoices issued here keep their lines; older ones read the order's lines.
  const lines: StaffInvoiceLine[] =
    stored.length > 0
      ? stored.map((row) => ({
          description: row.description,
          quantity: row.quantity,
          unitPrice: row.unitPrice,
          lineTotal: row.lineTotal,
        }))
      : (await orderInvoiceLines(em, order)).map(({ description, quantity, unitPrice, lineTotal }) => ({
          description,
          quantity,
          unitPrice,
          lineTotal,
        }));
  // An order without lines is invoiced as one line.
  if (lines.length === 0) {
    lines.push({
      description: `Ordre ${order.orderNumber}`,
      quantity: 1,
      unitPrice: invoice.amount,
      lineTotal: invoice.amount,
    });
  }
  const linesTotal = lines.reduce((sum, line) => sum + cents(line.lineTotal), 0);
  const difference = cents(invoice.amount) - linesTotal;

  // Billing address first, then the default shipping address, else the order's address text.
  const address = addresses.find((a) => a.type === 'billing') ?? addresses[0];
  const name = member ? `${member.firstName} ${member.lastName}` : (address?.name ?? email);
  const addressLines = address
    ? [address.line1, address.line2, `${address.postalCode} ${address.city}`].filter((l): l is string => !!l)
    : (order.shippingAddress?.split(',').map((part) => part.trim()) ?? []).filter((part) => part && part !== name);

  const figures = invoicePaymentFigures(invoice);
  return {
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    kind: invoice.kind,
    creditedInvoiceNumber: credited?.invoiceNumber ?? null,
    creditReason: invoice.creditReason ?? null,
    kid: invoice.kid ?? null,
    issuedAt: invoice.createdAt,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate ?? null,
    amount: invoice.amount,
    paidAmount: figures.paidAmount,
    restAmount: figures.restAmount,
    partPaid: figures.partPaid,
    taxAmount: invoice.taxAmount,
    currency: order.currency,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    orderNotes: order.notes ?? null,
    customer: { name, email, addressLines },
    lines,
    adjustment: difference !== 0 ? fromCents(difference) : null,
  };
}

/**
 * The invoice as a document for its PDF. 401 without a session; a customer gets only their own invoices (another
 * customer's answers 404 like a missing one, so ids cannot be probed); staff holding `invoices.read` get any.
 */
export async function getInvoiceDocument(
  em: EntityManager,
  sessions: Sessions,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const invoice = ownRowOrNotFound(
    sessions,
    await em.findOne(Invoice, { id: invoiceId }, { populate: ['order'] }),
    'invoices.read',
    INVOICE_NOT_FOUND_MESSAGE,
  );
  return loadInvoiceDocument(em, invoice);
}

// ---------------------------------------------------------------------------------------------------------
// Issuing

/**
 * The next number of `year`'s gapless sequence, in the caller's transaction. The year's counter row is created if
 * missing and then updated, which locks it until the transaction ends: a second transaction issuing at the same
 * moment waits, then reads the committed value; a transaction that rolls back releases its number with the lock
 * (no gap, unlike a PostgreSQL sequence). Numbers stored without the counter (seeded data) are stepped over.
 */
export async function takeInvoiceNumber(tx: EntityManager, year: number): Promise<string> {
  const connection = tx.getConnection();
  await connection.execute(
    'insert into invoice_number_counters (year, last_value) values (?, 0) on conflict (year) do nothing',
    [year],
    'run',
    tx.getTransactionContext(),
  );
  const rows: Array<{ last_value: number }> = await connection.execute(
    `update invoice_number_counters c
        set last_value = greatest(c.last_value, coalesce((
          select max(substring(i.invoice_number from 6)::int) from invoices i where i.invoice_number ~ ?
        ), 0)) + 1
      where c.year = ?
      returning c.last_value`,
    [`^${year}-[0-9]{4,9}$`, year],
    'all',
    tx.getTransactionContext(),
  );
  return formatInvoiceNumber(year, Number(rows[0]!.last_value));
}

/** Locks the order row for the rest of the transaction (two staff issuing for one order wait for each other). */
async function lockOrder(tx: EntityManager, orderId: number): Promise<Order> {
  const order = await tx.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

async function assertNotInvoiced(tx: EntityManager, order: Order): Promise<void> {
  if (order.status === 'cancelled') throw new ConflictError(INVOICE_MESSAGES.orderCancelled);
  const open = await tx.count(Invoice, { order: order.id, kind: 'invoice', status: { $ne: 'credited' } });
  if (open > 0) throw new ConflictError(INVOICE_MESSAGES.alreadyInvoiced);
}

interface NewInvoice {
  order: Order;
  memberEmail: string;
  amountOre: number;
  issuedAt: Date;
  dueDays: number | null;
  staff: AuditActor;
  lines: Array<StaffInvoiceLine & { orderItemId: number | null }>;
}

async function createInvoice(tx: EntityManager, data: NewInvoice): Promise<Invoice> {
  const year = Number(osloDateInputValue(data.issuedAt).slice(0, 4));
  const invoiceNumber = await takeInvoiceNumber(tx, year);
  const amount = kroner(data.amountOre);
  const invoice = tx.create(Invoice, {
    order: data.order,
    invoiceNumber,
    memberEmail: normalizeEmail(data.memberEmail),
    amount,
    taxAmount: invoiceVat(amount).toFixed(2),
    status: 'pending',
    dueDate: invoiceDueDate(data.issuedAt, data.dueDays ?? undefined),
    kid: kidFor(invoiceNumber, data.order.id),
    kind: 'invoice',
    issuedByStaffId: data.staff.userId,
    createdAt: data.issuedAt,
  });
  data.lines.forEach((line, position) =>
    tx.create(InvoiceLineRow, {
      invoice,
      position,
      orderItemId: line.orderItemId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    }),
  );
  await tx.flush();
  recordAudit(tx, data.staff, {
    action: 'invoice.issued',
    entityType: 'invoice',
    entityId: invoice.id,
    after: {
      invoiceNumber,
      orderNumber: data.order.orderNumber,
      memberEmail: invoice.memberEmail,
      amount,
      dueDate: invoice.dueDate.toISOString(),
      kid: invoice.kid,
    },
  });
  return invoice;
}

/**
 * `Lag faktura` (admin §4): issues the order's invoice: the next number of the year's gapless sequence, issue date
 * now, due date `dueDays` (14 by default) days later, the order's total and its MVA, a MOD10 KID, and the order's
 * lines copied onto the invoice. Refused when the order already has an invoice that is not fully credited, or is
 * cancelled. Audited in the same transaction. The invoice is mailed with `Send faktura`.
 */
export async function issueInvoice(
  em: EntityManager,
  staff: AuditActor,
  input: { orderId: number; dueDays?: number | null },
  now: Date = new Date(),
): Promise<Invoice> {
  const { dueDays } = parseInput(issueInvoiceInput, { dueDays: input.dueDays });
  return em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    await assertNotInvoiced(tx, order);
    const amountOre = toOre(order.totalAmount);
    if (!(amountOre > 0)) throw new ConflictError(INVOICE_MESSAGES.emptyOrder);
    const lines = (await orderInvoiceLines(tx, order)).map(({ row: _row, ...line }) => line);
    return createInvoice(tx, {
      order,
      memberEmail: order.memberEmail,
      amountOre,
      issuedAt: now,
      dueDays,
      staff,
      lines,
    });
  });
}

/**
 * The order a console action names: by id, or by the order number staff typed (case-insensitive). An unknown
 * number is a field error on `orderNumber`.
 */
export async function resolveOrderId(
  em: EntityManager,
  input: { orderId?: number | null; orderNumber?: string | null },
): Promise<number> {
  if (input.orderId != null) return input.orderId;
  const orderNumber = (input.orderNumber ?? '').trim();
  if (!orderNumber) throw new ValidationFailed({ orderNumber: INVOICE_MESSAGES.orderNumber });
  const order = await em.findOne(
    Order,
    { orderNumber: { $ilike: orderNumber.replace(/[\\%_]/g, '\\$&') } },
    { fields: ['id'] },
  );
  if (!order) throw new ValidationFailed({ orderNumber: ORDER_NOT_FOUND_MESSAGE });
  return order.id;
}

/**
 * `Fordel faktura på medlemmer` (admin §4): one invoice per member of a group order for that member's lines
 * (schema/src/invoices/member-split.ts says how lines map to members, from the group's size submissions and print
 * names), each mailed to its member. The order's discount and shipping are shared over the invoices in proportion
 * to their lines, so the invoices add up to the order's total. Refused for an order without a group or one
 * already invoiced.
 */
export async function issueMemberInvoices(
  em: EntityManager,
  staff: AuditActor,
  input: { orderId: number; dueDays?: number | null },
  now: Date = new Date(),
): Promise<Invoice[]> {
  const { dueDays } = parseInput(issueInvoiceInput, { dueDays: input.dueDays });
  return em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.groupId == null) throw new ConflictError(INVOICE_MESSAGES.notGroupOrder);
    await assertNotInvoiced(tx, order);
    const totalOre = toOre(order.totalAmount);
    if (!(totalOre > 0)) throw new ConflictError(INVOICE_MESSAGES.emptyOrder);
    const lines = await orderInvoiceLines(tx, order);
    const withRows = lines.filter((line) => line.row);
    if (withRows.length === 0) throw new ConflictError(INVOICE_MESSAGES.noMembers);
    const submissions = await tx.find(
      SizeSubmission,
      { group: order.groupId },
      { orderBy: { submittedAt: 'asc', id: 'asc' } },
    );
    const members = submissions.map((s) => ({
      email: s.memberEmail,
      lines: parseJsonList(s.products) as MemberWishLine[],
    }));
    const shares = splitOrderLinesByMember(
      withRows.map(({ row }) => ({
        id: row!.id,
        productId: row!.productId ?? null,
        size: row!.size ?? null,
        color: row!.color ?? null,
        quantity: row!.quantity,
        printName: row!.printName ?? null,
      })),
      members,
      order.memberEmail,
    );
    const byId = new Map(withRows.map((line) => [line.orderItemId!, line]));
    const shareLines = shares.map((share) =>
      share.lines.map(({ orderLineId, quantity }) => {
        const line = byId.get(orderLineId)!;
        return {
          description: line.description,
          quantity,
          unitPrice: line.unitPrice,
          lineTotal: fromCents(cents(line.unitPrice) * quantity),
          orderItemId: orderLineId,
        };
      }),
    );
    const weights = shareLines.map((ls) => ls.reduce((sum, l) => sum + cents(l.lineTotal), 0));
    const amounts = shareProportionally(totalOre, weights);
    const invoices: Invoice[] = [];
    for (let i = 0; i < shares.length; i++) {
      if (!(amounts[i]! > 0)) continue;
      const invoice = await createInvoice(tx, {
        order,
        memberEmail: shares[i]!.email,
        amountOre: amounts[i]!,
        issuedAt: now,
        dueDays,
        staff,
        lines: shareLines[i]!,
      });
      invoice.sentAt = now;
      enqueueOutbox(tx, JOBS.invoiceIssued, { invoiceId: invoice.id });
      invoices.push(invoice);
    }
    recordAudit(tx, staff, {
      action: 'invoice.split_by_members',
      entityType: 'order',
      entityId: order.id,
      after: {
        invoices: invoices.map((i) => ({
          invoiceNumber: i.invoiceNumber,
          memberEmail: i.memberEmail,
          amount: i.amount,
        })),
      },
    });
    await tx.flush();
    return invoices;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Sending, payment, credit notes

async function lockInvoice(tx: EntityManager, invoiceId: number): Promise<Invoice> {
  const invoice = await tx.findOne(Invoice, { id: invoiceId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/** `Send faktura`: mails the invoice (or credit note) with its PDF to its customer, now; audited. */
export async function sendInvoice(em: EntityManager, staff: AuditActor, invoiceId: number, now = new Date()) {
  return em.transactional(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    const before = invoice.sentAt?.toISOString() ?? null;
    invoice.sentAt = now;
    enqueueOutbox(tx, JOBS.invoiceIssued, { invoiceId: invoice.id });
    recordAudit(tx, staff, {
      action: 'invoice.sent',
      entityType: 'invoice',
      entityId: invoice.id,
      before: { sentAt: before },
      after: { sentAt: now.toISOString(), to: invoice.memberEmail },
    });
    await tx.flush();
    return invoice;
  });
}

/**
 * `Registrer betaling` ('Betalingsdato', 'Referanse'): an unpaid, overdue or part-paid invoice becomes 'Betalt'
 * (its rest paid) with the date and reference; the customer gets the receipt mail, once: an invoice already paid
 * (by a bank payment too) is refused. A date in the future or before the invoice date is refused.
 */
export async function registerInvoicePayment(
  em: EntityManager,
  staff: AuditActor,
  input: { invoiceId: number; paidDate: string; reference?: string | null },
  now: Date = new Date(),
): Promise<Invoice> {
  const data = parseInput(registerPaymentInput, { paidDate: input.paidDate, reference: input.reference });
  const day = data.paidDate.slice(0, 10);
  const paidDate = /^\d{4}-\d{2}-\d{2}$/.test(data.paidDate)
    ? (startOfDayInOslo(day) ?? new Date(Number.NaN))
    : new Date(data.paidDate);
  if (Number.isNaN(paidDate.getTime())) throw new ValidationFailed({ paidDate: INVOICE_MESSAGES.paidDate });
  if (osloDateInputValue(paidDate) > osloDateInputValue(now)) {
    throw new ValidationFailed({ paidDate: INVOICE_MESSAGES.paidDateFuture });
  }
  return em.transactional(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId);
    if (invoice.kind !== 'invoice' || !isInvoiceOpen(invoice.status)) {
      throw new ConflictError(INVOICE_MESSAGES.notPayable);
    }
    if (osloDateInputValue(paidDate) < osloDateInputValue(invoice.createdAt)) {
      throw new ValidationFailed({ paidDate: INVOICE_MESSAGES.paidDateBeforeIssue });
    }
    const before = { status: invoice.status, paidDate: null, paymentReference: null, paidAmount: invoice.paidAmount };
    invoice.status = 'paid';
    invoice.paidAmount = invoice.amount;
    invoice.paidDate = paidDate;
    invoice.paymentReference = data.reference;
    enqueueOutbox(tx, JOBS.invoicePaid, { invoiceId: invoice.id });
    recordAudit(tx, staff, {
      action: 'invoice.paid',
      entityType: 'invoice',
      entityId: invoice.id,
      before,
      after: {
        status: 'paid',
        paidDate: paidDate.toISOString(),
        paymentReference: data.reference,
        paidAmount: invoice.amount,
      },
    });
    await tx.flush();
    await recordOrdersPaid(tx, staff, [invoice.order.id]);
    await tx.flush();
    return invoice;
  });
}

/**
 * `Kreditnota` (admin §4): a credit note of `amount` kroner (positive: the amount credited) for an invoice, with a
 * reason, optionally for a completed return. It is an invoice row of kind `credit_note` with the negative amount
 * and its MVA, its own number from the same yearly sequence, and a pointer to the invoice; together with earlier
 * credit notes it never credits more than the invoice, and when it credits the rest the invoice becomes
 * 'Kreditert'. Audited on both. The permission (invoices.credit, administrators) is the caller's to check: the
 * returns module issues credit notes for `Fullfør` as staff holding returns.manage.
 */
export async function issueCreditNote(
  em: EntityManager,
  staff: AuditActor,
  input: { invoiceId: number; amount: string | number; reason: string; returnId?: number | null },
  now: Date = new Date(),
): Promise<Invoice> {
  const data = parseInput(creditNoteInput, { amount: input.amount, reason: input.reason });
  return em.transactional(async (tx) => {
    const invoice = await lockInvoice(tx, input.invoiceId);
    const earlier = await tx.find(
      Invoice,
      { creditedInvoiceId: invoice.id, kind: 'credit_note' },
      { fields: ['amount'] },
    );
    const alreadyCredited = oreToKroner(earlier.reduce((sum, note) => sum + toOre(note.amount), 0));
    const check = checkCreditNote({
      invoiceAmount: invoice.kind === 'invoice' ? invoice.amount : '0',
      alreadyCredited,
      amount: -data.amount,
    });
    if (!check.ok) throw new ValidationFailed({ amount: check.message }, check.message);
    const order = await tx.findOneOrFail(Order, { id: invoice.order.id });
    const year = Number(osloDateInputValue(now).slice(0, 4));
    const invoiceNumber = await takeInvoiceNumber(tx, year);
    const amount = check.amount.toFixed(2);
    const note = tx.create(Invoice, {
      order,
      invoiceNumber,
      memberEmail: invoice.memberEmail,
      amount,
      taxAmount: check.vat.toFixed(2),
      status: 'credited',
      dueDate: now,
      kind: 'credit_note',
      creditedInvoiceId: invoice.id,
      creditReason: data.reason,
      returnId: input.returnId ?? null,
      issuedByStaffId: staff.userId,
      createdAt: now,
    });
    tx.create(InvoiceLineRow, {
      invoice: note,
      position: 0,
      description: `Kreditering av faktura ${invoice.invoiceNumber}: ${data.reason}`,
      quantity: 1,
      unitPrice: amount,
      lineTotal: amount,
    });
    const statusBefore = invoice.status;
    if (check.fullyCredited) invoice.status = 'credited';
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'invoice.credit_note.issued',
      entityType: 'invoice',
      entityId: note.id,
      after: {
        invoiceNumber,
        creditedInvoice: invoice.invoiceNumber,
        amount,
        reason: data.reason,
        returnId: note.returnId,
      },
    });
    recordAudit(tx, staff, {
      action: 'invoice.credited',
      entityType: 'invoice',
      entityId: invoice.id,
      before: { status: statusBefore },
      after: {
        status: invoice.status,
        creditNote: invoiceNumber,
        amount,
        remaining: formatNok(check.remaining),
      },
    });
    await tx.flush();
    return note;
  });
}

/**
 * `Send betalingspåminnelse` on a group (staff holding invoices.issue): a payment reminder mail, through the
 * outbox, for each invoice of the group's order(s) addressed to one of its members that still waits for (the rest
 * of) its payment; the mail carries the KID, the rest to pay and the due date. A paid or credited invoice is never
 * reminded. Audited on the group. Refused when no member owes anything. Answers how many members were reminded.
 */
export async function sendGroupPaymentReminder(
  em: EntityManager,
  staff: AuditActor,
  id: number | string,
): Promise<{ groupId: number; reminded: number }> {
  const groupId = parseGroupId(id);
  const reminded = await em.transactional(async (tx) => {
    // Locked: two staff reminding at once wait for each other instead of mailing twice at the same moment.
    const group = await tx.findOne(Group, { id: groupId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!group) throw new NotFoundError(GROUP_STAFF_MESSAGES.notFound);
    const invoices = await openGroupMemberInvoices(tx, group.id);
    if (invoices.length === 0) throw new ConflictError(INVOICE_MESSAGES.nobodyOwes);
    const members = [...new Set(invoices.map((invoice) => invoice.email))];
    for (const invoice of invoices) enqueueOutbox(tx, JOBS.invoiceReminder, { invoiceId: invoice.id });
    recordAudit(tx, staff, {
      action: 'group.payment_reminder.sent',
      entityType: 'group',
      entityId: group.id,
      after: { reminded: members.length, emails: members, invoices: invoices.map((invoice) => invoice.id) },
    });
    await tx.flush();
    return members.length;
  });
  return { groupId, reminded };
}
