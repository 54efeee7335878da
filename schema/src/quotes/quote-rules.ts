// Kept free of zod so the console and the dashboard can show the limits and messages without the validators.

/** Limits of the staff quote form (admin §2, §16). */
export const QUOTE_LIMITS = {
  lines: 200,
  quantity: 10_000,
  /** Kroner incl. MVA. */
  unitPrice: 100_000,
  description: 500,
  size: 32,
  colour: 32,
  printName: 40,
  customerNote: 2000,
} as const;

/** Every Norwegian message of the quote form, by field (labels from admin §16). */
export const QUOTE_MESSAGES = {
  customerEmail: 'Oppgi kundens e-postadresse',
  linesRequired: 'Legg til minst én linje',
  linesTooMany: `Et tilbud kan ha høyst ${QUOTE_LIMITS.lines} linjer`,
  product: 'Velg et produkt',
  descriptionTooLong: `Beskrivelsen kan ha høyst ${QUOTE_LIMITS.description} tegn`,
  sizeTooLong: `Størrelsen kan ha høyst ${QUOTE_LIMITS.size} tegn`,
  colourTooLong: `Fargen kan ha høyst ${QUOTE_LIMITS.colour} tegn`,
  quantity: 'Antall må være et helt tall fra 1 til 10 000',
  unitPrice: 'Enhetspris må være et beløp fra 0 til 100 000 kr med høyst to desimaler',
  design: 'Velg et gyldig design',
  printNameTooLong: `Trykknavnet kan ha høyst ${QUOTE_LIMITS.printName} tegn`,
  discount: 'Velg en rabatt',
  discountReading: 'Velg hvilken rabattabell som gjelder',
  discountPercent: 'Rabatten må være fra 0 til 100 %, med høyst to desimaler',
  code: 'Rabattkoden må være 3–32 bokstaver (A–Z) eller tall',
  validUntil: 'Ugyldig dato',
  validUntilPast: 'Gyldig til må være frem i tid',
  validUntilTooFar: 'Gyldig til kan være høyst ett år frem i tid',
  group: 'Velg en gyldig gruppe',
  contact: 'Ugyldig henvendelse',
  customerNoteTooLong: `Meldingen til kunden kan ha høyst ${QUOTE_LIMITS.customerNote} tegn`,
  productNotFound: 'Produktet finnes ikke i katalogen',
  designNotCustomers: 'Designet tilhører ikke denne kunden',
  groupNotFound: 'Gruppen finnes ikke',
  contactNotFound: 'Henvendelsen finnes ikke',
  codeUnknown: 'Rabattkoden finnes ikke',
  notFound: 'Tilbudet finnes ikke',
  notEditable: 'Bare utkast kan endres. Lag en ny versjon for å endre et sendt tilbud.',
  notSendable: 'Bare utkast kan sendes',
  replaced: 'Dette tilbudet er erstattet av en nyere versjon',
  previousAccepted: 'Kunden har allerede godtatt forrige versjon av tilbudet',
  newVersionOnlySent: 'Ny versjon kan bare lages av et sendt tilbud som ikke er erstattet',
  customerOnly: 'Tilbud godtas og avslås av kunden i Min side',
  declineReasonTooLong: 'Begrunnelsen kan ha høyst 1000 tegn',
} as const;
