/** Contact messages (`Henvendelser`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const CONTACT_AUDIT_ACTIONS = {
  'contact.replied': 'Besvart',
} as const;
