/** Returns (`Returer`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const RETURN_AUDIT_ACTIONS = {
  'return.requested': 'Registrert',
  'return.approved': 'Godkjent',
  'return.rejected': 'Avvist',
  'return.completed': 'Fullført',
} as const;
