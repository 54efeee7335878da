import { describe, expect, it } from 'vitest';
import { isValidKid, kidCheck, kidFor, mod10CheckDigit, mod11CheckDigit } from './kid.js';

describe('MOD10 (Luhn)', () => {
  it('gives the textbook check digits', () => {
    expect(mod10CheckDigit('7992739871')).toBe(3);
    expect(mod10CheckDigit('1234567')).toBe(4);
    expect(mod10CheckDigit('0')).toBe(0);
    expect(() => mod10CheckDigit('12a')).toThrow(RangeError);
  });
});

describe('KID', () => {
  it('is the invoice number, the padded order id and the check digit', () => {
    const kid = kidFor('2026-0001', 42);
    expect(kid).toMatch(/^202600010000042\d$/);
    expect(kid).toHaveLength(16);
    expect(kid).toBe('2026000100000427');
    expect(isValidKid(kid)).toBe(true);
  });

  it('differs per invoice and per order and stays within 25 digits for any row id', () => {
    expect(kidFor('2026-0001', 42)).not.toBe(kidFor('2026-0002', 42));
    expect(kidFor('2026-0001', 42)).not.toBe(kidFor('2026-0001', 43));
    const longest = kidFor('2026-123456', 2_147_483_647);
    expect(longest.length).toBeLessThanOrEqual(25);
    expect(isValidKid(longest)).toBe(true);
  });

  it('refuses to build from a malformed invoice number or order id', () => {
    expect(() => kidFor('2026-1', 42)).toThrow(RangeError);
    expect(() => kidFor('2026-0001', 0)).toThrow(RangeError);
  });

  it('catches a wrong digit and swapped neighbours, and accepts spaces as typed', () => {
    const kid = kidFor('2026-0007', 1234);
    const wrong = kid.slice(0, 3) + String((Number(kid[3]) + 1) % 10) + kid.slice(4);
    expect(isValidKid(wrong)).toBe(false);
    expect(isValidKid('79927398713')).toBe(true);
    expect(isValidKid('79927398731')).toBe(false);
    expect(isValidKid('7992 7398 713')).toBe(true);
    for (const bad of ['', '0', 'abc', '7992739871x', '1'.repeat(26)]) expect(isValidKid(bad)).toBe(false);
  });
});

describe("MOD11 KIDs (other senders' KIDs in bank files)", () => {
  it('weights 2–7 from the right, 0 for remainder 0 and "-" for remainder 1', () => {
    expect(mod11CheckDigit('123')).toBe('6'); // 3·2 + 2·3 + 1·4 = 16, 11 − 5
    expect(mod11CheckDigit('6')).toBe('-'); // 12: 11 − 1 = 10
    expect(mod11CheckDigit('55')).toBe('8'); // 5·2 + 5·3 = 25, remainder 3
    expect(mod11CheckDigit('0')).toBe('0'); // 0: 11 − 0 = 11 → 0
  });

  it('tells which check a KID passes', () => {
    expect(kidCheck('1230')).toBe('mod10');
    expect(kidCheck('1236')).toBe('mod11');
    expect(kidCheck('6-')).toBe('mod11');
    expect(kidCheck('1231')).toBeNull();
    expect(kidCheck('12a6')).toBeNull();
    expect(kidCheck('2026 0001 0000 0427')).toBe('mod10');
  });
});
