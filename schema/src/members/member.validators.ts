import { z } from 'zod';
import { optionalText as optionalTextField, emailField, requiredText } from '../common/field.validators.js';

export const MEMBER_LIMITS = { name: 100, email: 254, school: 200 } as const;

/** Optional trimmed text: empty or missing → null; a value that is not text reads 'Ugyldig verdi'. */
const optionalText = (max: number, tooLong: string) => optionalTextField(max, tooLong, 'Ugyldig verdi');

/** Community signup (POST /api/members and the joinCommunity mutation). */
export const memberInput = z.object({
  firstName: requiredText(MEMBER_LIMITS.name, 'Fornavn er påkrevd', 'Fornavnet er for langt'),
  lastName: requiredText(MEMBER_LIMITS.name, 'Etternavn er påkrevd', 'Etternavnet er for langt'),
  // Stored lower-case so the unique index makes "Ola@X.no" and "ola@x.no" one membership.
  email: emailField('Ugyldig e-postadresse'),
  school: optionalText(MEMBER_LIMITS.school, 'Skolenavnet er for langt'),
  graduationYear: z
    .union([z.string(), z.number()], { error: 'Ugyldig avgangsår' })
    .nullish()
    .transform((value) => (value == null ? '' : String(value).trim()))
    .refine((value) => value === '' || /^\d{4}$/.test(value), {
      error: 'Avgangsår må være fire siffer, for eksempel 2026',
    })
    .transform((value) => (value === '' ? null : value)),
});

export type MemberInput = z.input<typeof memberInput>;
export type MemberData = z.output<typeof memberInput>;

export const EMAIL_TAKEN_MESSAGE = 'Det finnes allerede et medlemskap med denne e-postadressen.';
