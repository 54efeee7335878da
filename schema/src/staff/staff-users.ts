/** Staff users (admin §13): rules and messages shared by the API and the console (no zod here). */

/** Staff passwords (admin §13): at least this many characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/**
 * bcrypt reads only the first 72 bytes of a password and ignores the rest, so a longer one is refused instead of
 * silently cut (æ, ø, å take two bytes in UTF-8).
 */
export const STAFF_PASSWORD_MAX_BYTES = 72;
/** The longest password in characters (all of them one byte each). */
export const STAFF_PASSWORD_MAX_LENGTH = STAFF_PASSWORD_MAX_BYTES;

/** A password's length in UTF-8 bytes, as bcrypt counts it. */
export function passwordBytes(password: string): number {
  let bytes = 0;
  for (const char of password) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const STAFF_USER_MESSAGES = {
  notFound: 'Fant ikke den ansatte',
  usernameTaken: 'Brukernavnet er allerede i bruk',
  emailTaken: 'E-postadressen er allerede i bruk av en annen ansatt',
  passwordTooShort: `Passordet må ha minst ${STAFF_PASSWORD_MIN_LENGTH} tegn`,
  passwordTooLong: `Passordet kan ha høyst ${STAFF_PASSWORD_MAX_BYTES} tegn (æ, ø og å teller som to)`,
  passwordsDiffer: 'Passordene er ikke like',
  wrongCurrentPassword: 'Nåværende passord er feil',
  lastAdmin: 'Den siste aktive administratoren kan ikke fjernes. Gjør en annen ansatt til administrator først.',
  alreadyActive: 'Den ansatte er allerede aktiv',
  alreadyInactive: 'Den ansatte er allerede deaktivert',
  sameRole: 'Den ansatte har allerede denne rollen',
} as const;
