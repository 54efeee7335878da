import { describe, expect, it } from 'vitest';
import { formatBankAccount, formatOrgNumber, isValidBankAccount, isValidOrgNumber } from './norwegian-ids.js';

describe('organisation number and bank account', () => {
  it('checks the MOD11 digit and formats them', () => {
    expect(isValidOrgNumber('987654325')).toBe(true);
    expect(isValidOrgNumber('987 654 325')).toBe(true);
    expect(isValidOrgNumber('987654326')).toBe(false);
    expect(isValidOrgNumber('98765432')).toBe(false);
    expect(isValidBankAccount('1503.12.34562')).toBe(true);
    expect(isValidBankAccount('15031234563')).toBe(false);
    expect(formatOrgNumber('987654325')).toBe('987 654 325');
    expect(formatBankAccount('15031234562')).toBe('1503.12.34562');
  });
});
