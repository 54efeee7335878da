import { describe, expect, it } from 'vitest';
import { pagePriceText } from './page-price';

describe('pagePriceText', () => {
  it('shows the live price in the catalogue form', () => {
    expect(pagePriceText(499, 'Fra 499,-')).toBe('Fra 499,-');
    expect(pagePriceText(499, '549')).toBe('Fra 549,-');
  });

  it("falls back to the page's own figure when the product or a readable price is missing", () => {
    expect(pagePriceText(899, undefined)).toBe('Fra 899,-');
    expect(pagePriceText(899, '')).toBe('Fra 899,-');
    expect(pagePriceText(899, 'Pris på forespørsel')).toBe('Fra 899,-');
  });
});
