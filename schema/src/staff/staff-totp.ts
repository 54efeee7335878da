import type { StaffRole } from './staff-roles.js';

/** Two-step sign-in for staff (admin §13, `To-trinns innlogging`): rules and words shared by the API and console. */

/** Who must have two-step sign-in besides the users marked `Krever to-trinns innlogging` (STAFF_TOTP_REQUIRED). */
export type StaffTotpRequirement = 'off' | 'admins' | 'all';

/** Recovery codes shown once after enrolment, each usable once. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** How long the password step stays valid while the code is asked for. */
export const STAFF_SECOND_STEP_TTL_SECONDS = 5 * 60;

export const STAFF_TOTP_MESSAGES = {
  wrongCode: 'Koden er feil eller utløpt.',
  alreadyEnabled: 'To-trinns innlogging er allerede slått på.',
  enrolmentNotStarted: 'Start på nytt: velg «Slå på to-trinns innlogging».',
  enrolmentRequired: 'Slå på to-trinns innlogging før du fortsetter.',
  secondStepExpired: 'Innloggingen tok for lang tid. Logg inn på nytt.',
} as const;

/** Whether a staff user must have two-step sign-in: marked on the user, or by the shop's requirement. */
export function totpRequiredFor(
  user: { role: StaffRole; totpRequired: boolean },
  requirement: StaffTotpRequirement,
): boolean {
  return user.totpRequired || requirement === 'all' || (requirement === 'admins' && user.role === 'admin');
}
