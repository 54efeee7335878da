/** Invoices (`Fakturaer`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const INVOICE_AUDIT_ACTIONS = {
  'invoice.issued': 'Utstedt',
  'invoice.sent': 'Sendt',
  'invoice.paid': 'Betalt',
  'invoice.credited': 'Kreditert',
  'invoice.credit_note.issued': 'Utstedt kreditnota',
  'invoice.split_by_members': 'Delt per medlem',
} as const;
