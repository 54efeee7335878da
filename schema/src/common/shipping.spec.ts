import { describe, expect, it } from 'vitest';
import { shippingCostNok } from './shipping.js';

describe('shipping', () => {
  it('costs 199 below 20 products and is free from 20 and on group orders', () => {
    expect(shippingCostNok({ quantity: 1 })).toBe(199);
    expect(shippingCostNok({ quantity: 19 })).toBe(199);
    expect(shippingCostNok({ quantity: 20 })).toBe(0);
    expect(shippingCostNok({ quantity: 21 })).toBe(0);
    expect(shippingCostNok({ quantity: 2, isGroupOrder: true })).toBe(0);
  });
});
