import { ASSETS_BASE, webpCopiesSrcSet } from './assets.js';

/**
 * Images uploaded in the console are stored in the sizes the storefront shows (api catalog-image.ts): products
 * 800 and 400 px square, blog posts 1200×630 and 600×315, as `/api/assets/uploads/<uuid>-<width>.jpg`, the URL
 * naming the largest. For such a URL this gives the `srcset` of every size, so a card loads the small one.
 */
const UPLOADED = /^(\/api\/assets\/uploads\/[0-9a-f-]{36})-(800|1200)\.jpg$/;

export function uploadedImageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? UPLOADED.exec(url) : null;
  if (!match) return undefined;
  const [, stem, largest] = match;
  const small = largest === '800' ? 400 : 600;
  return `${stem}-${small}.jpg ${small}w, ${stem}-${largest}.jpg ${largest}w`;
}

/** The pictures the catalogue ships with (api/assets/<name>.jpg) that have WebP copies of these widths. */
const SHIPPED_PRODUCT_IMAGES: ReadonlySet<string> = new Set([
  'bandana',
  'caps-med-logo',
  'crewneck',
  'dress-klassisk',
  'glitter-uggs',
  'glitterpatch',
  'gymbag',
  'hoodie-jente',
  'hoodie-original',
  'klistremerker',
  'longsleeve',
  'lue-klassisk',
  'navnepatch',
  'patches-broderte',
  'russedress-jente',
  'russedress-klassisk',
  'russedress-premium',
  'shorts',
  'snekker-premium',
  'solbriller-russ',
  'sweatpants',
  'sweatshirt-oversized',
  't-skjorte-russ',
  'ziphoodie-premium',
]);
const SHIPPED_BLOG_IMAGES: ReadonlySet<string> = new Set([
  'blog-design',
  'blog-gruppe',
  'blog-planlegging',
  'blog-storrelser',
  'blog-vask',
]);
const SHIPPED = new RegExp(`^${ASSETS_BASE}/([a-z0-9-]+)\\.jpg$`);

/**
 * The `srcset` of a catalogue picture (a product's or a blog post's): an uploaded one's sizes, or the WebP copies of
 * a shipped one (products 400 and 800 px, blog posts 600 and 1200 px: about half the JPEG's bytes); undefined for
 * any other URL, which is then shown as it is.
 */
export function catalogImageSrcSet(url: string | null | undefined): string | undefined {
  const uploaded = uploadedImageSrcSet(url);
  if (uploaded) return uploaded;
  const name = url ? SHIPPED.exec(url)?.[1] : undefined;
  if (!name) return undefined;
  if (SHIPPED_PRODUCT_IMAGES.has(name)) return webpCopiesSrcSet(name, [400, 800]);
  if (SHIPPED_BLOG_IMAGES.has(name)) return webpCopiesSrcSet(name, [600, 1200]);
  return undefined;
}
