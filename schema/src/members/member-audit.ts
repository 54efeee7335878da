import type { AuditDetails } from '../common/audit-detail.js';

/** Members (`Medlemmer`) and their data: the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const MEMBER_AUDIT_ACTIONS = {
  'member.activated': 'Aktiverte medlemmet igjen',
  'member.deactivated': 'Deaktiverte medlemmet (alle innlogginger avsluttet)',
  'member.deleted': 'Slettet medlemmet',
  'member.deleted.retention': 'Slettet medlemmet automatisk: deaktivert lenger enn oppbevaringstiden',
  'member.profile.updated': 'Endret profilen',
  'member.settings.updated': 'Endret innstillingene',
  'member.sessions.revoked': 'Logget medlemmet ut på alle enheter',
  'member.data.exported': 'Eksportert kundedata',
  'member_list.exported': 'Eksportert',
} as const;

const PROFILE_FIELDS: Readonly<Record<string, string>> = {
  firstName: 'fornavn',
  lastName: 'etternavn',
  school: 'skole',
  graduationYear: 'avgangskull',
};

/** What an entry adds to its wording: which profile fields staff changed. */
export const MEMBER_AUDIT_DETAILS: AuditDetails<keyof typeof MEMBER_AUDIT_ACTIONS> = {
  'member.profile.updated': (_before, after) => {
    const fields = Object.keys(after ?? {}).map((field) =>
      Object.hasOwn(PROFILE_FIELDS, field) ? PROFILE_FIELDS[field] : field,
    );
    return fields.length > 0 ? ` (${fields.join(', ')})` : '';
  },
};
