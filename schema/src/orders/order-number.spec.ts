import { describe, expect, it } from 'vitest';
import { formatOrderNumber, ORDER_NUMBER_PATTERN, orderNumberPrefix } from './order-number.js';

describe('order numbers', () => {
  it('are RK, the year and a four-digit yearly sequence', () => {
    expect(formatOrderNumber(2026, 1)).toBe('RK-2026-0001');
    expect(formatOrderNumber(2026, 10000)).toBe('RK-2026-10000');
    expect(orderNumberPrefix(2027)).toBe('RK-2027-');
    expect(ORDER_NUMBER_PATTERN.test('RK-2026-0042')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('F-2025-1001')).toBe(false);
  });

  it('refuses what is not a year or a sequence number', () => {
    expect(() => formatOrderNumber(26, 1)).toThrow(RangeError);
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
  });
});
