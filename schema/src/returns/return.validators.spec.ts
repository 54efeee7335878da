import { describe, expect, it } from 'vitest';
import { RETURN_LIMITS, returnRequestInput } from './return.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('returnRequestInput', () => {
  const valid = { orderId: 7, orderItemIds: [3, 4], reason: 'Feil størrelse', description: ' For liten ' };

  it('trims the description, drops duplicate lines and turns an empty description into null', () => {
    expect(returnRequestInput.parse({ ...valid, orderItemIds: [3, 3, 4] })).toEqual({
      ...valid,
      description: 'For liten',
    });
    expect(returnRequestInput.parse({ ...valid, description: '   ' }).description).toBeNull();
    expect(returnRequestInput.parse({ orderId: 7, orderItemIds: [3], reason: 'Annet' }).description).toBeNull();
  });

  it('has the Norwegian messages: a reason, at least one item, at most 1000 characters', () => {
    expect(messages(returnRequestInput.safeParse({ orderId: 7 }))).toEqual({
      orderItemIds: 'Velg minst én vare',
      reason: 'Velg en årsak',
    });
    expect(
      messages(
        returnRequestInput.safeParse({
          ...valid,
          orderItemIds: [],
          reason: '',
          description: 'x'.repeat(RETURN_LIMITS.description + 1),
        }),
      ),
    ).toEqual({
      orderItemIds: 'Velg minst én vare',
      reason: 'Velg en årsak',
      description: 'Beskrivelsen kan ha maks 1000 tegn',
    });
    expect(returnRequestInput.safeParse({ ...valid, description: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('refuses a reason that is not on the list and ids that are not row ids', () => {
    expect(messages(returnRequestInput.safeParse({ ...valid, reason: 'Bare fordi' }))).toEqual({
      reason: 'Velg en årsak',
    });
    expect(returnRequestInput.safeParse({ ...valid, orderItemIds: [1.5] }).success).toBe(false);
    expect(returnRequestInput.safeParse({ ...valid, orderItemIds: ['1'] }).success).toBe(false);
    expect(returnRequestInput.safeParse({ ...valid, orderId: -1 }).success).toBe(false);
    expect(
      returnRequestInput.safeParse({ ...valid, orderItemIds: Array.from({ length: 101 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});
