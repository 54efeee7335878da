import { auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';

/** Invoices (`Fakturaer`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const INVOICE_AUDIT_ACTIONS = {
  'invoice.issued': 'Laget fakturaen',
  'invoice.sent': 'Sendte fakturaen på e-post',
  'invoice.paid': 'Registrerte betaling',
  'invoice.credited': 'Kreditnota utstedt for fakturaen',
  'invoice.credit_note.issued': 'Laget kreditnotaen',
  // admin §17: a payment from the bank's file, matched by its KID or linked by staff (`Koble til faktura`).
  'invoice.payment.matched': 'Innbetaling fra bankfil koblet',
  'invoice.payment.linked': 'Koblet innbetaling til fakturaen',
  'invoice.payment.reversed': 'Banken tilbakeførte en innbetaling',
  'bank_payment.ignored': 'Ignorerte innbetalingen',
  'bank_file.imported': 'Importerte bankfil',
  'accounting.exported': 'Tok ut regnskapseksport',
  // Recorded on the order whose invoice is split.
  'invoice.split_by_members': 'Delt per medlem',
} as const;

/** What an entry adds to its wording: where the invoice was sent, the payment's reference, the credit note's number. */
export const INVOICE_AUDIT_DETAILS: AuditDetails<keyof typeof INVOICE_AUDIT_ACTIONS> = {
  'invoice.sent': (_before, after) => auditPhrase(' til ', auditText(after?.to)),
  'invoice.paid': (_before, after) => auditPhrase(' (', auditText(after?.paymentReference), ')'),
  'invoice.credited': (_before, after) => auditPhrase(': ', auditText(after?.creditNote)),
  'invoice.payment.matched': (_before, after) => auditPhrase(' (', auditText(after?.payment), ')'),
  'invoice.payment.linked': (_before, after) => auditPhrase(' (', auditText(after?.payment), ')'),
  'invoice.payment.reversed': (_before, after) => auditPhrase(' (', auditText(after?.payment), ')'),
  'bank_payment.ignored': (_before, after) => auditPhrase(': ', auditText(after?.reason)),
  'bank_file.imported': (_before, after) => auditPhrase(': ', auditText(after?.summary)),
  'accounting.exported': (_before, after) =>
    auditPhrase(' ', [auditText(after?.from), auditText(after?.to)].filter(Boolean).join('–')),
};
