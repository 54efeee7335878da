import {
  INVOICE_DUE_DAYS,
  includedVatOre,
  isInvoiceOpen,
  isInvoicePaid,
  type InvoiceStatus,
} from './invoice-status.js';
import { formatNok, oreToKroner, toOre } from '../common/money.js';
import { addCalendarDays, endOfDayInOslo, osloDateInputValue } from '../common/dates.js';

/**
 * Invoice rules (admin §4) as pure functions: the due date, when an invoice is overdue, when the daily job sends
 * a reminder ('Purring', no fees), and the sign rules of credit notes ('Kreditnota').
 */

/** Days between the first and the second reminder. */
export const SECOND_REMINDER_AFTER_DAYS = 14;
/** Two reminders, then staff follow up by hand. */
export const MAX_REMINDERS = 2;

/**
 * The due date of an invoice issued at `issuedAt`: the end (23:59:59.999 Oslo time) of the calendar day `days`
 * days later in Norway, 14 by default, so a payment made any time on the due date is in time.
 */
export function invoiceDueDate(issuedAt: Date, days: number = INVOICE_DUE_DAYS): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number ≥ 0');
  return endOfDayInOslo(addCalendarDays(osloDateInputValue(issuedAt), days)) as Date;
}

/** The MVA part of an invoice amount incl. 25 % MVA, in kroner (negative for a credit note). */
export function invoiceVat(amount: number | string): number {
  return oreToKroner(includedVatOre(toOre(amount)));
}

export interface InvoiceDueFacts {
  status: InvoiceStatus | string;
  dueDate: Date | string;
  /** Kroner; a credit note's is negative and never falls due. */
  amount: number | string;
}

/**
 * An unpaid or part-paid invoice is overdue once its due date has passed; paid, credited and credit notes never
 * are.
 */
export function isInvoiceOverdue(invoice: InvoiceDueFacts, now: Date = new Date()): boolean {
  if (!isInvoiceOpen(invoice.status)) return false;
  if (toOre(invoice.amount) <= 0) return false;
  return now.getTime() > new Date(invoice.dueDate).getTime();
}

export interface InvoiceReminderFacts extends InvoiceDueFacts {
  /** Reminders already sent (0, 1 or 2). */
  remindersSent: number;
  /** When the last reminder was sent; null before the first. */
  lastReminderAt: Date | string | null;
}

export type ReminderKind = 'first' | 'second';

/**
 * Which reminder the daily job should send today, or null: the first once the invoice is overdue, the second 14
 * calendar days (Oslo) after the first, never a third, and nothing for a paid or credited invoice. Calling it again
 * after the job recorded the reminder gives null, so a job run twice mails once.
 */
export function reminderDue(invoice: InvoiceReminderFacts, today: Date = new Date()): ReminderKind | null {
  if (!isInvoiceOverdue(invoice, today)) return null;
  if (invoice.remindersSent <= 0) return 'first';
  if (invoice.remindersSent >= MAX_REMINDERS || invoice.lastReminderAt == null) return null;
  const secondOn = addCalendarDays(osloDateInputValue(new Date(invoice.lastReminderAt)), SECOND_REMINDER_AFTER_DAYS);
  return osloDateInputValue(today) >= secondOn ? 'second' : null;
}

export const CREDIT_NOTE_MESSAGES = {
  notNegative: 'Beløpet på en kreditnota må være negativt',
  creditOfCredit: 'En kreditnota kan ikke krediteres',
  exceedsInvoice: 'Kreditnotaen er større enn det som gjenstår å kreditere av fakturaen',
} as const;

export interface CreditNoteFacts {
  /** The invoice corrected: its amount in kroner incl. MVA (positive). */
  invoiceAmount: number | string;
  /** Sum of the credit notes already issued for it (negative or zero). */
  alreadyCredited: number | string;
  /** The new credit note's amount (must be negative). */
  amount: number | string;
}

export type CreditNoteCheck =
  | { ok: true; amount: number; vat: number; remaining: number; fullyCredited: boolean }
  | { ok: false; code: keyof typeof CREDIT_NOTE_MESSAGES; message: string };

/**
 * The sign rules of a credit note: it has a negative amount, points at an invoice (not at another credit note),
 * and together with earlier credit notes never credits more than the invoice. On success gives its MVA (negative),
 * what is left to credit, and whether the invoice is now fully credited ('Kreditert').
 */
export function checkCreditNote(facts: CreditNoteFacts): CreditNoteCheck {
  const invoiceOre = toOre(facts.invoiceAmount);
  const creditedOre = Math.abs(toOre(facts.alreadyCredited));
  const amountOre = toOre(facts.amount);
  if (!(invoiceOre > 0)) return { ok: false, code: 'creditOfCredit', message: CREDIT_NOTE_MESSAGES.creditOfCredit };
  if (!(amountOre < 0)) return { ok: false, code: 'notNegative', message: CREDIT_NOTE_MESSAGES.notNegative };
  const remainingOre = invoiceOre - creditedOre;
  if (-amountOre > remainingOre) {
    const message = `${CREDIT_NOTE_MESSAGES.exceedsInvoice} (${formatNok(oreToKroner(Math.max(0, remainingOre)))})`;
    return { ok: false, code: 'exceedsInvoice', message };
  }
  return {
    ok: true,
    amount: oreToKroner(amountOre),
    vat: oreToKroner(includedVatOre(amountOre)),
    remaining: oreToKroner(remainingOre + amountOre),
    fullyCredited: remainingOre + amountOre === 0,
  };
}

/** A refund of `refund` kroner as the credit note's (negative) amount. */
export function creditNoteAmount(refund: number | string): number {
  const ore = Math.abs(toOre(refund));
  return ore === 0 ? 0 : -oreToKroner(ore);
}

/**
 * Whether an order counts as paid for the payment rules: every invoice of it (one, or one per member for a group
 * order) is paid. Credit notes and fully credited invoices do not count; an order without a payable invoice is not
 * paid.
 */
export function orderInvoicesPaid(
  invoices: readonly { status: InvoiceStatus | string; amount: number | string }[],
): boolean {
  const payable = invoices.filter((invoice) => invoice.status !== 'credited' && toOre(invoice.amount) > 0);
  return payable.length > 0 && payable.every((invoice) => isInvoicePaid(invoice.status));
}
