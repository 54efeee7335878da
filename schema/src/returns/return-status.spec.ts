import { describe, expect, it } from 'vitest';
import { shortOrderRef } from './return-status.js';

describe('return order reference', () => {
  it('shows a return order id as its last 8 characters', () => {
    expect(shortOrderRef('RK-2025-000123')).toBe('5-000123');
    expect(shortOrderRef(42)).toBe('42');
  });
});
