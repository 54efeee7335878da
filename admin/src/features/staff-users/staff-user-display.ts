import { STAFF_ROLE_LABELS, type StaffRole } from '@russ/schema/domain/staff-roles';

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
    default:
      return action;
  }
}
