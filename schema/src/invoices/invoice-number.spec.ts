import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, nextInvoiceNumber, parseInvoiceNumber } from './invoice-number.js';

describe('invoice numbers', () => {
  it('writes the year and a four-digit sequence that grows past 9999', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-0001');
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-0042');
    expect(formatInvoiceNumber(2026, 9999)).toBe('2026-9999');
    expect(formatInvoiceNumber(2026, 10000)).toBe('2026-10000');
  });

  it('refuses a sequence below 1 or a year that is not four digits', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
  });

  it('reads back only the one spelling of each number', () => {
    expect(parseInvoiceNumber('2026-0042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseInvoiceNumber(' 2026-10000 ')).toEqual({ year: 2026, sequence: 10000 });
    for (const text of ['2026-0000', '2026-00042', '2026-42', '26-0001', '2026_0001', 'FAK-2026-0001', '']) {
      expect(parseInvoiceNumber(text)).toBeNull();
    }
  });

  it('continues the year or starts a new one at 0001', () => {
    expect(nextInvoiceNumber(2026, null)).toBe('2026-0001');
    expect(nextInvoiceNumber(2026, '2026-0041')).toBe('2026-0042');
    expect(nextInvoiceNumber(2027, '2026-0999')).toBe('2027-0001');
  });
});
