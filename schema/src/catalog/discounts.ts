/**
 * Group discount tiers. The spec gives two readings (storefront §9) and each page shows its own:
 * the terms page (/terms) 10/15/25 %, the group-discount service page (/services/group-discounts) 5/10/15 %.
 * Below 10 products no discount is shown. Marketing says "up to 25 %".
 */
export interface DiscountTier {
  minQuantity: number;
  /** Inclusive; null means "and more". */
  maxQuantity: number | null;
  percent: number;
}

export interface DiscountReading {
  /** The page that shows this reading. */
  page: string;
  tiers: readonly DiscountTier[];
}

export const GROUP_DISCOUNT_READINGS = {
  terms: {
    page: '/terms',
    tiers: [
      { minQuantity: 10, maxQuantity: 19, percent: 10 },
      { minQuantity: 20, maxQuantity: 49, percent: 15 },
      { minQuantity: 50, maxQuantity: null, percent: 25 },
    ],
  },
  groupDiscountsPage: {
    page: '/services/group-discounts',
    tiers: [
      { minQuantity: 10, maxQuantity: 19, percent: 5 },
      { minQuantity: 20, maxQuantity: 49, percent: 10 },
      { minQuantity: 50, maxQuantity: null, percent: 15 },
    ],
  },
} as const satisfies Record<string, DiscountReading>;

export type DiscountReadingName = keyof typeof GROUP_DISCOUNT_READINGS;

/** The smallest order that gets a group discount in either reading. */
export const GROUP_DISCOUNT_MIN_QUANTITY = 10;
/** "Gruppe­rabatt på opptil 25 %" in marketing texts. */
export const GROUP_DISCOUNT_MARKETING_MAX_PERCENT = 25;

/** The tier a quantity falls in under a reading, or undefined below 10 products. */
export function groupDiscountTier(quantity: number, reading: DiscountReadingName): DiscountTier | undefined {
  return GROUP_DISCOUNT_READINGS[reading].tiers.find(
    (tier) => quantity >= tier.minQuantity && (tier.maxQuantity === null || quantity <= tier.maxQuantity),
  );
}

/** Discount percent for a quantity under a reading; 0 below 10 products. */
export function groupDiscountPercent(quantity: number, reading: DiscountReadingName): number {
  return groupDiscountTier(quantity, reading)?.percent ?? 0;
}

/** '10-19 produkter' / '50+ produkter'. */
export function formatTierRange(tier: DiscountTier): string {
  return tier.maxQuantity === null
    ? `${tier.minQuantity}+ produkter`
    : `${tier.minQuantity}-${tier.maxQuantity} produkter`;
}
