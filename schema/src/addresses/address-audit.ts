/** A customer's delivery addresses, changed by staff acting for them: the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const ADDRESS_AUDIT_ACTIONS = {
  'address.added': 'Lagt til',
  'address.updated': 'Endret',
  'address.deleted': 'Slettet',
  'address.default.set': 'Satt som standard',
} as const;
