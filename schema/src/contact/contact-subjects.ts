// Kept free of zod so the frontends can show the labels without loading the validators.
import { isOneOf, labelOf } from '../common/option-list.js';

/** The subjects a visitor can pick on the contact form, with the label the form shows. */
export const CONTACT_SUBJECTS = ['tilbud', 'produkter', 'design', 'annet'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  tilbud: 'Tilbud',
  produkter: 'Produkter',
  design: 'Design',
  annet: 'Annet',
};

export function isContactSubject(value: string): value is ContactSubject {
  return isOneOf(CONTACT_SUBJECTS, value);
}

/** Label for a stored subject value; an unknown value is shown as it is. */
export function contactSubjectLabel(subject: string): string {
  return labelOf(CONTACT_SUBJECT_LABELS, subject);
}
