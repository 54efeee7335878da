/** Staff users (admin §13): rules and messages shared by the API and the console (no zod here). */

/** Staff passwords (admin §13): at least this many characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Bounded so nobody can make the server hash megabytes (bcrypt reads 72 bytes anyway). */
export const STAFF_PASSWORD_MAX_LENGTH = 200;

export const STAFF_USER_MESSAGES = {
  notFound: 'Fant ikke den ansatte',
  usernameTaken: 'Brukernavnet er allerede i bruk',
  emailTaken: 'E-postadressen er allerede i bruk av en annen ansatt',
  passwordTooShort: `Passordet må ha minst ${STAFF_PASSWORD_MIN_LENGTH} tegn`,
  passwordTooLong: `Passordet kan ha høyst ${STAFF_PASSWORD_MAX_LENGTH} tegn`,
  passwordsDiffer: 'Passordene er ikke like',
  wrongCurrentPassword: 'Nåværende passord er feil',
  lastAdmin: 'Den siste aktive administratoren kan ikke fjernes. Gjør en annen ansatt til administrator først.',
  alreadyActive: 'Den ansatte er allerede aktiv',
  alreadyInactive: 'Den ansatte er allerede deaktivert',
  sameRole: 'Den ansatte har allerede denne rollen',
} as const;
