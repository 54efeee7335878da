/**
 * Commercial rules with the readings the spec gives (storefront §1 and §9). Where two readings exist both are
 * kept, with the page that shows each.
 */
export const RETURN_POLICY_READINGS = {
  /** Terms page: 14-day withdrawal for standard products, customer pays return shipping. */
  terms: {
    page: '/terms',
    withdrawalDays: 14,
    text: 'Standardprodukter har 14 dagers angrerett fra mottak. Varen må være ubrukt og i original stand, og kunden betaler returfrakten. Pengene tilbakebetales etter godkjent retur.',
  },
  /** Size guide dialog: free returns and exchange. */
  sizeGuide: { page: 'size guide dialog', text: 'Gratis retur og bytte.' },
} as const;

export const CUSTOM_PRODUCT_RETURN_TEXT =
  'Tilpassede produkter (eget design, trykk, brodering, navn eller tekst) har ingen angrerett og kan ikke returneres med mindre de har feil.';

export const EMBROIDERY_READINGS = {
  /** Terms/FAQ: no embroidery for now. */
  notOffered: { page: '/terms', offered: false, text: 'Vi tilbyr foreløpig ikke brodering.' },
  /** Russedress/patch pages: own logo and embroidery. */
  offered: { page: '/qr/russedresser', offered: true, text: 'Klassiske russedresser med egen logo og brodering.' },
} as const;

export const COMPLAINTS = {
  periodYears: 2,
  text: 'Reklamasjonsfristen er 2 år. Vi betaler frakten ved berettiget reklamasjon, og du velger reparasjon, ombytte eller refusjon.',
} as const;

export const PAYMENT_METHODS = ['Faktura (bankoverføring)', 'Vipps', 'Visa', 'Mastercard'] as const;
export const INVOICE_BY_AGREEMENT_TEXT = 'Faktura etter avtale for skoler, lag og store grupper.';

export const MATERIAL = {
  composition: '80% bomull og 20% akryl',
  certification: 'OEKO-TEX Standard 100',
  washing: 'Vask på 30°C med vrangen ut',
} as const;

export const DATA_RETENTION_YEARS = 3;

/** No changes or cancellation after the design is approved. */
export const NO_CHANGES_AFTER_APPROVAL_TEXT =
  'Etter at designet er godkjent kan bestillingen ikke endres eller avbestilles.';

/** What to send in an order e-mail (storefront §1). */
export const ORDER_EMAIL_CHECKLIST = [
  'Antall',
  'Størrelser',
  'Farge',
  'Designfiler',
  'Navn som skal trykkes',
  'Leveringsadresse',
  'Ønsket leveringsdato',
] as const;
