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
