import { describe, expect, it } from 'vitest';
import { operationLabeler } from './metrics.js';

describe('operationLabeler', () => {
  it('labels by operation name, one label for anonymous and unresolved operations', () => {
    const label = operationLabeler();
    expect(label('CatalogProducts', true)).toBe('CatalogProducts');
    expect(label(null, true)).toBe('(anonymous)');
    expect(label(undefined, true)).toBe('(anonymous)');
    expect(label('CatalogProducts', false)).toBe('(invalid)');
  });

  it('bounds the label set: names beyond the cap become (other), names already seen keep their label', () => {
    const label = operationLabeler(2);
    expect(label('A', true)).toBe('A');
    expect(label('B', true)).toBe('B');
    expect(label('C', true)).toBe('(other)');
    expect(label('A', true)).toBe('A');
  });
});
