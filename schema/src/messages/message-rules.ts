// Kept free of zod so the storefront can use the messages without loading the validators.

export const MESSAGE_LIMITS = { subject: 200, body: 5000 } as const;

/** Every Norwegian message the message features show (api answers, validators, the messages tab). */
export const MESSAGE_MESSAGES = {
  subjectRequired: 'Emne er påkrevd',
  subjectTooLong: 'Emnet er for langt',
  bodyRequired: 'Meldingen kan ikke være tom',
  bodyTooLong: 'Meldingen er for lang',
  typeInvalid: 'Velg en gyldig type',
  relatedInvalid: 'Ugyldig valg',
  orderNotFound: 'Fant ikke bestillingen',
  designNotFound: 'Fant ikke designet',
  groupNotFound: 'Fant ikke gruppen',
  threadNotFound: 'Fant ikke samtalen',
  customerOnly: 'Bare kunden selv kan skrive her. Ansatte svarer fra administrasjonen.',
  alreadyClosed: 'Tråden er allerede lukket',
} as const;

/** The staff's words for a thread's timeline and actions (admin §8, §16). */
export const THREAD_STAFF_LABELS = {
  reply: 'Send svar',
  note: 'Intern notat',
  close: 'Lukk tråd',
  unread: 'Ulest',
} as const;
