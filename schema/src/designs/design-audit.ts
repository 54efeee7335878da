/** Designs: the review by staff and the customer's answer to a proof: the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const DESIGN_AUDIT_ACTIONS = {
  'design.approved': 'Godkjent',
  'design.rejected': 'Avvist',
  'design.in_production': 'Satt i produksjon',
  'design.proof.uploaded': 'Lastet opp korrektur',
  'design.proof.approved': 'Godkjent korrektur',
  'design.changes.requested': 'Ba om endringer',
} as const;
