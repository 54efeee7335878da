import { describe, expect, it } from 'vitest';
import { formatTierRange, GROUP_DISCOUNT_READINGS, groupDiscountPercent } from './discounts.js';
import { shippingCostNok } from './shipping.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-status.js';
import { DESIGN_STATUS_LABELS } from './design-status.js';
import { formatMaxMembers } from './group-status.js';
import { shortOrderRef } from './return-status.js';

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

describe('shipping', () => {
  it('costs 199 below 20 products and is free from 20 and on group orders', () => {
    expect(shippingCostNok({ quantity: 1 })).toBe(199);
    expect(shippingCostNok({ quantity: 19 })).toBe(199);
    expect(shippingCostNok({ quantity: 20 })).toBe(0);
    expect(shippingCostNok({ quantity: 21 })).toBe(0);
    expect(shippingCostNok({ quantity: 2, isGroupOrder: true })).toBe(0);
  });
});

describe('statuses', () => {
  it('labels every order status, with the spec labels for the four it names', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
    expect(ORDER_STATUS_LABELS.pending).toBe('Behandles');
    expect(ORDER_STATUS_LABELS.processing).toBe('Under behandling');
    expect(ORDER_STATUS_LABELS.shipped).toBe('Sendt');
    expect(ORDER_STATUS_LABELS.delivered).toBe('Levert');
  });

  it('labels a draft design Utkast', () => {
    expect(DESIGN_STATUS_LABELS.draft).toBe('Utkast');
    expect(DESIGN_STATUS_LABELS.in_production).toBe('I produksjon');
  });

  it('shows an empty member limit as Ubegrenset and a return order id as its last 8 characters', () => {
    expect(formatMaxMembers(null)).toBe('Ubegrenset');
    expect(formatMaxMembers(25)).toBe('25');
    expect(shortOrderRef('RK-2025-000123')).toBe('5-000123');
    expect(shortOrderRef(42)).toBe('42');
  });
});
