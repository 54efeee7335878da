import { z } from 'zod';

export const MEMBER_LIMITS = { name: 100, email: 254, school: 200 } as const;

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Ugyldig verdi' })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** Community signup (POST /api/members and the joinCommunity mutation). */
export const memberInput = z.object({
  firstName: z
    .string({ error: 'Fornavn er påkrevd' })
    .trim()
    .min(1, { error: 'Fornavn er påkrevd' })
    .max(MEMBER_LIMITS.name, { error: 'Fornavnet er for langt' }),
  lastName: z
    .string({ error: 'Etternavn er påkrevd' })
    .trim()
    .min(1, { error: 'Etternavn er påkrevd' })
    .max(MEMBER_LIMITS.name, { error: 'Etternavnet er for langt' }),
  // Stored lower-case so the unique index makes "Ola@X.no" and "ola@x.no" one membership.
  email: z
    .string({ error: 'Ugyldig e-postadresse' })
    .trim()
    .max(MEMBER_LIMITS.email, { error: 'Ugyldig e-postadresse' })
    .pipe(z.email({ error: 'Ugyldig e-postadresse' }))
    .transform((value) => value.toLowerCase()),
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
