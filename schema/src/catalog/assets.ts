/** Static files of api/assets are served under /api/assets/<file> (storefront §7). */
export const ASSETS_BASE = '/api/assets';

export function assetUrl(file: string): string {
  return `${ASSETS_BASE}/${file}`;
}

/** Widths of the WebP copies of each hero picture (api/assets/hero-<n>-<width>.webp, made from hero-<n>.jpg). */
export const HERO_IMAGE_WIDTHS = [640, 960, 1600] as const;
/** How wide the hero picture is shown: the page's width, at most the 1440 px container less its padding. */
export const HERO_IMAGE_SIZES = '(min-width: 1440px) 1376px, 100vw';

/**
 * The `srcset` of a hero picture (`hero-1.jpg`): its WebP copies, so a phone fetches about 10 KB instead of the
 * 34 KB JPEG made for a wide screen (the JPEG stays the `src` for a browser without `srcset`).
 */
export function heroImageSrcSet(file: string): string {
  return webpCopiesSrcSet(file.replace(/\.jpg$/, ''), HERO_IMAGE_WIDTHS);
}

/** The `srcset` of the WebP copies `<name>-<width>.webp` of a picture of api/assets. */
export function webpCopiesSrcSet(name: string, widths: readonly number[]): string {
  return widths.map((width) => `${assetUrl(`${name}-${width}.webp`)} ${width}w`).join(', ');
}

/** The size chart image shown on /faq and in the size guide. */
export const SIZE_CHART_IMAGE = 'sizechart.jpeg';
/** The shop logo. */
export const LOGO_IMAGE = 'logo.jpg';
