import { auditLabel, auditPhrase, type AuditDetails } from '../common/audit-detail.js';
import { STAFF_ROLE_LABELS } from './staff-roles.js';

/** Staff users (`Ansatte`) and their sign-in: the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const STAFF_AUDIT_ACTIONS = {
  'staffUser.created': 'Opprettet',
  'staffUser.activated': 'Aktivert',
  'staffUser.deactivated': 'Deaktivert',
  'staffUser.role.changed': 'Rolle endret',
  'staffUser.password.changed': 'Endret eget passord',
  'staffUser.password.reset': 'Passord tilbakestilt',
  'staffUser.admin.reset': 'Administratoren tilbakestilt ved oppstart (ADMIN_RESET)',
  'staffUser.totp.enabled': 'Slo på to-trinns innlogging',
  'staffUser.totp.reset': 'To-trinns innlogging tilbakestilt',
  'staffUser.totpRequired.changed': 'Endret krav om to-trinns innlogging',
} as const;

/** What an entry adds to its wording: the role given, whether two-step sign-in is now required. */
export const STAFF_AUDIT_DETAILS: AuditDetails<keyof typeof STAFF_AUDIT_ACTIONS> = {
  'staffUser.created': (_before, after) => auditPhrase(' som ', auditLabel(STAFF_ROLE_LABELS, after?.role)),
  'staffUser.role.changed': (_before, after) => auditPhrase(' til ', auditLabel(STAFF_ROLE_LABELS, after?.role)),
  'staffUser.totpRequired.changed': (_before, after) =>
    after?.totpRequired === true ? ': kreves' : after?.totpRequired === false ? ': kreves ikke lenger' : '',
};
