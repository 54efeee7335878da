/** Display limits and sizes of the storefront (storefront §9). */
export const POPULAR_PRODUCTS_MAX = 6;
export const FEATURED_BLOG_POSTS_MAX = 3;
export const HERO_SLIDE_COUNT = 5;

export const SKELETON_COUNTS = {
  products: 6,
  underdeler: 6,
  tilbehor: 6,
  russedresser: 3,
  categoryPageSmall: 3,
  categoryPageLarge: 6,
} as const;

export const MOBILE_MENU_WIDTH_PX = 300;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

export const QR = {
  generatorWidthPx: 200,
  overviewWidthPx: 160,
  margin: 2,
  dark: '#000000',
  light: '#ffffff',
} as const;

export const MAGNIFIER = { defaultZoom: 2, lensDiameterPx: 160 } as const;

/** Marketing claims shown on the home page. */
export const CLAIMS = {
  rating: 4.7,
  reviewCount: 394,
  satisfiedPercent: 99,
  followers: ['8000+', '500+'],
} as const;
