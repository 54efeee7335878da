/** Static files of api/assets are served under /api/assets/<file> (storefront §7). */
export const ASSETS_BASE = '/api/assets';

export function assetUrl(file: string): string {
  return `${ASSETS_BASE}/${file}`;
}

/** The size chart image shown on /faq and in the size guide. */
export const SIZE_CHART_IMAGE = 'sizechart.jpeg';
/** The shop logo. */
export const LOGO_IMAGE = 'logo.jpg';
