import { describe, expect, it } from 'vitest';
import { formatTierRange, GROUP_DISCOUNT_READINGS, groupDiscountPercent } from './discounts.js';

describe('group discounts', () => {
  it('keeps both readings, each with its page', () => {
    expect(GROUP_DISCOUNT_READINGS.terms.page).toBe('/terms');
    expect(GROUP_DISCOUNT_READINGS.groupDiscountsPage.page).toBe('/services/group-discounts');
  });

  it.each([
    [9, 0, 0],
    [10, 10, 5],
    [19, 10, 5],
    [20, 15, 10],
    [49, 15, 10],
    [50, 25, 15],
    [300, 25, 15],
  ])('%i products: terms %i %%, service page %i %%', (quantity, terms, servicePage) => {
    expect(groupDiscountPercent(quantity, 'terms')).toBe(terms);
    expect(groupDiscountPercent(quantity, 'groupDiscountsPage')).toBe(servicePage);
  });

  it('labels tiers', () => {
    const [first, , last] = GROUP_DISCOUNT_READINGS.terms.tiers;
    expect(formatTierRange(first)).toBe('10-19 produkter');
    expect(formatTierRange(last)).toBe('50+ produkter');
  });
});
