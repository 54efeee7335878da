import { z } from 'zod';
import { decimalField, optionalText, requiredText } from '../common/field.validators.js';

/**
 * Staff input for invoices (admin §4, §16): `Lag faktura` (optional days until due), `Registrer betaling`
 * ('Betalingsdato', 'Referanse') and `Kreditnota` (amount to credit, reason). Rules that need the database (the
 * invoice's state, what is left to credit) are checked by the api's invoice service.
 */
export const INVOICE_MESSAGES = {
  orderNumber: 'Skriv inn et ordrenummer',
  dueDays: 'Forfall må være et helt antall dager mellom 0 og 90',
  paidDate: 'Skriv inn en gyldig betalingsdato',
  paidDateFuture: 'Betalingsdatoen kan ikke være fram i tid',
  paidDateBeforeIssue: 'Betalingsdatoen kan ikke være før fakturadatoen',
  reference: 'Referansen kan være på høyst 200 tegn',
  creditAmount: 'Skriv inn et beløp større enn 0 med høyst to desimaler',
  creditReason: 'Skriv en begrunnelse (høyst 500 tegn)',
  alreadyInvoiced: 'Ordren er allerede fakturert',
  orderCancelled: 'En kansellert ordre kan ikke faktureres',
  emptyOrder: 'Ordren har ingen beløp å fakturere',
  notGroupOrder: 'Bare en gruppeordre kan faktureres per medlem',
  noMembers: 'Fant ingen medlemmer å fordele ordrelinjene på',
  notPayable: 'Bare en ubetalt eller delvis betalt faktura kan registreres som betalt',
  creditNoteNotSendable: 'Kreditnotaen kan ikke sendes',
  nobodyOwes: 'Ingen medlemmer har ubetalte fakturaer for gruppens ordrer',
} as const;

export const INVOICE_DUE_DAYS_MAX = 90;

export const issueInvoiceInput = z.object({
  dueDays: z
    .number({ error: INVOICE_MESSAGES.dueDays })
    .int({ error: INVOICE_MESSAGES.dueDays })
    .min(0, { error: INVOICE_MESSAGES.dueDays })
    .max(INVOICE_DUE_DAYS_MAX, { error: INVOICE_MESSAGES.dueDays })
    .nullish()
    .transform((value) => value ?? null),
});

/** 'Betalingsdato' as `YYYY-MM-DD` (the date picker's value) or an ISO date-time. */
export const registerPaymentInput = z.object({
  paidDate: z
    .string({ error: INVOICE_MESSAGES.paidDate })
    .trim()
    .refine((text) => /^\d{4}-\d{2}-\d{2}([T ].*)?$/.test(text) && !Number.isNaN(Date.parse(text)), {
      error: INVOICE_MESSAGES.paidDate,
    }),
  reference: optionalText(200, INVOICE_MESSAGES.reference),
});

export const creditNoteInput = z.object({
  amount: decimalField({ min: 0.01, max: 99_999_999.99 }, INVOICE_MESSAGES.creditAmount),
  reason: requiredText(500, INVOICE_MESSAGES.creditReason, INVOICE_MESSAGES.creditReason),
});

export type RegisterPaymentInput = z.input<typeof registerPaymentInput>;
export type CreditNoteInput = z.input<typeof creditNoteInput>;
