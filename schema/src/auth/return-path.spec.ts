import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/customer-dashboard?tab=groups&join=K7QX9MPA')).toBe(
      '/customer-dashboard?tab=groups&join=K7QX9MPA',
    );
    expect(safeReturnPath('/products#top')).toBe('/products#top');
  });

  it('refuses other hosts, schemes, API paths and anything that is not a path', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'customer-dashboard',
      '/\tevil',
      '/api/logout',
      '/api',
      '/api/auth/verify?token=x',
      '/API/logout',
      '/%61pi/logout',
      '/a/../api/logout',
      '/%2e%2e/api/logout',
      '/./x',
      '/ x',
      '',
      `/${'a'.repeat(600)}`,
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
