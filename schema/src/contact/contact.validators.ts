import { z } from 'zod';
import { requiredText } from '../common/field.validators.js';
import { CONTACT_SUBJECTS } from './contact-subjects.js';

export { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, type ContactSubject } from './contact-subjects.js';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Trimmed, lower-cased e-mail address; one message for every way it can be wrong. */
export const emailAddress = z
  .string({ error: 'Ugyldig e-postadresse' })
  .trim()
  .max(CONTACT_LIMITS.email, { error: 'Ugyldig e-postadresse' })
  .pipe(z.email({ error: 'Ugyldig e-postadresse' }));

/** The contact form (POST /api/contact and the submitContact mutation). */
export const contactInput = z.object({
  firstName: requiredText(CONTACT_LIMITS.name, 'Fornavn er påkrevd', 'Fornavnet er for langt'),
  lastName: requiredText(CONTACT_LIMITS.name, 'Etternavn er påkrevd', 'Etternavnet er for langt'),
  email: emailAddress,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Velg et gyldig emne' }),
  message: requiredText(CONTACT_LIMITS.message, 'Melding er påkrevd', 'Meldingen er for lang'),
});

export type ContactInput = z.input<typeof contactInput>;
export type ContactData = z.output<typeof contactInput>;

export const CONTACT_ANSWER_MESSAGES = {
  bodyRequired: 'Svaret kan ikke være tomt',
  bodyTooLong: 'Svaret er for langt',
  notFound: 'Fant ikke henvendelsen',
} as const;

/** `Svar` on a contact message (answerContact): the text mailed to the sender. */
export const contactAnswerInput = z.object({
  body: requiredText(CONTACT_LIMITS.message, CONTACT_ANSWER_MESSAGES.bodyRequired, CONTACT_ANSWER_MESSAGES.bodyTooLong),
});
