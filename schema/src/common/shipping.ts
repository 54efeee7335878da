/**
 * Shipping (storefront §9): orders over 20 products ship free, under 20 cost 199 NOK; group orders always
 * ship free (group-discount service page). The spec leaves exactly 20 open ("over 20" free, "under 20" 199);
 * we treat 20 as free, matching "free shipping above 20 pieces" being a group-size threshold where the
 * discount tiers also start a bracket at 20.
 */
export const FREE_SHIPPING_MIN_QUANTITY = 20;
export const SHIPPING_FEE_NOK = 199;

export interface ShippingInput {
  /** Number of products (pieces) in the order. */
  quantity: number;
  /** Group orders ship free regardless of size. */
  isGroupOrder?: boolean;
}

/** Shipping cost in NOK. */
export function shippingCostNok({ quantity, isGroupOrder = false }: ShippingInput): number {
  if (isGroupOrder || quantity >= FREE_SHIPPING_MIN_QUANTITY) return 0;
  return SHIPPING_FEE_NOK;
}

/** Delivery promises (storefront §9, customer-area §1). */
export const DELIVERY = {
  /** After confirmation and payment. */
  standardWeeks: { min: 2, max: 4 },
  standardText: '2-4 uker etter bekreftelse og betaling',
  /** High season when delivery may take longer. */
  peakSeasonText: 'Leveringstiden kan bli lengre i mars til mai.',
  area: 'Alle adresser i Norge med postselskap',
  /** Promised to community members. */
  memberDaysText: '1-2 dager',
  memberDays: { min: 1, max: 2 },
} as const;

/** Reply times as the pages state them (two readings). */
export const REPLY_TIMES = {
  /** Contact page: support replies within 1-2 working days. */
  contactPage: '1-2 virkedager',
  /** Product pages, quote request and certification page. */
  quoteAndProductPages: '24 timer',
} as const;
