import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startOfDayInOslo } from '@russ/schema/common/dates';
import { oreToKroner, toOre } from '@russ/schema/common/money';
import { BANK_FILE_MESSAGES, BankFileUnreadable, parseBankFile } from '@russ/schema/invoices/bank-files';
import type { InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import {
  applyPayment,
  bankImportSummary,
  formatOre,
  PAYMENT_MESSAGES,
  reversePayment,
  type BankPaymentStatus,
} from '@russ/schema/invoices/payment-status';
import { ignorePaymentInput } from '@russ/schema/invoices/payment.validators';
import { JOBS } from '@russ/schema/jobs/jobs';
import { ConflictError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { recordAudit, recordAudits, type AuditActor, type AuditChange } from '../audit/audit.service.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { INVOICE_NOT_FOUND_MESSAGE } from '../invoices/invoice.service.js';
import { recordOrdersPaid } from '../orders/order-payment.js';
import { BankPayment } from './bank-payment.entity.js';

/**
 * Payments from the bank's files (admin §17): `Importer bankfil`, matching by KID and amount, `Koble til faktura`
 * and `Ignorer`. Every payment applied to an invoice changes the invoice's paid amount and status, writes its audit
 * entry and (for the payment that completes the invoice) the receipt's outbox row in one transaction.
 */

export interface BankImportResult {
  importId: number;
  /** New payments recorded from the file (one that came in an earlier file is not counted again). */
  read: number;
  matched: number;
  open: number;
  /** 'N innbetalinger lest, M koblet til faktura, K må behandles.' */
  message: string;
}

/** An invoice as the matching reads and changes it. */
interface InvoiceState {
  id: number;
  orderId: number;
  amountOre: number;
  paidOre: number;
  status: InvoiceStatus;
  paidDate: Date | null;
  paymentReference: string | null;
  remindersSent: number;
  /** A payment in this transaction made it paid (its order may now be paid too). */
  completed?: boolean;
}

interface InsertedPayment {
  id: number;
  bank_reference: string;
  booked_on: string;
  amount: string;
  reversed: boolean;
  kid: string | null;
}

const bookedOnDate = (day: string) => startOfDayInOslo(day) ?? new Date(`${day}T00:00:00Z`);
const kroner = (ore: number) => oreToKroner(ore).toFixed(2);

/**
 * A payment applied to an invoice: its new state, (when it completes it) the receipt's outbox row, and the audit
 * entry for the caller to record in the same transaction.
 */
function applyToInvoice(
  tx: EntityManager,
  invoice: InvoiceState,
  payment: { bankReference: string; amountOre: number; bookedOn: string },
  action: 'invoice.payment.matched' | 'invoice.payment.linked',
): { status: BankPaymentStatus; audit: AuditChange } {
  const applied = applyPayment(
    { amountOre: invoice.amountOre, paidOre: invoice.paidOre, status: invoice.status },
    payment.amountOre,
  );
  const before = { status: invoice.status, paidAmount: kroner(invoice.paidOre) };
  invoice.paidOre = applied.paidOre;
  invoice.status = applied.invoiceStatus;
  if (applied.completes) {
    invoice.paidDate = bookedOnDate(payment.bookedOn);
    invoice.paymentReference = payment.bankReference;
    invoice.completed = true;
    enqueueOutbox(tx, JOBS.invoicePaid, { invoiceId: invoice.id });
  }
  const audit: AuditChange = {
    action,
    entityType: 'invoice',
    entityId: invoice.id,
    before,
    after: {
      status: applied.invoiceStatus,
      paidAmount: kroner(applied.paidOre),
      payment: `${formatOre(payment.amountOre)}, ${payment.bankReference}`,
      rest: kroner(applied.restOre),
      refund: kroner(applied.refundOre),
    },
  };
  return { status: applied.paymentStatus, audit };
}

/** Writes the invoices' new paid amounts and statuses in one statement. */
async function saveInvoiceStates(tx: EntityManager, invoices: InvoiceState[]): Promise<void> {
  if (invoices.length === 0) return;
  await tx.getConnection().execute(
    `update invoices i set paid_amount = x.paid_amount, status = x.status, paid_date = x.paid_date,
        payment_reference = x.payment_reference
       from jsonb_to_recordset(?::jsonb) as x(id int, paid_amount numeric, status text, paid_date timestamptz,
         payment_reference text)
      where i.id = x.id`,
    [
      JSON.stringify(
        invoices.map((invoice) => ({
          id: invoice.id,
          paid_amount: kroner(invoice.paidOre),
          status: invoice.status,
          paid_date: invoice.paidDate?.toISOString() ?? null,
          payment_reference: invoice.paymentReference,
        })),
      ),
    ],
    'run',
    tx.getTransactionContext(),
  );
}

/** Locks the invoices with these KIDs (in id order, so two imports never wait for each other in a circle). */
async function lockInvoicesByKid(tx: EntityManager, kids: string[]): Promise<Map<string, InvoiceState>> {
  if (kids.length === 0) return new Map();
  const rows: Array<{
    id: number;
    order_id: number;
    kid: string;
    amount: string;
    paid_amount: string;
    status: InvoiceStatus;
    paid_date: Date | null;
    payment_reference: string | null;
    reminders_sent: number;
  }> = await tx.getConnection().execute(
    `select id, order_id, kid, amount, paid_amount, status, paid_date, payment_reference, reminders_sent from invoices
      where kid in (select jsonb_array_elements_text(?::jsonb)) and kind = 'invoice' and status <> 'credited'
      order by id for update`,
    [JSON.stringify([...new Set(kids)])],
    'all',
    tx.getTransactionContext(),
  );
  const byKid = new Map<string, InvoiceState>();
  for (const row of rows) {
    if (byKid.has(row.kid)) continue;
    byKid.set(row.kid, {
      id: row.id,
      orderId: row.order_id,
      amountOre: toOre(row.amount),
      paidOre: toOre(row.paid_amount),
      status: row.status,
      paidDate: row.paid_date ? new Date(row.paid_date) : null,
      paymentReference: row.payment_reference,
      remindersSent: row.reminders_sent,
    });
  }
  return byKid;
}

type PaymentMatch = { id: number; status: BankPaymentStatus; invoice_id: number };

/**
 * Reversals in an imported file (the bank took a payment back): one that takes back a payment we applied to an
 * invoice (same KID and amount, not taken back before) undoes it there — the invoice's paid amount and status go
 * back, audited, no receipt — and is recorded against that invoice; any other waits as 'Ikke koblet' for staff.
 * The payments applied earlier in the same import count (their rows are written before this runs).
 */
async function undoReversedPayments(
  tx: EntityManager,
  reversals: InsertedPayment[],
  invoicesByKid: Map<string, InvoiceState>,
  changed: Map<number, InvoiceState>,
  audits: AuditChange[],
): Promise<PaymentMatch[]> {
  if (reversals.length === 0) return [];
  const recorded: Array<{ kid: string; amount: string; invoice_id: number; reversed: boolean }> = await tx
    .getConnection()
    .execute(
      `select kid, amount, invoice_id, reversed from bank_payments
        where kid in (select jsonb_array_elements_text(?::jsonb)) and invoice_id is not null
          and status in ('matched', 'partial', 'overpaid')
        order by booked_on desc, id desc`,
      [JSON.stringify([...new Set(reversals.map((p) => p.kid!))])],
      'all',
      tx.getTransactionContext(),
    );
  // Per KID and amount: the invoices its payments went to (newest first) and how many were taken back already.
  const tallies = new Map<string, { invoiceIds: number[]; taken: number }>();
  const tally = (kid: string, ore: number) => {
    const key = `${kid}|${ore}`;
    let entry = tallies.get(key);
    if (!entry) tallies.set(key, (entry = { invoiceIds: [], taken: 0 }));
    return entry;
  };
  for (const row of recorded) {
    const ore = toOre(row.amount);
    if (row.reversed) tally(row.kid, -ore).taken++;
    else tally(row.kid, ore).invoiceIds.push(row.invoice_id);
  }
  const invoicesById = new Map([...invoicesByKid.values()].map((invoice) => [invoice.id, invoice]));
  const undone: PaymentMatch[] = [];
  for (const reversal of reversals) {
    const amountOre = -toOre(reversal.amount);
    const entry = tally(reversal.kid!, amountOre);
    const invoice = invoicesById.get(entry.invoiceIds[entry.taken] ?? -1);
    if (!invoice) continue;
    entry.taken++;
    const before = { status: invoice.status, paidAmount: kroner(invoice.paidOre) };
    const reversed = reversePayment(invoice, amountOre);
    invoice.paidOre = reversed.paidOre;
    invoice.status = reversed.invoiceStatus;
    if (reversed.reopens) {
      invoice.paidDate = null;
      invoice.paymentReference = null;
    }
    audits.push({
      action: 'invoice.payment.reversed',
      entityType: 'invoice',
      entityId: invoice.id,
      before,
      after: {
        status: reversed.invoiceStatus,
        paidAmount: kroner(reversed.paidOre),
        payment: `-${formatOre(amountOre)}, ${reversal.bank_reference}`,
        rest: kroner(reversed.restOre),
      },
    });
    changed.set(invoice.id, invoice);
    undone.push({ id: reversal.id, status: 'matched', invoice_id: invoice.id });
  }
  return undone;
}

/** Records what the matching decided for each payment (its status and invoice), in one statement. */
async function savePaymentMatches(tx: EntityManager, matches: PaymentMatch[]): Promise<void> {
  if (matches.length === 0) return;
  await tx.getConnection().execute(
    `update bank_payments b set status = x.status, invoice_id = x.invoice_id
       from jsonb_to_recordset(?::jsonb) as x(id int, status text, invoice_id int) where b.id = x.id`,
    [JSON.stringify(matches)],
    'run',
    tx.getTransactionContext(),
  );
}

/**
 * `Importer bankfil` (admin §17): reads a camt.054 or OCR file (told from its content), records each payment once
 * (the bank's reference is unique: a payment another file brought already, or one a concurrent import is
 * recording, is skipped) and matches every new payment by KID against the invoice's rest, in one transaction with
 * the invoices' new states, their audit entries and the receipts' outbox rows. A reversal of a payment we applied
 * undoes it on its invoice (`undoReversedPayments`); any other reversal, or a payment whose KID no open invoice has,
 * waits as 'Ikke koblet'. A file imported before (same SHA-256) is refused with 'Filen er
 * allerede importert.'; a file that is neither kind with 'Filen er ikke en bankfil vi kjenner (camt.054 eller
 * OCR).'. Either way nothing is recorded.
 */
export async function importBankFile(
  em: EntityManager,
  staff: AuditActor,
  file: { content: Uint8Array; fileName?: string | null },
): Promise<BankImportResult> {
  if (file.content.byteLength === 0)
    throw new ValidationFailed({ file: BANK_FILE_MESSAGES.empty }, BANK_FILE_MESSAGES.empty);
  let parsed;
  try {
    parsed = parseBankFile(Buffer.from(file.content).toString('utf8'));
  } catch (error) {
    if (error instanceof BankFileUnreadable) throw new ValidationFailed({ file: error.message }, error.message);
    throw error;
  }
  const fileHash = createHash('sha256').update(file.content).digest('hex');
  const fileName = file.fileName?.trim().slice(0, 200) || null;

  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    // A second import of the same file waits here for the first to commit, then finds the hash taken.
    const created: Array<{ id: number }> = await connection.execute(
      `insert into bank_file_imports (file_hash, file_name, kind, imported_by_staff_id) values (?, ?, ?, ?)
       on conflict (file_hash) do nothing returning id`,
      [fileHash, fileName, parsed.kind, staff.userId],
      'all',
      context,
    );
    const importId = created[0]?.id;
    if (importId == null) throw new ConflictError(BANK_FILE_MESSAGES.alreadyImported);

    const inserted: InsertedPayment[] = parsed.payments.length
      ? await connection.execute(
          `insert into bank_payments (bank_reference, import_id, booked_on, amount, reversed, kid, payer_name, status)
           select x.bank_reference, ?, x.booked_on, x.amount, x.reversed, x.kid, x.payer_name, 'unmatched'
             from jsonb_to_recordset(?::jsonb) as x(bank_reference text, booked_on date, amount numeric,
               reversed boolean, kid text, payer_name text)
           on conflict (bank_reference) do nothing
           returning id, bank_reference, booked_on::text, amount, reversed, kid`,
          [
            importId,
            // In the order of the bank's references: two imports sharing payments wait for each other's rows in
            // the same order, never in a circle.
            JSON.stringify(
              [...parsed.payments]
                .sort((a, b) => (a.bankReference < b.bankReference ? -1 : a.bankReference > b.bankReference ? 1 : 0))
                .map((p) => ({
                  bank_reference: p.bankReference,
                  booked_on: p.date,
                  amount: kroner(p.reversed ? -p.amountOre : p.amountOre),
                  reversed: p.reversed,
                  kid: p.kid,
                  payer_name: p.payerName?.slice(0, 200) ?? null,
                })),
            ),
          ],
          'all',
          context,
        )
      : [];
    inserted.sort((a, b) => a.booked_on.localeCompare(b.booked_on) || a.id - b.id);

    const matchable = inserted.filter((p) => p.kid && !p.reversed && toOre(p.amount) > 0);
    const reversals = inserted.filter((p) => p.kid && p.reversed);
    const invoices = await lockInvoicesByKid(
      tx,
      [...matchable, ...reversals].map((p) => p.kid!),
    );
    const changed = new Map<number, InvoiceState>();
    const matches: PaymentMatch[] = [];
    const audits: AuditChange[] = [];
    for (const payment of matchable) {
      const invoice = invoices.get(payment.kid!);
      if (!invoice) continue;
      const { status, audit } = applyToInvoice(
        tx,
        invoice,
        { bankReference: payment.bank_reference, amountOre: toOre(payment.amount), bookedOn: payment.booked_on },
        'invoice.payment.matched',
      );
      changed.set(invoice.id, invoice);
      matches.push({ id: payment.id, status, invoice_id: invoice.id });
      audits.push(audit);
    }
    await savePaymentMatches(tx, matches);
    const undone = await undoReversedPayments(tx, reversals, invoices, changed, audits);
    await savePaymentMatches(tx, undone);
    matches.push(...undone);
    // Hundreds of entries a file: one statement, not an entity each.
    await recordAudits(tx, staff, audits);
    await saveInvoiceStates(tx, [...changed.values()]);
    await recordOrdersPaid(
      tx,
      staff,
      [...changed.values()].filter((invoice) => invoice.completed).map((invoice) => invoice.orderId),
    );

    const read = inserted.length;
    const matched = matches.length;
    const open = read - matched;
    const message = bankImportSummary(read, matched, open);
    await connection.execute(
      'update bank_file_imports set payment_count = ?, matched_count = ?, open_count = ? where id = ?',
      [read, matched, open, importId],
      'run',
      context,
    );
    recordAudit(tx, staff, {
      action: 'bank_file.imported',
      entityType: 'bank_file',
      entityId: importId,
      after: { fileName, kind: parsed.kind, inFile: parsed.payments.length, read, matched, open, summary: message },
    });
    await tx.flush();
    return { importId, read, matched, open, message };
  });
}

async function lockOpenPayment(tx: EntityManager, paymentId: number): Promise<BankPayment> {
  const payment = await tx.findOne(
    BankPayment,
    { id: paymentId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  if (payment.status !== 'unmatched') throw new ConflictError(PAYMENT_MESSAGES.notOpen);
  return payment;
}

/**
 * `Koble til faktura`: a payment waiting as 'Ikke koblet' is applied to the invoice staff chose, exactly as a KID
 * match would have been ('Koblet', 'Delvis' or 'Overbetalt'), with the invoice's new state, its audit entry (in
 * the invoice's `Historikk`) and, when it completes the invoice, the receipt, in one transaction. A reversal is
 * not linked (staff ignore it with a reason); a credited invoice takes no payment.
 */
export async function linkBankPayment(
  em: EntityManager,
  staff: AuditActor,
  input: { paymentId: number; invoiceId: number },
  now: Date = new Date(),
): Promise<BankPayment> {
  return em.transactional(async (tx) => {
    const payment = await lockOpenPayment(tx, input.paymentId);
    if (payment.reversed || toOre(payment.amount) <= 0) throw new ConflictError(PAYMENT_MESSAGES.reversed);
    const invoice = await tx.findOne(
      Invoice,
      { id: input.invoiceId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    if (invoice.kind !== 'invoice' || invoice.status === 'credited') {
      throw new ConflictError(PAYMENT_MESSAGES.invoiceNotPayable);
    }
    const state: InvoiceState = {
      id: invoice.id,
      orderId: invoice.order.id,
      amountOre: toOre(invoice.amount),
      paidOre: toOre(invoice.paidAmount),
      status: invoice.status,
      paidDate: invoice.paidDate ?? null,
      paymentReference: invoice.paymentReference ?? null,
      remindersSent: invoice.remindersSent,
    };
    const applied = applyToInvoice(
      tx,
      state,
      { bankReference: payment.bankReference, amountOre: toOre(payment.amount), bookedOn: payment.bookedOn },
      'invoice.payment.linked',
    );
    payment.status = applied.status;
    recordAudit(tx, staff, applied.audit);
    payment.invoiceId = invoice.id;
    payment.handledByStaffId = staff.userId;
    payment.handledAt = now;
    invoice.paidAmount = kroner(state.paidOre);
    invoice.status = state.status;
    invoice.paidDate = state.paidDate;
    invoice.paymentReference = state.paymentReference;
    await tx.flush();
    if (state.completed) await recordOrdersPaid(tx, staff, [state.orderId]);
    await tx.flush();
    return payment;
  });
}

/** `Ignorer` with 'Begrunnelse': a payment waiting as 'Ikke koblet' is set aside ('Ignorert'); audited. */
export async function ignoreBankPayment(
  em: EntityManager,
  staff: AuditActor,
  input: { paymentId: number; reason: string },
  now: Date = new Date(),
): Promise<BankPayment> {
  const { reason } = parseInput(ignorePaymentInput, { reason: input.reason });
  return em.transactional(async (tx) => {
    const payment = await lockOpenPayment(tx, input.paymentId);
    payment.status = 'ignored';
    payment.ignoreReason = reason;
    payment.handledByStaffId = staff.userId;
    payment.handledAt = now;
    recordAudit(tx, staff, {
      action: 'bank_payment.ignored',
      entityType: 'bank_payment',
      entityId: payment.id,
      before: { status: 'unmatched' },
      after: { status: 'ignored', reason, bankReference: payment.bankReference, amount: payment.amount },
    });
    await tx.flush();
    return payment;
  });
}
