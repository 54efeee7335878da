/** Coupons (`Kuponger`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const COUPON_AUDIT_ACTIONS = {
  'coupon.created': 'Opprettet',
  'coupon.updated': 'Endret',
  'coupon.deleted': 'Slettet',
  'coupon.activated': 'Aktivert',
  'coupon.deactivated': 'Deaktivert',
  'coupon.assigned': 'Tildelt',
} as const;
