/**
 * When a product has no usable picture (storefront §3): an empty imageUrl, an 'emoji:' value, a placeholder
 * service or an image that fails to load shows an icon picked from the product's name (or category) with the
 * first two words of the name instead.
 */

/** Hosts of placeholder-image services: a picture from them is never the real product. */
export const PLACEHOLDER_IMAGE_HOSTS = [
  'placeholder.com',
  'via.placeholder',
  'placehold.co',
  'placehold.it',
  'placeholdit',
  'dummyimage.com',
  'fakeimg.pl',
  'placekitten.com',
  'placeimg.com',
  'lorempixel.com',
] as const;

/** True when the URL cannot show the product itself: empty, an 'emoji:' value or a placeholder service. */
export function isPlaceholderImageUrl(imageUrl: string | null | undefined): boolean {
  const url = imageUrl?.trim() ?? '';
  if (!url) return true;
  if (url.toLowerCase().startsWith('emoji:')) return true;
  const lower = url.toLowerCase();
  return PLACEHOLDER_IMAGE_HOSTS.some((host) => lower.includes(host));
}

export const PRODUCT_ICONS = [
  'cap',
  'sunglasses',
  'bag',
  'stickers',
  'glitter',
  'ziphoodie',
  'hoodie',
  'crewneck',
  'longsleeve',
  'tshirt',
  'sweatpants',
  'shorts',
  'bandana',
  'beanie',
  'patch',
  'overall',
  'trousers',
  'garment',
] as const;
export type ProductIconName = (typeof PRODUCT_ICONS)[number];

/** First match wins, so the more specific words come first ('skyggelue' is a cap, not a beanie). */
const KEYWORD_ICONS: readonly [RegExp, ProductIconName][] = [
  [/\bcaps?\b|skyggelue|snapback/, 'cap'],
  [/solbrille|sunglass/, 'sunglasses'],
  [/bag|veske|sekk|\bpose\b/, 'bag'],
  [/sticker|klistremerke/, 'stickers'],
  [/glitter/, 'glitter'],
  [/zip/, 'ziphoodie'],
  [/hoodie|\bhood|hettegenser/, 'hoodie'],
  [/crewneck|sweatshirt|genser/, 'crewneck'],
  [/longsleeve|langerm/, 'longsleeve'],
  [/t-skjorte|t-shirt|tskjorte|\btee\b/, 'tshirt'],
  [/sweatpant|joggebukse/, 'sweatpants'],
  [/shorts/, 'shorts'],
  [/bandana/, 'bandana'],
  [/\blue\b|beanie/, 'beanie'],
  [/patch|\bmerke/, 'patch'],
  [/dress|overall/, 'overall'],
  [/snekker|bukse|pants|trouser/, 'trousers'],
];

const CATEGORY_ICONS: Readonly<Record<string, ProductIconName>> = {
  overdeler: 'hoodie',
  underdeler: 'trousers',
  tilbehør: 'cap',
  patches: 'patch',
};

/** The icon for a product without a picture: by keywords in the name, then in the category, then a garment. */
export function productIconFor(name: string, category?: string | null): ProductIconName {
  for (const text of [name, category ?? '']) {
    const lower = text.normalize('NFC').toLowerCase();
    const match = KEYWORD_ICONS.find(([pattern]) => pattern.test(lower));
    if (match) return match[1];
  }
  return CATEGORY_ICONS[(category ?? '').normalize('NFC').toLowerCase()] ?? 'garment';
}

/** The words shown under the fallback icon: the first two words of the name. */
export function fallbackCaption(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).join(' ');
}
