/**
 * Product name → product page (storefront §2, "Product name to page mapping"), used by the home page, the
 * overdeler listing and the QR catalogue pages. Any other name goes to /products. Names are matched after
 * trimming and ignoring case, so 'hoodie original' still finds /hoodie.
 */
export const PRODUCT_PAGE_BY_NAME: Readonly<Record<string, string>> = {
  'Hoodie Original': '/hoodie',
  'Ziphoodie Premium': '/zip-hoodie',
  Longsleeve: '/longsleeve',
  Sweatpants: '/sweatpants',
  Bandana: '/bandana',
  'Patches Broderte': '/patches',
  'Lue Klassisk': '/lue',
  'Glitter Uggs': '/glitter-uggs',
  'Dress Klassisk': '/dress',
  'Snekker Premium': '/snekker',
};

export const PRODUCTS_PAGE = '/products';

const byLowerName = new Map(Object.entries(PRODUCT_PAGE_BY_NAME).map(([name, path]) => [name.toLowerCase(), path]));

export function productPagePath(name: string): string {
  return byLowerName.get(name.trim().toLowerCase()) ?? PRODUCTS_PAGE;
}

/** Every single-product page route (storefront §2), /surprise excluded. */
export const PRODUCT_PAGE_PATHS = [
  '/hoodie',
  '/zip-hoodie',
  '/crewneck',
  '/longsleeve',
  '/shorts',
  '/sweatpants',
  '/bandana',
  '/patches',
  '/lue',
  '/glitter-uggs',
  '/dress',
  '/snekker',
] as const;
export type ProductPagePath = (typeof PRODUCT_PAGE_PATHS)[number];
