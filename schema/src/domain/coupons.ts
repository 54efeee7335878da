/** Coupon value types; the schema default is percentage (customer-area §3). */
export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const DEFAULT_COUPON_TYPE: CouponType = 'percentage';

export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percentage: 'Prosent',
  fixed: 'Fast beløp',
};

/** The hidden discount page's code (storefront §9): 25 % off the whole e-mail order, not combinable. */
export const RUSS25 = {
  code: 'RUSS25',
  percent: 25,
  title: '25 % på hele bestillingen',
  description:
    'Oppgi koden RUSS25 i e-postbestillingen din og få 25 % rabatt på hele bestillingen. Kan ikke kombineres med andre tilbud.',
  combinable: false,
  /** Route of the hidden page that announces it. */
  page: '/surprise',
} as const;
