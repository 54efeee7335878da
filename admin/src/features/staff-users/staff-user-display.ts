import { STAFF_ROLE_LABELS, type StaffRole } from '@russ/schema/staff/staff-roles';

export const roleText = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

/** `Historikk` of a staff user: its audit actions in Norwegian. */
export function describeStaffUserAction(
  action: string,
  _before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  switch (action) {
    case 'staffUser.created':
      return `Opprettet som ${roleText(String(after?.role ?? ''))}`;
    case 'staffUser.role.changed':
      return `Rolle endret til ${roleText(String(after?.role ?? ''))}`;
    case 'staffUser.deactivated':
      return 'Deaktivert';
    case 'staffUser.activated':
      return 'Aktivert';
    case 'staffUser.password.reset':
      return 'Passord tilbakestilt';
    case 'staffUser.password.changed':
      return 'Endret eget passord';
    case 'staffUser.totp.enabled':
      return 'Slo på to-trinns innlogging';
    case 'staffUser.totp.reset':
      return 'To-trinns innlogging tilbakestilt';
    case 'staffUser.totpRequired.changed':
      return after?.totpRequired ? 'Krever to-trinns innlogging' : 'Krever ikke lenger to-trinns innlogging';
    case 'staffUser.admin.reset':
      return 'Administratoren tilbakestilt ved oppstart (ADMIN_RESET)';
    default:
      return action;
  }
}
