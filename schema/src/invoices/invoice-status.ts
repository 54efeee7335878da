import type { StatusTone } from '../common/status-tone.js';

/**
 * Invoice statuses (customer-area §4, admin §4: 'Ubetalt', 'Betalt', 'Forfalt', 'Kreditert'; admin §17: 'Delvis
 * betalt' while a rest is unpaid, 'Overbetalt' when more than the amount came in). `credited` is an invoice a credit
 * note has cancelled in full. The rules (due date, KID, reminders, credit notes, payments) are in `invoices/`.
 */
export const INVOICE_STATUSES = ['pending', 'partially_paid', 'paid', 'overpaid', 'overdue', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const DEFAULT_INVOICE_STATUS: InvoiceStatus = 'pending';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Ubetalt',
  partially_paid: 'Delvis betalt',
  paid: 'Betalt',
  overpaid: 'Overbetalt',
  overdue: 'Forfalt',
  credited: 'Kreditert',
};

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  pending: 'warning',
  partially_paid: 'progress',
  paid: 'success',
  overpaid: 'info',
  overdue: 'danger',
  credited: 'neutral',
};

/** Statuses of an invoice paid in full: the order counts as paid, no reminder, the receipt has gone. */
export const INVOICE_PAID_STATUSES = ['paid', 'overpaid'] as const satisfies readonly InvoiceStatus[];

export function isInvoicePaid(status: string): boolean {
  return (INVOICE_PAID_STATUSES as readonly string[]).includes(status);
}

/** Statuses in which an invoice still waits for (the rest of) its payment. */
export const INVOICE_OPEN_STATUSES = [
  'pending',
  'overdue',
  'partially_paid',
] as const satisfies readonly InvoiceStatus[];

/** Whether an invoice still waits for (the rest of) its payment. */
export function isInvoiceOpen(status: string): boolean {
  return (INVOICE_OPEN_STATUSES as readonly string[]).includes(status);
}

/**
 * The open statuses the daily job turns into 'Forfalt' once the due date has passed: an unpaid invoice, and a
 * part-paid one (its paid part stays in `paid_amount` and is shown beside the status).
 */
export const INVOICE_FALLS_DUE_STATUSES = ['pending', 'partially_paid'] as const satisfies readonly InvoiceStatus[];

/** Norwegian VAT (MVA) on clothing; prices in the shop are quoted including VAT (storefront §9). */
export const VAT_RATE = 0.25;

/** Days from invoice date to due date used for demo data and new invoices. */
export const INVOICE_DUE_DAYS = 14;

/**
 * The MVA included in an amount that includes 25 % MVA, in whole øre: a fifth of it (25 / 125), rounded half away
 * from zero so a credit note's MVA mirrors its invoice's.
 */
export function includedVatOre(ore: number): number {
  const vat = Math.round(Math.abs(ore) / 5);
  return ore < 0 && vat > 0 ? -vat : vat;
}
