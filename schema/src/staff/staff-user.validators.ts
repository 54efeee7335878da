import { z } from 'zod';
import { emailField, requiredText } from '../common/field.validators.js';
import { STAFF_ROLES } from './staff-roles.js';
import {
  passwordBytes,
  STAFF_PASSWORD_MAX_BYTES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_USER_MESSAGES,
} from './staff-users.js';

export { STAFF_PASSWORD_MAX_BYTES, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, STAFF_USER_MESSAGES };

/**
 * A new staff password: at least 12 characters (not trimmed: blanks count) and at most 72 bytes in UTF-8 (bcrypt
 * ignores what follows, so a longer one is refused rather than silently cut).
 */
export const staffPassword = z
  .string({ error: STAFF_USER_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN_LENGTH, { error: STAFF_USER_MESSAGES.passwordTooShort })
  .refine((password) => passwordBytes(password) <= STAFF_PASSWORD_MAX_BYTES, {
    error: STAFF_USER_MESSAGES.passwordTooLong,
  });

export const staffRole = z.enum(STAFF_ROLES, { error: 'Velg en rolle' });

/** `Ny ansatt`: 'Navn', 'Brukernavn', 'E-post', 'Rolle', 'Passord'. */
export const staffUserCreateInput = z.object({
  name: requiredText(120, 'Navn er påkrevd', 'Navnet kan ha høyst 120 tegn'),
  username: z
    .string({ error: 'Brukernavn er påkrevd' })
    .trim()
    .min(3, { error: 'Brukernavnet må ha minst 3 tegn' })
    .max(60, { error: 'Brukernavnet kan ha høyst 60 tegn' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'Brukernavnet kan bare ha bokstaver a–z, tall, punktum, - og _' }),
  email: emailField('Ugyldig e-postadresse'),
  role: staffRole,
  password: staffPassword,
});

export type StaffUserCreateInput = z.input<typeof staffUserCreateInput>;

/** `Endre passord`: the current password, the new one twice. */
export const changeOwnPasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Skriv inn nåværende passord' })
      .min(1, { error: 'Skriv inn nåværende passord' })
      .max(1024, { error: STAFF_USER_MESSAGES.wrongCurrentPassword }),
    newPassword: staffPassword,
    repeatPassword: z.string({ error: STAFF_USER_MESSAGES.passwordsDiffer }),
  })
  .refine((value) => value.newPassword === value.repeatPassword, {
    path: ['repeatPassword'],
    error: STAFF_USER_MESSAGES.passwordsDiffer,
  });
