import { z } from 'zod';
import { endOfDayInOslo } from '../common/dates.js';

/**
 * `Regnskapseksport` (admin §17): the accountant's file of a period, a calendar month or a custom from–to (both
 * days included, Norwegian time). One row per invoice, credit note and payment in the period.
 */

export const ACCOUNTING_EXPORT_MESSAGES = {
  period: 'Velg en måned eller en periode med fra- og til-dato',
  month: 'Skriv måneden som ÅÅÅÅ-MM',
  day: 'Skriv datoen som ÅÅÅÅ-MM-DD',
  order: 'Til-datoen kan ikke være før fra-datoen',
  tooLong: 'En periode kan være høyst fem år',
} as const;

export const ACCOUNTING_EXPORT_HEADINGS = [
  'Type',
  'Dato',
  'Nummer',
  'Kunde',
  'Beløp eks. MVA',
  'MVA (25 %)',
  'Totalt',
  'KID',
  'Status',
  'Gjelder faktura',
] as const;

/** What a row is: the first column. */
export const ACCOUNTING_ROW_TYPES = {
  invoice: 'Faktura',
  credit_note: 'Kreditnota',
  payment: 'Innbetaling',
} as const;

/** The status of a payment staff recorded with `Registrer betaling` (it has no bank row of its own). */
export const MANUAL_PAYMENT_STATUS = 'Registrert manuelt';

export const accountingExportInput = z.object({
  month: z.string().trim().optional(),
  from: z.string().trim().optional(),
  to: z.string().trim().optional(),
});

export type AccountingExportInput = z.input<typeof accountingExportInput>;

export interface AccountingPeriod {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (included), `YYYY-MM-DD`. */
  to: string;
  /** `regnskap-2026-03.csv` for a month, `regnskap-2026-03-01-til-2026-03-15.csv` for a custom period. */
  fileName: string;
}

export type AccountingPeriodResult =
  { ok: true; period: AccountingPeriod } | { ok: false; fieldErrors: Partial<Record<'month' | 'from' | 'to', string>> };

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && endOfDayInOslo(text) != null;

const lastDayOfMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/** The period of `?month=2026-03` or `?from=2026-03-01&to=2026-03-15`, with Norwegian field messages. */
export function accountingPeriod(input: AccountingExportInput): AccountingPeriodResult {
  const { month, from, to } = accountingExportInput.parse(input);
  if (month) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      return { ok: false, fieldErrors: { month: ACCOUNTING_EXPORT_MESSAGES.month } };
    return { ok: true, period: { from: `${month}-01`, to: lastDayOfMonth(month), fileName: `regnskap-${month}.csv` } };
  }
  if (!from && !to) return { ok: false, fieldErrors: { month: ACCOUNTING_EXPORT_MESSAGES.period } };
  const fieldErrors: Partial<Record<'from' | 'to', string>> = {};
  if (!from || !isDay(from)) fieldErrors.from = ACCOUNTING_EXPORT_MESSAGES.day;
  if (!to || !isDay(to)) fieldErrors.to = ACCOUNTING_EXPORT_MESSAGES.day;
  if (fieldErrors.from || fieldErrors.to) return { ok: false, fieldErrors };
  if (to! < from!) return { ok: false, fieldErrors: { to: ACCOUNTING_EXPORT_MESSAGES.order } };
  if (Number(to!.slice(0, 4)) - Number(from!.slice(0, 4)) > 5) {
    return { ok: false, fieldErrors: { to: ACCOUNTING_EXPORT_MESSAGES.tooLong } };
  }
  return { ok: true, period: { from: from!, to: to!, fileName: `regnskap-${from}-til-${to}.csv` } };
}
