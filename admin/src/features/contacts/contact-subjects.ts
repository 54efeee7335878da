import {
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  isContactSubject,
  type ContactSubject,
} from '@russ/schema/contact/contact-subjects';

export { contactSubjectLabel } from '@russ/schema/contact/contact-subjects';

const SUBJECT_COLORS: Record<ContactSubject, string> = {
  tilbud: 'red',
  produkter: 'blue',
  design: 'purple',
  annet: 'default',
};

export function contactSubjectColor(subject: string): string {
  return isContactSubject(subject) ? SUBJECT_COLORS[subject] : 'default';
}

/** Options for a subject filter (ProTable valueEnum), in the order the contact form lists them. */
export const contactSubjectOptions = Object.fromEntries(
  CONTACT_SUBJECTS.map((value) => [value, { text: CONTACT_SUBJECT_LABELS[value] }]),
);
