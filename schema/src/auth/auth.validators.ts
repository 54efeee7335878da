import { z } from 'zod';
import { emailField, requiredText } from '../common/field.validators.js';

export const INVALID_EMAIL_MESSAGE = 'Ugyldig e-postadresse';

/** A single-use sign-in link lives this long (the row's expiresAt and the link token's exp). */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/**
 * The same answer whether or not the e-mail belongs to a member, so nobody can probe which e-mails exist
 * (the worker decides which mail to send).
 */
export const SIGN_IN_LINK_REQUESTED_MESSAGE =
  'Hvis e-postadressen er registrert, har vi sendt deg en innloggingslenke.';

/** Customer asks for a sign-in link (POST /api/auth/sign-in-link and the requestSignInLink mutation). */
export const signInLinkInput = z.object({
  // Lower-cased like members.email so the link signs in the same customer however the address is typed.
  email: emailField(INVALID_EMAIL_MESSAGE),
});

export type SignInLinkInput = z.input<typeof signInLinkInput>;
export type SignInLinkData = z.output<typeof signInLinkInput>;

/**
 * One vague message for every failed staff sign-in (unknown user, wrong password, missing field, too many
 * attempts), so the form never reveals which usernames exist.
 */
export const INVALID_CREDENTIALS_MESSAGE = 'Feil brukernavn eller passord';

/** Staff sign-in (POST /api/admin/login and the staffSignIn mutation). */
export const staffSignInInput = z.object({
  username: requiredText(100, 'Brukernavn er påkrevd', INVALID_CREDENTIALS_MESSAGE),
  // Bounded so nobody can make the server hash megabytes; far above any real password.
  password: z
    .string({ error: 'Passord er påkrevd' })
    .min(1, { error: 'Passord er påkrevd' })
    .max(1024, { error: INVALID_CREDENTIALS_MESSAGE }),
});

export type StaffSignInInput = z.input<typeof staffSignInInput>;
export type StaffSignInData = z.output<typeof staffSignInInput>;
