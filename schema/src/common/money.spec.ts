import { describe, expect, it } from 'vitest';
import { formatNok, fromPriceText, NBSP, oreToKroner, percentOfOre, priceTextToNumber, toOre } from './money.js';

/** Compares with regular spaces so the expectations read like the screen. */
const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('formatNok', () => {
  it('groups thousands and appends kr', () => {
    expect(plain(formatNok(1299))).toBe('1 299 kr');
    expect(plain(formatNok(11376))).toBe('11 376 kr');
    expect(plain(formatNok(1234567))).toBe('1 234 567 kr');
    expect(formatNok(499)).toBe(`499${NBSP}kr`);
    expect(plain(formatNok(0))).toBe('0 kr');
  });

  it('uses no-break spaces, like Intl nb-NO grouping, so an amount never wraps', () => {
    expect(formatNok(1299)).toBe(`1${NBSP}299${NBSP}kr`);
    expect(formatNok(1299)).not.toContain(' ');
  });

  it('reads the numeric(10,2) strings the database returns and shows decimals only when there are any', () => {
    expect(plain(formatNok('1299.00'))).toBe('1 299 kr');
    expect(plain(formatNok('1445.5'))).toBe('1 445,50 kr');
    expect(plain(formatNok('289.80'))).toBe('289,80 kr');
    expect(plain(formatNok(-199))).toBe('-199 kr');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatNok('abc')).toThrow(TypeError);
  });
});

describe('price texts', () => {
  it('derives the number the storefront way', () => {
    expect(priceTextToNumber('Fra 449,-')).toBe(449);
    expect(priceTextToNumber('Fra 1 199,50')).toBe(1199.5);
    expect(priceTextToNumber(399)).toBe(399);
  });

  it('writes from-prices as the catalogue shows them', () => {
    expect(fromPriceText(449)).toBe('Fra 449,-');
  });
});

describe('øre arithmetic', () => {
  it('reads kroner as whole øre and back', () => {
    expect(toOre(1299)).toBe(129900);
    expect(toOre('1299.50')).toBe(129950);
    expect(toOre('0,1')).toBe(10);
    expect(toOre(0.1 + 0.2)).toBe(30);
    expect(toOre('abc')).toBeNaN();
    expect(oreToKroner(129950)).toBe(1299.5);
  });

  it('takes a percentage rounded half up to whole øre, exactly for large sums', () => {
    expect(percentOfOre(49900, 25)).toBe(12475);
    expect(percentOfOre(49900, 12.5)).toBe(6238); // 6237.5 → 6238
    expect(percentOfOre(-49900, 12.5)).toBe(-6238);
    expect(percentOfOre(1, 49)).toBe(0);
    expect(percentOfOre(1, 50)).toBe(1);
    expect(percentOfOre(9_007_199_254_740_000, 100)).toBe(9_007_199_254_740_000);
  });
});
