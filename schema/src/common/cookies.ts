/** The cookies the cookie page lists (storefront §9) and those the shop actually sets. */
export interface CookieInfo {
  key: 'session' | 'preferences' | 'cart' | 'analytics';
  name: string;
  purpose: string;
  duration: string;
}

export const COOKIES: readonly CookieInfo[] = [
  {
    key: 'session',
    name: 'Øktinformasjonskapsel',
    purpose: 'Holder styr på besøket ditt og innloggingen din mens du bruker nettsiden.',
    duration: 'Så lenge besøket varer',
  },
  {
    key: 'preferences',
    name: 'Preferanser',
    purpose: 'Husker språk og region.',
    duration: '30 dager',
  },
  {
    key: 'cart',
    name: 'Handlekurv',
    purpose: 'Husker varene du har lagt til.',
    duration: '7 dager',
  },
  {
    key: 'analytics',
    name: 'Analyse',
    purpose: 'Anonym statistikk over hvordan nettsiden brukes, slik at vi kan gjøre den bedre.',
    duration: '2 år',
  },
];

/** Cookie names set by the api (contract). */
export const SESSION_COOKIE_NAMES = { customer: 'russ_session', staff: 'russ_staff' } as const;

/** Date the legal pages (/terms, /privacy, /cookies) were last updated: 3 September 2024. */
export const LEGAL_LAST_UPDATED = '2024-09-03';
