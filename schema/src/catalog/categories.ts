import { isOneOf } from '../common/option-list.js';
/** Product categories exactly as stored and as used in `/api/products/category/{category}` (storefront §3). */
export const CATEGORIES = ['overdeler', 'underdeler', 'tilbehør', 'Patches'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  overdeler: 'Overdeler',
  underdeler: 'Underdeler',
  tilbehør: 'Tilbehør',
  Patches: 'Patches',
};

/** Label of the "all" tab on /products. */
export const ALL_PRODUCTS_LABEL = 'Alle produkter';

export function isCategory(value: string): value is Category {
  return isOneOf(CATEGORIES, value);
}
