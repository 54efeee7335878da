import { describe, expect, it } from 'vitest';
import { decidePolicy } from '@russ/schema/staff/permissions';
import { openApiPolicy } from './openapi.js';

describe('openApiPolicy', () => {
  it('lets anyone read the REST map in development and test', () => {
    expect(decidePolicy(openApiPolicy(false), { customer: false })).toBe('allow');
  });

  it('asks for a staff session in production', () => {
    expect(decidePolicy(openApiPolicy(true), { customer: false })).toBe('unauthenticated');
    expect(decidePolicy(openApiPolicy(true), { customer: true })).toBe('forbidden');
    expect(decidePolicy(openApiPolicy(true), { customer: false, staffRole: 'staff' })).toBe('allow');
  });
});
