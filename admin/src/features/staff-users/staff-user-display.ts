import { STAFF_ROLE_LABELS, type StaffRole } from '@russ/schema/staff/staff-roles';

export const roleText = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;
