/**
 * Writes a generated season (generate.ts) into PostgreSQL, set-based: one `INSERT … SELECT FROM unnest($1, $2, …)`
 * per table (and per 20 000 rows), explicit ids, then the id sequences moved past them and VACUUM ANALYZE.
 *
 * One definition per table below (`tables`): its columns and how each is read from a row. To seed a column a
 * later migration adds, append it to its table with `optional: true`: it is then written when the database has
 * the column and left out (with a note) when it does not, so the seed runs on every branch.
 */
import { randomBytes } from 'node:crypto';
import { kidFor } from '../../schema/src/invoices/kid.js';
import { generateSeason, type CatalogueProduct, type Season, type SeasonSize } from './generate.js';

/** What the seed needs of a database connection (a `pg` Client or a pool client). */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

type PgType = 'int4' | 'text' | 'timestamptz' | 'numeric' | 'bool' | 'jsonb';

interface Column<R> {
  name: string;
  type: PgType;
  value: (row: R, season: Season, staffIds: number[]) => unknown;
  /** Written only when the column exists (a column added by a migration on another branch). */
  optional?: boolean;
}

interface TableSeed<R> {
  table: string;
  /** A table a migration on another branch adds: seeded only where it exists. */
  optional?: boolean;
  rows: (season: Season) => R[];
  columns: Column<R>[];
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const money = (value: number) => value.toFixed(2);
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const DAY = 24 * 60 * 60 * 1000;
const CANCEL_REASONS = [
  'Kunden angret bestillingen.',
  'Gruppa ble ikke enige om design.',
  'Dobbeltbestilling.',
  'Kunden fant et annet tilbud.',
];

/** The reminders ('Purring') an overdue invoice has had by `now`: a day after its due date, then 14 days later. */
function reminders(invoice: Season['invoices'][number], now: Date): Date[] {
  if (invoice.status !== 'overdue') return [];
  return [1, 15].map((days) => new Date(invoice.dueDate.getTime() + days * DAY)).filter((at) => at <= now);
}

function table<R>(seed: TableSeed<R>): TableSeed<unknown> {
  return seed as unknown as TableSeed<unknown>;
}

type LineRow = Season['quotes'][number]['lines'][number] & { id: number; parentId: number; position: number; at: Date };

/** Quote lines and order items get their own ids here (in the parents' order). */
function quoteLineRows(season: Season): LineRow[] {
  let id = 0;
  return season.quotes.flatMap((quote) =>
    quote.lines.map((line, position) => ({ ...line, id: ++id, parentId: quote.id, position, at: quote.createdAt })),
  );
}
function orderItemRows(season: Season): LineRow[] {
  let id = 0;
  return season.orders.flatMap((order) =>
    order.lines.map((line, position) => ({ ...line, id: ++id, parentId: order.id, position, at: order.createdAt })),
  );
}

interface OrderNoteRow {
  id: number;
  orderId: number;
  staffIndex: number;
  body: string;
  createdAt: Date;
}
const ORDER_NOTES = [
  'Kunden ringte: ønsker levering før 1. mai.',
  'Trykkfila er godkjent av gruppeleder på telefon.',
  'Sjekk størrelsene på nytt før produksjon.',
  'Leveres til skolen, ikke hjemmeadressen.',
];
function orderNoteRows(season: Season): OrderNoteRow[] {
  return season.orders
    .filter((order) => order.id % 9 === 0)
    .map((order, i) => ({
      id: i + 1,
      orderId: order.id,
      staffIndex: order.id % season.staffUsernames.length,
      body: ORDER_NOTES[order.id % ORDER_NOTES.length],
      createdAt: new Date(order.createdAt.getTime() + 3_600_000),
    }));
}

/** Every table the season fills, in foreign-key order. */
export const tables: TableSeed<unknown>[] = [
  table<Season['members'][number]>({
    table: 'members',
    rows: (s) => s.members,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'first_name', type: 'text', value: (r) => r.firstName },
      { name: 'last_name', type: 'text', value: (r) => r.lastName },
      { name: 'email', type: 'text', value: (r) => r.email },
      { name: 'school', type: 'text', value: (r) => r.school },
      { name: 'graduation_year', type: 'text', value: (r) => r.graduationYear },
      { name: 'joined_at', type: 'timestamptz', value: (r) => iso(r.joinedAt) },
      { name: 'email_notifications', type: 'bool', value: (r) => r.emailNotifications },
    ],
  }),
  table<Season['groups'][number]>({
    table: 'groups',
    rows: (s) => s.groups,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'name', type: 'text', value: (r) => r.name },
      { name: 'school', type: 'text', value: (r) => r.school },
      { name: 'graduation_year', type: 'text', value: (r) => r.graduationYear },
      { name: 'coordinator_email', type: 'text', value: (r) => r.coordinatorEmail },
      { name: 'invite_code', type: 'text', value: (r) => r.inviteCode },
      { name: 'deadline', type: 'timestamptz', value: (r) => iso(r.deadline) },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'max_members', type: 'int4', value: (r) => r.maxMembers },
      { name: 'description', type: 'text', value: (r) => r.description },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
      { name: 'quote_requested_at', type: 'timestamptz', value: (r) => iso(r.quoteRequestedAt) },
      { name: 'quote_contact_id', type: 'int4', value: (r) => r.quoteContactId },
    ],
  }),
  table<Season['groupMembers'][number]>({
    table: 'group_members',
    rows: (s) => s.groupMembers,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'group_id', type: 'int4', value: (r) => r.groupId },
      { name: 'email', type: 'text', value: (r) => r.email },
      { name: 'role', type: 'text', value: () => 'member' },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'joined_at', type: 'timestamptz', value: (r) => iso(r.joinedAt) },
      { name: 'invited_at', type: 'timestamptz', value: (r) => iso(r.invitedAt) },
    ],
  }),
  table<Season['sizeSubmissions'][number]>({
    table: 'size_submissions',
    rows: (s) => s.sizeSubmissions,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'group_id', type: 'int4', value: (r) => r.groupId },
      { name: 'member_email', type: 'text', value: (r) => r.memberEmail },
      { name: 'product_id', type: 'int4', value: (r) => r.lines[0].product.id },
      { name: 'size', type: 'text', value: (r) => r.lines[0].size },
      { name: 'color', type: 'text', value: (r) => r.lines[0].color },
      { name: 'quantity', type: 'int4', value: (r) => r.lines[0].quantity },
      {
        name: 'products',
        type: 'text',
        value: (r) =>
          JSON.stringify(
            r.lines.map((l) => ({
              productId: l.product.id,
              name: l.product.name,
              size: l.size,
              color: l.color,
              quantity: l.quantity,
            })),
          ),
      },
      { name: 'notes', type: 'text', value: (r) => r.notes },
      { name: 'submitted_at', type: 'timestamptz', value: (r) => iso(r.submittedAt) },
    ],
  }),
  table<Season['contacts'][number]>({
    table: 'contacts',
    rows: (s) => s.contacts,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'first_name', type: 'text', value: (r) => r.firstName },
      { name: 'last_name', type: 'text', value: (r) => r.lastName },
      { name: 'email', type: 'text', value: (r) => r.email },
      { name: 'subject', type: 'text', value: (r) => r.subject },
      { name: 'message', type: 'text', value: (r) => r.message },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
    ],
  }),
  // quotes.order_id is set after the orders exist (the two point at each other).
  table<Season['quotes'][number]>({
    table: 'quotes',
    rows: (s) => s.quotes,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'quote_number', type: 'text', value: (r) => r.quoteNumber },
      { name: 'version', type: 'int4', value: (r) => r.version },
      { name: 'customer_email', type: 'text', value: (r) => r.customerEmail },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'contact_id', type: 'int4', value: (r) => r.contactId },
      { name: 'group_id', type: 'int4', value: (r) => r.groupId },
      { name: 'previous_version_id', type: 'int4', value: (r) => r.previousVersionId },
      { name: 'replaced_by_id', type: 'int4', value: (r) => r.replacedById },
      { name: 'discount_kind', type: 'text', value: (r) => r.discount.kind },
      {
        name: 'discount_reading',
        type: 'text',
        value: (r) => (r.discount.kind === 'group' ? r.discount.reading : null),
      },
      {
        name: 'discount_percent',
        type: 'numeric',
        value: (r) => (r.discount.kind === 'custom' ? money(r.discount.percent) : null),
      },
      { name: 'coupon_code', type: 'text', value: (r) => r.couponCode },
      { name: 'valid_until', type: 'timestamptz', value: (r) => iso(r.validUntil) },
      { name: 'pieces', type: 'int4', value: (r) => r.pieces },
      { name: 'goods_amount', type: 'numeric', value: (r) => money(r.goodsAmount) },
      { name: 'discount_amount', type: 'numeric', value: (r) => money(r.discountAmount) },
      { name: 'shipping_amount', type: 'numeric', value: (r) => money(r.shippingAmount) },
      { name: 'vat_amount', type: 'numeric', value: (r) => money(r.vatAmount) },
      { name: 'total_amount', type: 'numeric', value: (r) => money(r.totalAmount) },
      { name: 'customer_note', type: 'text', value: (r) => r.customerNote },
      {
        name: 'created_by_staff_id',
        type: 'int4',
        value: (r, _s, staffIds) => (r.createdByStaffId === null ? null : staffIds[r.createdByStaffId]),
      },
      { name: 'sent_at', type: 'timestamptz', value: (r) => iso(r.sentAt) },
      { name: 'answered_at', type: 'timestamptz', value: (r) => iso(r.answeredAt) },
      { name: 'decline_reason', type: 'text', value: (r) => r.declineReason },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
      { name: 'updated_at', type: 'timestamptz', value: (r) => iso(r.updatedAt) },
    ],
  }),
  table<LineRow>({
    table: 'quote_lines',
    rows: quoteLineRows,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'quote_id', type: 'int4', value: (r) => r.parentId },
      { name: 'position', type: 'int4', value: (r) => r.position },
      { name: 'product_id', type: 'int4', value: (r) => r.product.id },
      { name: 'description', type: 'text', value: (r) => r.description },
      { name: 'size', type: 'text', value: (r) => r.size },
      { name: 'color', type: 'text', value: (r) => r.color },
      { name: 'quantity', type: 'int4', value: (r) => r.quantity },
      { name: 'unit_price', type: 'numeric', value: (r) => money(r.unitPrice) },
      { name: 'print_name', type: 'text', value: (r) => r.printName },
    ],
  }),
  table<Season['orders'][number]>({
    table: 'orders',
    rows: (s) => s.orders,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'member_email', type: 'text', value: (r) => r.memberEmail },
      { name: 'order_number', type: 'text', value: (r) => r.orderNumber },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'total_amount', type: 'numeric', value: (r) => money(r.totalAmount) },
      {
        // The JSON summary of the lines the dashboard reads (order.entity.ts `items`).
        name: 'items',
        type: 'text',
        value: (r) =>
          JSON.stringify(
            r.lines.map((l) => ({
              productId: l.product.id,
              name: l.product.name,
              size: l.size,
              color: l.color,
              quantity: l.quantity,
              unitPrice: money(l.unitPrice),
            })),
          ),
      },
      { name: 'shipping_address', type: 'text', value: (r) => r.shippingAddress },
      { name: 'notes', type: 'text', value: (r) => r.notes },
      { name: 'quote_id', type: 'int4', value: (r) => r.quoteId },
      { name: 'group_id', type: 'int4', value: (r) => r.groupId },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
      { name: 'updated_at', type: 'timestamptz', value: (r) => iso(r.updatedAt) },
      // Added by the orders work (issue 9).
      {
        name: 'cancel_reason',
        type: 'text',
        optional: true,
        value: (r) => (r.status === 'cancelled' ? CANCEL_REASONS[r.id % CANCEL_REASONS.length] : null),
      },
    ],
  }),
  table<LineRow>({
    table: 'order_items',
    rows: orderItemRows,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'order_id', type: 'int4', value: (r) => r.parentId },
      { name: 'product_id', type: 'int4', value: (r) => r.product.id },
      { name: 'name', type: 'text', value: (r) => r.product.name },
      { name: 'size', type: 'text', value: (r) => r.size },
      { name: 'color', type: 'text', value: (r) => r.color },
      { name: 'quantity', type: 'int4', value: (r) => r.quantity },
      { name: 'unit_price', type: 'numeric', value: (r) => money(r.unitPrice) },
      { name: 'print_name', type: 'text', value: (r) => r.printName },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.at) },
    ],
  }),
  table<Season['shipments'][number]>({
    table: 'shipments',
    rows: (s) => s.shipments,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'order_id', type: 'int4', value: (r) => r.orderId },
      { name: 'carrier', type: 'text', value: (r) => r.carrier },
      { name: 'tracking_number', type: 'text', value: (r) => r.trackingNumber },
      { name: 'tracking_url', type: 'text', value: (r) => r.trackingUrl },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'shipped_at', type: 'timestamptz', value: (r) => iso(r.shippedAt) },
      { name: 'delivered_at', type: 'timestamptz', value: (r) => iso(r.deliveredAt) },
      { name: 'estimated_delivery', type: 'timestamptz', value: (r) => iso(r.estimatedDelivery) },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
    ],
  }),
  // Added by the orders work (issue 9): staff's internal notes on about one order in nine.
  table<OrderNoteRow>({
    table: 'order_notes',
    optional: true,
    rows: orderNoteRows,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'order_id', type: 'int4', value: (r) => r.orderId },
      { name: 'staff_user_id', type: 'int4', value: (r, _s, staffIds) => staffIds[r.staffIndex] },
      { name: 'staff_username', type: 'text', value: (r, s) => s.staffUsernames[r.staffIndex] },
      { name: 'body', type: 'text', value: (r) => r.body },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
    ],
  }),
  // Returns of delivered orders in every status (staff's columns from the returns work of issue 9).
  table<Season['returns'][number]>({
    table: 'returns',
    rows: (s) => s.returns,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'order_id', type: 'int4', value: (r) => r.orderId },
      { name: 'order_item_id', type: 'int4', value: (r) => r.orderItemId },
      { name: 'reason', type: 'text', value: (r) => r.reason },
      { name: 'description', type: 'text', value: (r) => r.description },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'refund_amount', type: 'numeric', value: (r) => (r.refundAmount == null ? null : money(r.refundAmount)) },
      { name: 'requested_at', type: 'timestamptz', value: (r) => iso(r.requestedAt) },
      { name: 'processed_at', type: 'timestamptz', value: (r) => iso(r.processedAt) },
      { name: 'rejection_reason', type: 'text', optional: true, value: (r) => r.rejectionReason },
      { name: 'approved_at', type: 'timestamptz', optional: true, value: (r) => iso(r.approvedAt) },
      { name: 'rejected_at', type: 'timestamptz', optional: true, value: (r) => iso(r.rejectedAt) },
      { name: 'completed_at', type: 'timestamptz', optional: true, value: (r) => iso(r.completedAt) },
    ],
  }),
  table<Season['invoices'][number]>({
    table: 'invoices',
    rows: (s) => s.invoices,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'order_id', type: 'int4', value: (r) => r.orderId },
      { name: 'invoice_number', type: 'text', value: (r) => r.invoiceNumber },
      { name: 'member_email', type: 'text', value: (r) => r.memberEmail },
      { name: 'amount', type: 'numeric', value: (r) => money(r.amount) },
      { name: 'tax_amount', type: 'numeric', value: (r) => money(r.taxAmount) },
      { name: 'status', type: 'text', value: (r) => r.status },
      { name: 'due_date', type: 'timestamptz', value: (r) => iso(r.dueDate) },
      { name: 'paid_date', type: 'timestamptz', value: (r) => iso(r.paidDate) },
      { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
      // Added by the invoices work (issue 9); written once the columns exist.
      { name: 'kid', type: 'text', optional: true, value: (r) => kidFor(r.invoiceNumber, r.orderId) },
      { name: 'sent_at', type: 'timestamptz', optional: true, value: (r) => iso(r.createdAt) },
      {
        name: 'issued_by_staff_id',
        type: 'int4',
        optional: true,
        value: (r, _s, staffIds) => staffIds[r.id % staffIds.length],
      },
      { name: 'kind', type: 'text', optional: true, value: (r) => r.kind },
      { name: 'credited_invoice_id', type: 'int4', optional: true, value: (r) => r.creditedInvoiceId },
      { name: 'credit_reason', type: 'text', optional: true, value: (r) => r.creditReason },
      { name: 'return_id', type: 'int4', optional: true, value: (r) => r.returnId },
      { name: 'payment_reference', type: 'text', optional: true, value: (r) => r.paymentReference },
      { name: 'reminders_sent', type: 'int4', optional: true, value: (r, s) => reminders(r, s.now).length },
      {
        name: 'last_reminder_at',
        type: 'timestamptz',
        optional: true,
        value: (r, s) => iso(reminders(r, s.now).at(-1)),
      },
    ],
  }),
  // Added by the invoices work (issue 9): the lines of every invoice and credit note.
  table<Season['invoiceLines'][number]>({
    table: 'invoice_lines',
    optional: true,
    rows: (s) => s.invoiceLines,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'invoice_id', type: 'int4', value: (r) => r.invoiceId },
      { name: 'position', type: 'int4', value: (r) => r.position },
      { name: 'order_item_id', type: 'int4', value: (r) => r.orderItemId },
      { name: 'description', type: 'text', value: (r) => r.description },
      { name: 'quantity', type: 'int4', value: (r) => r.quantity },
      { name: 'unit_price', type: 'numeric', value: (r) => money(r.unitPrice) },
      { name: 'line_total', type: 'numeric', value: (r) => money(r.lineTotal) },
    ],
  }),
  table<Season['mails'][number]>({
    table: 'mail_deliveries',
    rows: (s) => s.mails,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'job_id', type: 'text', value: (r) => r.jobId },
      { name: 'type', type: 'text', value: (r) => r.type },
      { name: 'recipient', type: 'text', value: (r) => r.recipient },
      { name: 'subject', type: 'text', value: (r) => r.subject },
      { name: 'message_id', type: 'text', value: (r) => r.messageId },
      { name: 'sent_at', type: 'timestamptz', value: (r) => iso(r.sentAt) },
    ],
  }),
  table<Season['audit'][number]>({
    table: 'audit_entries',
    rows: (s) => s.audit,
    columns: [
      { name: 'id', type: 'int4', value: (r) => r.id },
      { name: 'staff_user_id', type: 'int4', value: (r, _s, staffIds) => staffIds[r.staffIndex] },
      { name: 'staff_username', type: 'text', value: (r, s) => s.staffUsernames[r.staffIndex] },
      { name: 'action', type: 'text', value: (r) => r.action },
      { name: 'entity_type', type: 'text', value: (r) => r.entityType },
      { name: 'entity_id', type: 'text', value: (r) => r.entityId },
      { name: 'at', type: 'timestamptz', value: (r) => iso(r.at) },
      { name: 'before', type: 'jsonb', value: (r) => json(r.before) },
      { name: 'after', type: 'jsonb', value: (r) => json(r.after) },
    ],
  }),
];

/** The tables whose rows make a database "in use": the seed refuses to add a season to them (see --force). */
const SEASON_TABLES = tables.filter((t) => !t.optional).map((t) => t.table);

/** The season's tables that exist in this database. */
async function seasonTables(db: SqlClient): Promise<string[]> {
  const optional = tables.filter((t) => t.optional).map((t) => t.table);
  const { rows } = await db.query('select to_regclass(t)::text as t from unnest($1::text[]) as u(t)', [optional]);
  return [...SEASON_TABLES, ...rows.flatMap((r) => (r.t ? [String(r.t)] : []))];
}

const BATCH = 20_000;

async function insertTable(
  db: SqlClient,
  seed: TableSeed<unknown>,
  season: Season,
  staffIds: number[],
  existing: Set<string>,
  notes: string[],
): Promise<number> {
  const columns = seed.columns.filter((c) => {
    if (!c.optional || existing.has(`${seed.table}.${c.name}`)) return true;
    notes.push(`${seed.table}.${c.name} is not in this database (yet): left out`);
    return false;
  });
  const rows = seed.rows(season);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    // jsonb goes over the wire as text and is cast in the SELECT (unnest of jsonb[] would need array literals).
    const params = columns.map((c) => batch.map((row) => c.value(row, season, staffIds)));
    const unnestArgs = columns.map((c, i) => `$${i + 1}::${c.type === 'jsonb' ? 'text' : c.type}[]`).join(', ');
    const alias = columns.map((_, i) => `c${i}`).join(', ');
    const select = columns.map((c, i) => (c.type === 'jsonb' ? `c${i}::jsonb` : `c${i}`)).join(', ');
    await db.query(
      `insert into ${seed.table} (${columns.map((c) => `"${c.name}"`).join(', ')})
       select ${select} from unnest(${unnestArgs}) as u(${alias})`,
      params,
    );
  }
  if (columns.some((c) => c.name === 'id') && rows.length > 0) {
    await db.query(`select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from ${seed.table}))`, [
      seed.table,
    ]);
  }
  return rows.length;
}

/** A bcrypt-shaped hash no password matches: the season's staff users cannot sign in. */
function unusablePasswordHash(): string {
  const alphabet = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(53);
  return `$2b$12$${[...bytes].map((b) => alphabet[b % 64]).join('')}`;
}

async function ensureStaffUsers(db: SqlClient, usernames: string[]): Promise<number[]> {
  await db.query(
    `insert into users (username, password, role)
     select u, p, 'staff' from unnest($1::text[], $2::text[]) as t(u, p)
     on conflict (username) do nothing`,
    [usernames, usernames.map(() => unusablePasswordHash())],
  );
  const { rows } = await db.query('select id, username from users where username = any($1::text[])', [usernames]);
  const ids = new Map(rows.map((r) => [String(r.username), Number(r.id)]));
  return usernames.map((u) => ids.get(u)!);
}

/** Rows in the season's tables (the catalogue and staff users do not count). */
export async function existingRows(db: SqlClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await seasonTables(db)) {
    const { rows } = await db.query(`select count(*)::int as n from ${name}`);
    counts[name] = Number(rows[0].n);
  }
  return counts;
}

/** Empties the season's tables (and what points at them), ids from 1 again. */
export async function emptySeasonTables(db: SqlClient): Promise<void> {
  await db.query(`truncate ${(await seasonTables(db)).join(', ')} restart identity cascade`);
}

async function catalogue(db: SqlClient): Promise<CatalogueProduct[]> {
  const { rows } = await db.query('select id, name, category, color, price from products order by id');
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    category: String(r.category),
    color: r.color === null ? null : String(r.color),
    // 'Fra 499,-' → 499
    price:
      Number(
        String(r.price)
          .replace(/[^\d,]/g, '')
          .replace(',', '.'),
      ) || 199,
  }));
}

export interface SeedSeasonResult {
  counts: Record<string, number>;
  /** Milliseconds spent writing each table. */
  tableMs: Record<string, number>;
  notes: string[];
  timings: { generateMs: number; writeMs: number };
}

/**
 * Generates the season and writes it in one transaction on `db`. The season's tables must be empty (the caller
 * checks, or empties them with `emptySeasonTables`).
 */
export async function seedSeason(
  db: SqlClient,
  options: { seed: number; now: Date; size?: Partial<SeasonSize> },
): Promise<SeedSeasonResult> {
  const products = await catalogue(db);
  const started = performance.now();
  const season = generateSeason({ seed: options.seed, now: options.now, products, size: options.size });
  const generated = performance.now();
  const notes: string[] = [];
  const { rows: columnRows } = await db.query(
    `select table_name || '.' || column_name as name from information_schema.columns where table_schema = current_schema()`,
  );
  const existing = new Set(columnRows.map((r) => String(r.name)));
  const counts: Record<string, number> = {};
  const tableMs: Record<string, number> = {};
  await db.query('begin');
  try {
    const staffIds = await ensureStaffUsers(db, season.staffUsernames);
    for (const seed of tables) {
      if (seed.optional && !existing.has(`${seed.table}.id`)) {
        notes.push(`table ${seed.table} is not in this database (yet): left out`);
        continue;
      }
      const tableStarted = performance.now();
      counts[seed.table] = await insertTable(db, seed, season, staffIds, existing, notes);
      tableMs[seed.table] = performance.now() - tableStarted;
    }
    const accepted = season.quotes.filter((q) => q.orderId !== null);
    await db.query(
      `update quotes q set order_id = u.order_id from unnest($1::int4[], $2::int4[]) as u(id, order_id) where q.id = u.id`,
      [accepted.map((q) => q.id), accepted.map((q) => q.orderId)],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  // VACUUM too, not only ANALYZE: rows inserted into a GIN index wait in its pending list (fastupdate) until a
  // vacuum, and until then the planner prices the trigram index too high and scans the table instead.
  await db.query(`vacuum analyze ${Object.keys(counts).join(', ')}`);
  return {
    counts,
    tableMs,
    notes,
    timings: { generateMs: generated - started, writeMs: performance.now() - generated },
  };
}
