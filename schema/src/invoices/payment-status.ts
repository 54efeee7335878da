import type { StatusTone } from '../common/status-tone.js';
import { formatNok, oreToKroner } from '../common/money.js';
import type { InvoiceStatus } from './invoice-status.js';

/**
 * A payment from the bank's file (admin §17) and what it did to its invoice: 'Koblet' (KID and amount match),
 * 'Delvis' (less than the invoice's rest), 'Overbetalt' (more), 'Ikke koblet' (no invoice has the KID, no KID, or
 * a reversal, waiting for staff), 'Ignorert' (staff set it aside with a reason). 'Ikke koblet' is listed first.
 */
export const BANK_PAYMENT_STATUSES = ['unmatched', 'matched', 'partial', 'overpaid', 'ignored'] as const;
export type BankPaymentStatus = (typeof BANK_PAYMENT_STATUSES)[number];

export const BANK_PAYMENT_STATUS_LABELS: Record<BankPaymentStatus, string> = {
  unmatched: 'Ikke koblet',
  matched: 'Koblet',
  partial: 'Delvis',
  overpaid: 'Overbetalt',
  ignored: 'Ignorert',
};

export const BANK_PAYMENT_STATUS_TONES: Record<BankPaymentStatus, StatusTone> = {
  unmatched: 'danger',
  matched: 'success',
  partial: 'progress',
  overpaid: 'info',
  ignored: 'neutral',
};

export const PAYMENT_MESSAGES = {
  notFound: 'Fant ikke innbetalingen',
  notOpen: 'Innbetalingen er allerede behandlet',
  reversed: 'En tilbakeført innbetaling kan ikke kobles til en faktura. Ignorer den med en begrunnelse.',
  invoiceNotPayable: 'Innbetalingen kan bare kobles til en faktura som ikke er kreditert',
  reason: 'Skriv en begrunnelse (høyst 500 tegn)',
} as const;

/** What staff read after `Importer bankfil`: 'N innbetalinger lest, M koblet til faktura, K må behandles.' */
export function bankImportSummary(read: number, matched: number, open: number): string {
  return `${read} innbetalinger lest, ${matched} koblet til faktura, ${open} må behandles.`;
}

export interface InvoicePaymentFacts {
  /** Øre incl. MVA. */
  amountOre: number;
  /** Øre paid so far. */
  paidOre: number;
  status: InvoiceStatus;
}

export interface AppliedPayment {
  paymentStatus: Extract<BankPaymentStatus, 'matched' | 'partial' | 'overpaid'>;
  invoiceStatus: InvoiceStatus;
  paidOre: number;
  /** What is left to pay (0 when paid or overpaid). */
  restOre: number;
  /** What to refund (0 unless overpaid). */
  refundOre: number;
  /** This payment made the invoice paid: the receipt mail goes now, and only now. */
  completes: boolean;
}

/**
 * A payment of `paymentOre` applied to an invoice (admin §17): the payment is 'Koblet' when it pays exactly the
 * rest, 'Delvis' when less, 'Overbetalt' when more (also any payment to an invoice already paid); the invoice is
 * 'Delvis betalt' while a rest is left, 'Betalt' at 0 and 'Overbetalt' beyond. `completes` is true only for the
 * payment that takes the invoice from unpaid to paid, so the receipt goes exactly once.
 */
export function applyPayment(invoice: InvoicePaymentFacts, paymentOre: number): AppliedPayment {
  const restBefore = invoice.amountOre - invoice.paidOre;
  const paidOre = invoice.paidOre + paymentOre;
  const paymentStatus = paymentOre === restBefore ? 'matched' : paymentOre < restBefore ? 'partial' : 'overpaid';
  // An overdue invoice paid in part stays 'Forfalt' (its due date has passed; the paid part is shown beside it).
  const invoiceStatus: InvoiceStatus =
    paidOre < invoice.amountOre
      ? invoice.status === 'overdue'
        ? 'overdue'
        : 'partially_paid'
      : paidOre === invoice.amountOre
        ? 'paid'
        : 'overpaid';
  const wasPaid = invoice.status === 'paid' || invoice.status === 'overpaid';
  return {
    paymentStatus,
    invoiceStatus,
    paidOre,
    restOre: Math.max(0, invoice.amountOre - paidOre),
    refundOre: Math.max(0, paidOre - invoice.amountOre),
    completes: !wasPaid && paidOre >= invoice.amountOre,
  };
}

export interface ReversedPayment {
  invoiceStatus: InvoiceStatus;
  paidOre: number;
  /** What is left to pay after the reversal. */
  restOre: number;
  /** The invoice no longer counts as paid in full: its paid date and payment reference are cleared. */
  reopens: boolean;
}

/**
 * The bank took back a payment of `paymentOre` that was applied to an invoice (a reversal in camt.054 or OCR): the
 * paid amount goes down by it, and the invoice is 'Delvis betalt' while something is still paid, 'Ubetalt' when
 * nothing is, 'Betalt' or 'Overbetalt' when enough is left; one that was 'Forfalt' or had been reminded is
 * 'Forfalt' again while anything is owed (the daily job makes the others 'Forfalt' once the due date has passed).
 * No receipt goes either way.
 */
export function reversePayment(
  invoice: InvoicePaymentFacts & { remindersSent: number },
  paymentOre: number,
): ReversedPayment {
  const paidOre = invoice.paidOre - paymentOre;
  // Overdue stays overdue (as a part payment leaves it): it was 'Forfalt', or it had been reminded.
  const overdue = invoice.status === 'overdue' || invoice.remindersSent > 0;
  const invoiceStatus: InvoiceStatus =
    paidOre < invoice.amountOre
      ? overdue
        ? 'overdue'
        : paidOre <= 0
          ? 'pending'
          : 'partially_paid'
      : paidOre === invoice.amountOre
        ? 'paid'
        : 'overpaid';
  return {
    invoiceStatus,
    paidOre,
    restOre: Math.max(0, invoice.amountOre - paidOre),
    reopens: paidOre < invoice.amountOre,
  };
}

/** '1 299 kr' for an amount in øre. */
export const formatOre = (ore: number) => formatNok(oreToKroner(ore));
