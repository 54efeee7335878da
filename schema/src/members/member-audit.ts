/** Members (`Medlemmer`) and their data: the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const MEMBER_AUDIT_ACTIONS = {
  'member.activated': 'Aktivert',
  'member.deactivated': 'Deaktivert',
  'member.deleted': 'Slettet',
  'member.profile.updated': 'Endret profil',
  'member.settings.updated': 'Endret innstillinger',
  'member.sessions.revoked': 'Opphevet økter',
  'member.data.exported': 'Eksportert kundedata',
  'member_list.exported': 'Eksportert',
} as const;
