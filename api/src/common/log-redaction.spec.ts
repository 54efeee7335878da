import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction.js';

describe('redactSecrets', () => {
  it('hides sign-in tokens and invite codes but keeps the rest of the URL', () => {
    expect(redactSecrets('/api/auth/verify?token=eyJhbGci.abc.def')).toBe('/api/auth/verify?token=***');
    expect(redactSecrets('/customer-dashboard?tab=groups&join=K7QX9MPA2RTB')).toBe(
      '/customer-dashboard?tab=groups&join=***',
    );
    expect(redactSecrets('/api/products?category=overdeler')).toBe('/api/products?category=overdeler');
    expect(redactSecrets('/login?returnTo=%2Fcustomer-dashboard%3Ftab%3Dgroups%26join%3DK7QX9MPA2RTB&x=1')).toBe(
      '/login?returnTo=%2Fcustomer-dashboard%3Ftab%3Dgroups%26join%3D***&x=1',
    );
  });
});
