import { describe, expect, it } from 'vitest';
import { formatMaxMembers } from './group-status.js';

describe('group member limit', () => {
  it('shows an empty member limit as Ubegrenset', () => {
    expect(formatMaxMembers(null)).toBe('Ubegrenset');
    expect(formatMaxMembers(25)).toBe('25');
  });
});
