import { describe, expect, it } from 'vitest';
import { DEFECT_RETURN_REASON, isCustomOrderLine, RETURN_REASONS, returnReasonsFor } from './return-reasons.js';

describe('custom items in the return form (the terms)', () => {
  it('a line with a design or a print name is a custom item', () => {
    expect(isCustomOrderLine({ designId: 7 })).toBe(true);
    expect(isCustomOrderLine({ printName: 'KARI' })).toBe(true);
    expect(isCustomOrderLine({ designId: null, printName: '  ' })).toBe(false);
    expect(isCustomOrderLine({})).toBe(false);
  });

  it('a custom item offers only the defect complaint', () => {
    expect(returnReasonsFor(true)).toEqual([DEFECT_RETURN_REASON]);
    expect(returnReasonsFor(false)).toEqual(RETURN_REASONS);
  });
});
