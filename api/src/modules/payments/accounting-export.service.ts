import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { endOfDayInOslo, formatCalendarDay, OSLO_TIME_ZONE, startOfDayInOslo } from '@russ/schema/common/dates';
import { toOre } from '@russ/schema/common/money';
import {
  ACCOUNTING_EXPORT_HEADINGS,
  accountingExportInput,
  ACCOUNTING_ROW_TYPES,
  accountingPeriod,
  MANUAL_PAYMENT_STATUS,
  type AccountingExportInput,
  type AccountingPeriod,
} from '@russ/schema/invoices/accounting-export';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { formatOrgNumber } from '@russ/schema/invoices/norwegian-ids';
import { BANK_PAYMENT_STATUS_LABELS, type BankPaymentStatus } from '@russ/schema/invoices/payment-status';
import { csvAmount, csvRow, CSV_LINE_END, type CsvValue } from '../../common/csv.js';
import { ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

/**
 * `Regnskapseksport` (admin §17): the accountant's CSV of a period, one row per invoice, credit note and payment,
 * read from PostgreSQL through a cursor (a batch at a time, never the whole period in memory).
 */

/**
 * The period of the request (or a ValidationFailed with the Norwegian field messages), with the export audited
 * before the first byte of the file goes out.
 */
export async function startAccountingExport(
  em: EntityManager,
  staff: AuditActor,
  input: AccountingExportInput,
): Promise<AccountingPeriod> {
  const result = accountingPeriod(parseInput(accountingExportInput, input));
  if (!result.ok) throw new ValidationFailed(result.fieldErrors);
  const period = result.period;
  recordAudit(em, staff, {
    action: 'accounting.exported',
    entityType: 'accounting_export',
    entityId: period.fileName,
    after: { from: period.from, to: period.to },
  });
  await em.flush();
  return period;
}

interface Row {
  kind: keyof typeof ACCOUNTING_ROW_TYPES;
  day: string;
  number: string | null;
  customer: string | null;
  net: string | null;
  vat: string | null;
  total: string;
  kid: string | null;
  invoice_status: InvoiceStatus | null;
  payment_status: BankPaymentStatus | 'manual' | null;
  belongs_to: string | null;
}

const CUSTOMER = `coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), i.member_email)`;
const DAY = (column: string) => `to_char(${column} at time zone '${OSLO_TIME_ZONE}', 'YYYY-MM-DD')`;

/**
 * Invoices and credit notes by their issue day (Oslo), with the amount, MVA and status the console's invoice list
 * shows; bank payments by their booking day, with the invoice they were matched or linked to; and what staff
 * recorded with `Registrer betaling` (the part of an invoice's paid amount no bank payment brought) on its paid
 * day. Ordered by day, then invoices before credit notes before payments, then number.
 */
const ROWS_SQL = `
  select i.kind, ${DAY('i.created_at')} as day, i.invoice_number as number, ${CUSTOMER} as customer,
         (i.amount - i.tax_amount)::text as net, i.tax_amount::text as vat, i.amount::text as total, i.kid,
         i.status as invoice_status, null as payment_status, c.invoice_number as belongs_to,
         case i.kind when 'invoice' then 1 else 2 end as sort_kind
    from invoices i
    left join members m on m.email = i.member_email
    left join invoices c on c.id = i.credited_invoice_id
   where i.created_at between ? and ?
  union all
  select 'payment', b.booked_on::text, b.bank_reference, coalesce(${CUSTOMER}, b.payer_name), null, null,
         b.amount::text, b.kid, null, b.status, i.invoice_number, 3
    from bank_payments b
    left join invoices i on i.id = b.invoice_id
    left join members m on m.email = i.member_email
   where b.booked_on between ?::date and ?::date
  union all
  select 'payment', ${DAY('i.paid_date')}, i.payment_reference, ${CUSTOMER}, null, null,
         (i.paid_amount - coalesce(banked.amount, 0))::text, i.kid, null, 'manual', i.invoice_number, 3
    from invoices i
    left join members m on m.email = i.member_email
    left join lateral (
      select sum(b.amount) as amount from bank_payments b
       where b.invoice_id = i.id and b.status in ('matched', 'partial', 'overpaid')
    ) banked on true
   where i.kind = 'invoice' and i.status in ('paid', 'overpaid') and i.paid_date between ? and ?
     and i.paid_amount > coalesce(banked.amount, 0)
  order by day, sort_kind, number`;

const statusOf = (row: Row) =>
  row.payment_status === 'manual'
    ? MANUAL_PAYMENT_STATUS
    : row.payment_status
      ? BANK_PAYMENT_STATUS_LABELS[row.payment_status]
      : row.invoice_status
        ? INVOICE_STATUS_LABELS[row.invoice_status]
        : null;

const amountOrEmpty = (value: string | null) => (value == null ? null : csvAmount(toOre(value)));

const line = (row: Row): string =>
  csvRow([
    ACCOUNTING_ROW_TYPES[row.kind],
    formatCalendarDay(row.day),
    row.number,
    row.customer,
    amountOrEmpty(row.net),
    amountOrEmpty(row.vat),
    csvAmount(toOre(row.total)),
    row.kid,
    statusOf(row),
    row.belongs_to,
  ] satisfies CsvValue[]) + CSV_LINE_END;

/**
 * Writes the file of `period` through `write` (after the byte order mark the caller sends): a first line naming
 * the shop, its organisation number and the period, the column headings, then the rows, `batchSize` at a time from
 * one cursor in a read-only snapshot, so every row belongs to the same moment. Returns the number of rows.
 */
export async function writeAccountingExport(
  em: EntityManager,
  shop: { name: string; orgNumber: string },
  period: AccountingPeriod,
  write: (chunk: string) => Promise<void>,
  batchSize = 500,
): Promise<number> {
  const start = startOfDayInOslo(period.from)!.toISOString();
  const end = endOfDayInOslo(period.to)!.toISOString();
  await write(
    csvRow([
      shop.name,
      `Org.nr. ${formatOrgNumber(shop.orgNumber)} MVA`,
      `Regnskapseksport ${formatCalendarDay(period.from)}–${formatCalendarDay(period.to)}`,
    ]) +
      CSV_LINE_END +
      csvRow(ACCOUNTING_EXPORT_HEADINGS) +
      CSV_LINE_END,
  );
  let count = 0;
  await em.fork().transactional(
    async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute(
        `declare accounting_rows no scroll cursor for ${ROWS_SQL}`,
        [start, end, period.from, period.to, start, end],
        'run',
        ctx,
      );
      for (;;) {
        const rows = (await connection.execute(
          `fetch forward ${Number(batchSize)} from accounting_rows`,
          [],
          'all',
          ctx,
        )) as Row[];
        if (rows.length > 0) await write(rows.map(line).join(''));
        count += rows.length;
        if (rows.length < batchSize) break;
      }
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
  return count;
}
