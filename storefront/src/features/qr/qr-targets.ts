/**
 * Where the printed QR codes lead.
 *
 * The spec has the generator's codes point at pages "on an external shop site". This shop is that site, so each
 * code targets `<origin>/<page>`: the origin is `VITE_QR_BASE_URL` when the storefront is built with it (e.g. the
 * public address when printing from a local or staging copy), otherwise the address the page is opened on
 * (`window.location.origin`, which is PUBLIC_URL in production). Either way the code encodes a real, absolute URL.
 */
export function qrBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_QR_BASE_URL;
  const base = typeof configured === 'string' && configured.trim() ? configured.trim() : window.location.origin;
  return base.replace(/\/+$/, '');
}

export function qrTargetUrl(path: string, base = qrBaseUrl()): string {
  return `${base}${path}`;
}

export type QrGeneratorEntry = { key: string; title: string; description: string; path: string };

/** One card per product category on /qr-generator, plus the certification page. */
export const QR_GENERATOR_ENTRIES: readonly QrGeneratorEntry[] = [
  { key: 'hoodie', title: 'Hoodie', description: 'Hoodie med eget trykk – russens favoritt.', path: '/hoodie' },
  {
    key: 'crewneck',
    title: 'Crewneck',
    description: 'Klassisk crewneck-genser uten hette, med eget design.',
    path: '/crewneck',
  },
  {
    key: 'longsleeve',
    title: 'Longsleeve',
    description: 'Lett langermet trøye, perfekt under russedressen.',
    path: '/longsleeve',
  },
  {
    key: 'sweatpants',
    title: 'Sweatpants',
    description: 'Myke sweatpants i jente- og unisexmodell.',
    path: '/sweatpants',
  },
  {
    key: 'shorts',
    title: 'Shorts',
    description: 'Shorts i samme farge og stil som resten av gjengen.',
    path: '/shorts',
  },
  {
    key: 'zip-hoodie',
    title: 'Zip-hoodie',
    description: 'Ziphoodie med glidelås og eget trykk.',
    path: '/zip-hoodie',
  },
  {
    key: 'sertifisering',
    title: 'Sertifisering',
    description: 'Om OEKO-TEX Standard 100 og materialene i klærne våre.',
    path: '/oeko-tex',
  },
];

export type QrPageEntry = { key: string; title: string; description: string; path: string };

/** The QR catalogue pages on /qr-pages: each code points at this site's own origin plus the path. */
export const QR_PAGE_ENTRIES: readonly QrPageEntry[] = [
  {
    key: 'russedresser',
    title: 'Russedresser',
    description: 'Klassiske russedresser med egen logo og brodering.',
    path: '/qr/russedresser',
  },
  { key: 'parkas', title: 'Parkas', description: 'Varme parkas for kalde russenetter.', path: '/qr/parkas' },
  {
    key: 'tilbehor',
    title: 'Tilbehør',
    description: 'Caps, solbriller, vesker og annet tilbehør.',
    path: '/qr/tilbehor',
  },
];
