// Same values and labels as CONTACT_SUBJECTS / CONTACT_SUBJECT_LABELS in
// `@russ/schema/contact/contact.validators`. Not imported from there: that module builds its zod schemas at
// import time, which would add zod (~22 KB gzip) to the contacts page for four labels. Switch to the schema
// import once the constants live in a zod-free module.
export const CONTACT_SUBJECTS = ['tilbud', 'produkter', 'design', 'annet'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  tilbud: 'Tilbud',
  produkter: 'Produkter',
  design: 'Design',
  annet: 'Annet',
};

const SUBJECT_COLORS: Record<ContactSubject, string> = {
  tilbud: 'red',
  produkter: 'blue',
  design: 'purple',
  annet: 'default',
};

function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** Label for a stored subject value; an unknown value is shown as it is. */
export function contactSubjectLabel(subject: string): string {
  return isContactSubject(subject) ? CONTACT_SUBJECT_LABELS[subject] : subject;
}

export function contactSubjectColor(subject: string): string {
  return isContactSubject(subject) ? SUBJECT_COLORS[subject] : 'default';
}

/** Options for a subject filter (ProTable valueEnum), in the order the contact form lists them. */
export const contactSubjectOptions = Object.fromEntries(
  CONTACT_SUBJECTS.map((value) => [value, { text: CONTACT_SUBJECT_LABELS[value] }]),
);
