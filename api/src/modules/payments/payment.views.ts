import type { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import {
  BANK_PAYMENT_STATUS_LABELS,
  BANK_PAYMENT_STATUSES,
  PAYMENT_MESSAGES,
  type BankPaymentStatus,
} from '@russ/schema/invoices/payment-status';
import { NotFoundError } from '../../common/errors.js';
import { listWindow, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import type { BankPaymentLinkCandidate, StaffBankPayment } from './payment.types.js';

/** Sortable fields: 'Ikke koblet' first, then the newest booking (admin §17). */
export const BANK_PAYMENT_LIST: ListSpec = {
  sortable: {
    // Descending: 'Ikke koblet' first, then the newest.
    openFirst: ["(case when b.status = 'unmatched' then 1 else 0 end)", 'b.booked_on'],
    bookedOn: 'b.booked_on',
    amount: 'b.amount',
    status: 'b.status',
  },
  defaultSort: { field: 'openFirst', order: 'DESC' },
  tieBreaker: 'b.id',
};

interface Row {
  id: number;
  booked_on: string;
  amount: string;
  kid: string | null;
  payer_name: string | null;
  bank_reference: string;
  reversed: boolean;
  status: BankPaymentStatus;
  invoice_id: number | null;
  invoice_number: string | null;
  ignore_reason: string | null;
}

const SELECT = `select b.id, b.booked_on::text as booked_on, b.amount, b.kid, b.payer_name, b.bank_reference,
  b.reversed, b.status, b.invoice_id, i.invoice_number, b.ignore_reason
  from bank_payments b left join invoices i on i.id = b.invoice_id`;

const toView = (row: Row): StaffBankPayment => ({
  id: row.id,
  bookedOn: row.booked_on,
  amount: Number(row.amount).toFixed(2),
  kid: row.kid,
  payerName: row.payer_name,
  bankReference: row.bank_reference,
  reversed: row.reversed,
  status: row.status,
  statusLabel: BANK_PAYMENT_STATUS_LABELS[row.status] ?? row.status,
  invoiceId: row.invoice_id,
  invoiceNumber: row.invoice_number,
  ignoreReason: row.ignore_reason,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BankPaymentQuery extends ListWindowArgs {
  /** KID, payer, bank reference, invoice number or the amount. */
  search?: string | null;
  filter?: { status?: string | null } | null;
}

/**
 * The console's `Innbetalinger`: filtered by status ('Ikke koblet' first when no status is chosen) and search
 * terms (each in the KID, payer, bank reference or invoice number, or equal to the amount), one page.
 */
export async function listBankPayments(
  em: EntityManager,
  query: BankPaymentQuery,
): Promise<ListPage<StaffBankPayment>> {
  const { offset, limit, orderBySql } = listWindow(query, BANK_PAYMENT_LIST);
  const where: string[] = [];
  const params: unknown[] = [];
  const status = query.filter?.status?.trim();
  if (status) {
    if ((BANK_PAYMENT_STATUSES as readonly string[]).includes(status)) {
      where.push('b.status = ?');
      params.push(status);
    } else where.push('false');
  }
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const amount = Number(term.replace(/\s/g, '').replace(',', '.'));
    where.push(
      `(lower(concat_ws(' ', b.kid, b.payer_name, b.bank_reference, i.invoice_number)) like ? or b.amount = ?)`,
    );
    params.push(`%${escapeLike(term.toLowerCase())}%`, Number.isFinite(amount) ? amount : null);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  const [rows, counted] = await Promise.all([
    connection.execute<Row[]>(`${SELECT} ${filter} order by ${orderBySql} limit ? offset ?`, [
      ...params,
      limit,
      offset,
    ]),
    connection.execute<Array<{ total: number }>>(
      `select count(*)::int as total from bank_payments b left join invoices i on i.id = b.invoice_id ${filter}`,
      params,
    ),
  ]);
  return { items: rows.map(toView), total: Number(counted[0]?.total ?? 0) };
}

/** One payment. */
export async function getBankPayment(em: EntityManager, id: number): Promise<StaffBankPayment> {
  const rows = await em.getConnection().execute<Row[]>(`${SELECT} where b.id = ?`, [id]);
  if (!rows[0]) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return toView(rows[0]);
}

/** An invoice's payments (`Innbetalinger` on the invoice page), oldest first. */
export async function listInvoiceBankPayments(em: EntityManager, invoiceId: number): Promise<StaffBankPayment[]> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(`${SELECT} where b.invoice_id = ? order by b.booked_on, b.id`, [invoiceId]);
  return rows.map(toView);
}

/** Payments waiting for staff ('Ikke koblet'), for `Oversikt`. */
export async function countOpenBankPayments(em: EntityManager): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<Array<{ total: number }>>(`select count(*)::int as total from bank_payments where status = 'unmatched'`);
  return Number(rows[0]?.total ?? 0);
}

/**
 * `Koble til faktura`: invoices that still wait for payment (or any invoice when searching by number), by the
 * search (invoice number, customer name or e-mail, or the amount or rest), those whose rest equals the payment's
 * amount first. At most 20.
 */
export async function listLinkCandidates(
  em: EntityManager,
  paymentId: number,
  search: string | null,
): Promise<BankPaymentLinkCandidate[]> {
  const payment = await getBankPayment(em, paymentId);
  const where = [`i.kind = 'invoice'`, `i.status <> 'credited'`];
  const params: unknown[] = [payment.amount];
  const terms = (search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  if (terms.length === 0) where.push(`i.status in ('pending', 'overdue', 'partially_paid')`);
  for (const term of terms) {
    const amount = Number(term.replace(/\s/g, '').replace(',', '.'));
    where.push(
      `(lower(concat_ws(' ', i.invoice_number, i.member_email, m.first_name, m.last_name)) like ?
        or i.amount = ? or i.amount - i.paid_amount = ?)`,
    );
    const value = Number.isFinite(amount) ? amount : null;
    params.push(`%${escapeLike(term.toLowerCase())}%`, value, value);
  }
  const rows = await em.getConnection().execute<
    Array<{
      id: number;
      invoice_number: string;
      member_email: string;
      first_name: string | null;
      last_name: string | null;
      amount: string;
      rest: string;
      status: InvoiceStatus;
      rest_matches: boolean;
    }>
  >(
    `select i.id, i.invoice_number, i.member_email, m.first_name, m.last_name, i.amount,
        greatest(i.amount - i.paid_amount, 0) as rest, i.status, (i.amount - i.paid_amount = ?::numeric) as rest_matches
       from invoices i left join members m on m.email = i.member_email
      where ${where.join(' and ')}
      order by rest_matches desc, i.due_date asc, i.id asc limit 20`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoice_number,
    customerEmail: row.member_email,
    customerName: row.first_name != null ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
    amount: Number(row.amount).toFixed(2),
    restAmount: Number(row.rest).toFixed(2),
    status: row.status,
    statusLabel: INVOICE_STATUS_LABELS[row.status] ?? row.status,
    restMatches: row.rest_matches === true,
  }));
}
