import type { EntityManager } from '@mikro-orm/postgresql';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  isInvoiceOpen,
  type InvoiceStatus,
} from '@russ/schema/invoices/invoice-status';
import { oreToKroner, toOre } from '@russ/schema/common/money';
import { NotFoundError } from '../../common/errors.js';
import { listWindow, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { Invoice, type InvoiceKind } from './invoice.entity.js';
import { INVOICE_NOT_FOUND_MESSAGE, invoicePaymentFigures, loadInvoiceDocument } from './invoice.service.js';
import type { StaffInvoice, StaffInvoiceDetail } from './invoice.types.js';

export interface StaffInvoiceQuery extends ListWindowArgs {
  /** Invoice number, order number, customer e-mail or name, KID. */
  search?: string | null;
  filter?: {
    /** Only this order's invoices and credit notes. */
    orderId?: number | null;
    status?: string | null;
  } | null;
}

/** Sortable fields, newest first by default. */
export const INVOICE_LIST: ListSpec = {
  sortable: {
    invoiceNumber: 'i.invoice_number',
    issuedAt: 'i.created_at',
    dueDate: 'i.due_date',
    amount: 'i.amount',
    status: 'i.status',
    orderNumber: 'o.order_number',
    customerEmail: 'i.member_email',
  },
  defaultSort: { field: 'issuedAt', order: 'DESC' },
  tieBreaker: 'i.id',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Row {
  id: number;
  invoice_number: string;
  kind: InvoiceKind;
  order_id: number;
  order_number: string;
  member_email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  due_date: Date;
  amount: string;
  tax_amount: string;
  status: InvoiceStatus;
  paid_date: Date | null;
  paid_amount: string;
}

const toView = (row: Row): StaffInvoice => ({
  id: row.id,
  invoiceNumber: row.invoice_number,
  kind: row.kind,
  orderId: row.order_id,
  orderNumber: row.order_number,
  customerEmail: row.member_email,
  customerName: row.first_name != null ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
  issuedAt: new Date(row.created_at),
  dueDate: new Date(row.due_date),
  amount: Number(row.amount).toFixed(2),
  taxAmount: Number(row.tax_amount).toFixed(2),
  status: row.status,
  statusLabel: INVOICE_STATUS_LABELS[row.status] ?? row.status,
  paidDate: row.paid_date ? new Date(row.paid_date) : null,
  paymentNote: invoicePaymentFigures({
    kind: row.kind,
    status: row.status,
    amount: String(row.amount),
    paidAmount: String(row.paid_amount),
  }).paymentNote,
});

const FROM = 'from invoices i join orders o on o.id = i.order_id left join members m on m.email = i.member_email';
const SELECT = `select i.id, i.invoice_number, i.kind, i.order_id, o.order_number, i.member_email, m.first_name,
  m.last_name, i.created_at, i.due_date, i.amount, i.tax_amount, i.status, i.paid_date, i.paid_amount ${FROM}`;

/**
 * The console's invoice list (invoices.read, checked by the operation's policy): filtered by status and by search
 * terms (each must occur in the invoice number, the order number, the customer's e-mail or name, or equal the
 * KID), sorted by a whitelisted column, one page. Two indexed queries (page and count).
 */
export async function listStaffInvoices(em: EntityManager, query: StaffInvoiceQuery): Promise<ListPage<StaffInvoice>> {
  // The window of the one list protocol; the page and the count are run here, as the search needs (see below).
  const { offset, limit, orderBySql: sortSql } = listWindow(query, INVOICE_LIST);
  const where: string[] = [];
  const params: unknown[] = [];
  const orderId = query.filter?.orderId;
  if (orderId != null) {
    where.push('i.order_id = ?');
    params.push(orderId);
  }
  const status = query.filter?.status?.trim();
  if (status) {
    // An unknown status matches nothing rather than failing the table.
    if ((INVOICE_STATUSES as readonly string[]).includes(status)) {
      where.push('i.status = ?');
      params.push(status);
    } else where.push('false');
  }
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    // One lower-cased LIKE over the joined text per row (five ILIKEs cost several times more).
    where.push(
      `(lower(concat_ws(' ', i.invoice_number, o.order_number, i.member_email, m.first_name, m.last_name)) like ? or i.kid = ?)`,
    );
    params.push(`%${escapeLike(term.toLowerCase())}%`, term);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  const page = (sql: string) =>
    connection.execute<Array<Row & { total?: number }>>(`${sql} ${filter} order by ${sortSql} limit ? offset ?`, [
      ...params,
      limit,
      offset,
    ]);
  const countRows = (sql: string) => connection.execute<Array<{ total: number }>>(`${sql} ${filter}`, params);
  if (terms.length > 0) {
    // A search reads every joined row anyway: the page query counts them too (a window count), so the joins and
    // the LIKE run once; only a page past the end needs the separate count.
    const rows = await page(SELECT.replace('select ', 'select count(*) over ()::int as total, '));
    const total =
      rows[0]?.total ?? (offset > 0 ? (await countRows(`select count(*)::int as total ${FROM}`))[0]?.total : 0) ?? 0;
    return { items: rows.map(toView), total: Number(total) };
  }
  // Without a search every filter is a column of invoices: the page is picked from invoices alone (by index),
  // then only its rows are joined; the count needs the invoices table alone too.
  const pageOfInvoices = sortSql.startsWith('i.')
    ? connection.execute<Row[]>(
        `${SELECT.replace(FROM, '')} from (select * from invoices i ${filter} order by ${sortSql} limit ? offset ?) i
          join orders o on o.id = i.order_id left join members m on m.email = i.member_email order by ${sortSql}`,
        [...params, limit, offset],
      )
    : page(SELECT);
  const [rows, counted] = await Promise.all([
    pageOfInvoices,
    countRows('select count(*)::int as total from invoices i'),
  ]);
  return { items: rows.map(toView), total: Number(counted[0]?.total ?? 0) };
}

/** An order's invoices and credit notes (at most 100) by invoice number, for the order page. */
export async function listOrderInvoices(em: EntityManager, orderId: number): Promise<StaffInvoice[]> {
  const page = await listStaffInvoices(em, {
    filter: { orderId },
    sort: { field: 'invoiceNumber', order: 'ASC' },
    limit: 100,
  });
  return page.items;
}

/** One invoice for its detail page: the numbers, lines, credit notes and what may be done with it. */
export async function getStaffInvoice(em: EntityManager, id: number): Promise<StaffInvoiceDetail> {
  const connection = em.getConnection();
  const rows = await connection.execute<Row[]>(`${SELECT} where i.id = ?`, [id]);
  if (!rows[0]) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  const base = toView(rows[0]);
  const invoice = await em.findOneOrFail(Invoice, { id }, { populate: ['order'] });
  const [document, notes, credited] = await Promise.all([
    loadInvoiceDocument(em, invoice),
    connection.execute<Row[]>(`${SELECT} where i.credited_invoice_id = ? order by i.id`, [id]),
    invoice.creditedInvoiceId
      ? em.findOne(Invoice, { id: invoice.creditedInvoiceId }, { fields: ['invoiceNumber'] })
      : Promise.resolve(null),
  ]);
  const creditNotes = notes.map(toView);
  const creditedOre = creditNotes.reduce((sum, note) => sum + Math.abs(toOre(note.amount)), 0);
  const creditable =
    invoice.kind === 'invoice' && invoice.status !== 'credited' ? Math.max(0, toOre(invoice.amount) - creditedOre) : 0;
  const { paidAmount, restAmount, refundAmount } = invoicePaymentFigures(invoice);
  return {
    ...base,
    kid: invoice.kid ?? null,
    paymentReference: invoice.paymentReference ?? null,
    remindersSent: invoice.remindersSent,
    lastReminderAt: invoice.lastReminderAt ?? null,
    sentAt: invoice.sentAt ?? null,
    creditedInvoiceId: invoice.creditedInvoiceId ?? null,
    creditedInvoiceNumber: credited?.invoiceNumber ?? null,
    creditReason: invoice.creditReason ?? null,
    returnId: invoice.returnId ?? null,
    lines: document.lines,
    adjustment: document.adjustment,
    creditNotes,
    creditableAmount: oreToKroner(creditable).toFixed(2),
    pdfUrl: `/api/customer/invoices/${invoice.id}/pdf`,
    paidAmount,
    restAmount,
    refundAmount,
    canRegisterPayment: invoice.kind === 'invoice' && isInvoiceOpen(invoice.status),
    canCredit: creditable > 0,
  };
}
