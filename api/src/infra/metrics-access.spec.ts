import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.js';

describe('metricsAccess', () => {
  it('allows exactly `Bearer <token>`', () => {
    expect(metricsAccess('Bearer s3cret-token', 's3cret-token')).toBe('allowed');
    expect(metricsAccess('bearer s3cret-token', 's3cret-token')).toBe('allowed');
    expect(metricsAccess(['Bearer s3cret-token'], 's3cret-token')).toBe('allowed');
  });

  it('refuses a missing, wrong, longer, shorter or bare token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer x',
      'Bearer s3cret-token2',
      'Bearer s3cret',
      's3cret-token',
      'Basic s3cret-token',
    ]) {
      expect(metricsAccess(header, 's3cret-token'), String(header)).toBe('unauthorized');
    }
  });

  it('is off without a token, whatever the request says', () => {
    expect(metricsAccess('Bearer anything', null)).toBe('off');
    expect(metricsAccess(undefined, null)).toBe('off');
  });
});
