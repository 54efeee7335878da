/** Staff roles for the admin console (contract: users table = staff). */
export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const DEFAULT_STAFF_ROLE: StaffRole = 'staff';

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  staff: 'Ansatt',
  admin: 'Administrator',
};
