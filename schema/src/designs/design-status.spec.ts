import { describe, expect, it } from 'vitest';
import { DESIGN_STATUS_LABELS } from './design-status.js';

describe('design statuses', () => {
  it('labels a draft design Utkast', () => {
    expect(DESIGN_STATUS_LABELS.draft).toBe('Utkast');
    expect(DESIGN_STATUS_LABELS.in_production).toBe('I produksjon');
  });
});
