/**
 * The shop's identity when no `VITE_SHOP_*` variable is set (same defaults as the API's `SHOP_*`).
 * Kept free of `import.meta.env` so `vite.config.ts` can import it too.
 */
export const SHOP_DEFAULTS = {
  name: 'Russekompaniet',
  phone: '+47 22 12 34 56',
  email: 'post@russekompaniet.no',
  address: 'Karl Johans gate 12, 0154 Oslo',
  facebookUrl: 'https://www.facebook.com/russekompaniet',
  instagramUrl: 'https://www.instagram.com/russekompaniet',
} as const;

export type ShopIdentity = { -readonly [K in keyof typeof SHOP_DEFAULTS]: string };
