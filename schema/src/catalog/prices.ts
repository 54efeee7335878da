/**
 * From-prices in NOK including VAT (storefront §9). The hoodie has two readings: the product page says 499,
 * the search-engine structured data says 399 kr; both are kept with where each is shown.
 */
export const FROM_PRICES_NOK = {
  hoodie: 499,
  zipHoodie: 799,
  crewneck: 449,
  longsleeve: 349,
  shorts: 299,
  sweatpants: 449,
  bandana: 149,
  patches: 99,
  lue: 169,
  glitterUggs: 499,
  dress: 899,
  snekker: 799,
} as const;

export type PricedProduct = keyof typeof FROM_PRICES_NOK;

export const HOODIE_PRICE_READINGS = {
  /** Shown on /hoodie, in the catalogue and on cards. */
  productPage: { amount: 499, shownOn: '/hoodie' },
  /** Given in the hoodie page's structured data (offers.price) for search engines. */
  searchEngineData: { amount: 399, shownOn: 'structured data (JSON-LD) of /hoodie' },
} as const;

/** The logo package example on the service pages and the partner price text. */
export const LOGO_PACKAGE_EXAMPLE_NOK = 2990;

/** Bandana: group discount from this many pieces (storefront §9). */
export const BANDANA_GROUP_DISCOUNT_MIN_QUANTITY = 10;

export const PRICES_INCLUDE_VAT = true;
