/** The mail log (`E-postlogg`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const MAIL_AUDIT_ACTIONS = {
  'mail.resent': 'Sendt på nytt',
} as const;
