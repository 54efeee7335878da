import { describe, expect, it } from 'vitest';
import { WindowCounter } from './rate-limit.js';

describe('WindowCounter', () => {
  it('allows up to the limit per key within a window, then refuses until the window ends', () => {
    let now = 1_000;
    const counter = new WindowCounter(3, 60_000, () => now);
    expect([counter.hit('a'), counter.hit('a'), counter.hit('a')]).toEqual([true, true, true]);
    expect(counter.hit('a')).toBe(false);
    expect(counter.allows('a')).toBe(false);
    expect(counter.allows('b')).toBe(true);

    now += 60_000;
    expect(counter.count('a')).toBe(0);
    expect(counter.hit('a')).toBe(true);
  });

  it('reset forgets a key', () => {
    const counter = new WindowCounter(1, 60_000);
    counter.hit('x');
    expect(counter.allows('x')).toBe(false);
    counter.reset('x');
    expect(counter.allows('x')).toBe(true);
  });
});
