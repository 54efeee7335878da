import { isOneOf, labelOf } from '../common/option-list.js';
/**
 * Carriers of 'Registrer forsendelse' (admin §3) and the public tracking page each one links to. The link is built
 * here so the console, the customer's 'Spor forsendelse' and the shipped mail show the same one. 'Annen' (another
 * carrier) has no link: the customer gets the tracking number only.
 */
export const CARRIERS = ['posten', 'bring', 'postnord', 'helthjem', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  posten: 'Posten',
  bring: 'Bring',
  postnord: 'PostNord',
  helthjem: 'Helthjem',
  other: 'Annen',
};

/** Each carrier's public tracking page for a tracking number (already URL-encoded), or null for 'Annen'. */
const TRACKING_PAGES: Record<Carrier, ((encoded: string) => string) | null> = {
  posten: (n) => `https://sporing.posten.no/sporing/${n}`,
  bring: (n) => `https://sporing.bring.no/sporing/${n}`,
  postnord: (n) => `https://tracking.postnord.com/no/?id=${n}`,
  helthjem: (n) => `https://helthjem.no/sporing?trackingNumber=${n}`,
  other: null,
};

export const TRACKING_NUMBER_MAX_LENGTH = 64;

export const SHIPMENT_MESSAGES = {
  carrier: 'Velg en transportør',
  trackingNumber: 'Skriv inn sporingsnummeret',
  trackingNumberTooLong: `Sporingsnummeret kan ha høyst ${TRACKING_NUMBER_MAX_LENGTH} tegn`,
  trackingNumberInvalid: 'Sporingsnummeret inneholder ugyldige tegn',
  estimatedDelivery: 'Ugyldig dato for forventet levering',
} as const;

export function isCarrier(value: string): value is Carrier {
  return isOneOf(CARRIERS, value);
}

/** A carrier's name as shown; an unknown stored value is shown as it is. */
export function carrierLabel(carrier: string): string {
  return labelOf(CARRIER_LABELS, carrier);
}

// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A tracking number as staff typed it, trimmed, or a Norwegian message: required, at most 64 characters, no
 * control characters.
 */
export function checkTrackingNumber(
  value: string,
): { ok: true; trackingNumber: string } | { ok: false; message: string } {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: false, message: SHIPMENT_MESSAGES.trackingNumber };
  if (trimmed.length > TRACKING_NUMBER_MAX_LENGTH)
    return { ok: false, message: SHIPMENT_MESSAGES.trackingNumberTooLong };
  if (CONTROL_CHARACTERS.test(trimmed)) return { ok: false, message: SHIPMENT_MESSAGES.trackingNumberInvalid };
  return { ok: true, trackingNumber: trimmed };
}

/**
 * The public tracking link for a shipment, or null for 'Annen', an unknown carrier or an invalid number. The
 * number is trimmed and URL-encoded, so a typed space or slash cannot change the link's target.
 */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = isCarrier(carrier) ? TRACKING_PAGES[carrier] : null;
  const checked = checkTrackingNumber(trackingNumber);
  if (!page || !checked.ok) return null;
  return page(encodeURIComponent(checked.trackingNumber));
}
