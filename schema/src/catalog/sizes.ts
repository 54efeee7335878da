/** Sizes in the size guides (storefront §3 and §9). */
export const SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** Size ranges as the pages state them. */
export const SIZE_RANGES = {
  /** Models come in XS to XL (storefront §1); the hoodie info list says XS-XL too. */
  models: ['XS', 'S', 'M', 'L', 'XL'],
  /** The size guides go XXS to XXL. */
  sizeGuide: SIZES,
  /** Dress and snekker: XS to 3XL. */
  dressAndSnekker: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  /** Bandana: one size, 55x55 cm. */
  bandana: ['One size'],
} as const;

export const BANDANA_SIZE_TEXT = '55x55 cm, én størrelse';

/** Cuts the models come in. */
export const CUTS = ['jente', 'unisex'] as const;
export type Cut = (typeof CUTS)[number];
