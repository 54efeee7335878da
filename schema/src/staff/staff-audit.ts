/** Staff users (`Ansatte`) and their sign-in: the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const STAFF_AUDIT_ACTIONS = {
  'staffUser.created': 'Opprettet',
  'staffUser.activated': 'Aktivert',
  'staffUser.deactivated': 'Deaktivert',
  'staffUser.role.changed': 'Endret rolle',
  'staffUser.password.changed': 'Endret passord',
  'staffUser.password.reset': 'Tilbakestilt passord',
  'staffUser.admin.reset': 'Tilbakestilt administrator',
  'staffUser.totp.enabled': 'Slått på to-trinns innlogging',
  'staffUser.totp.reset': 'Tilbakestilt to-trinns innlogging',
  'staffUser.totpRequired.changed': 'Endret krav om to-trinns innlogging',
} as const;
