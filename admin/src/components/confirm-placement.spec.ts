import { describe, expect, it } from 'vitest';
import { confirmPlacement } from './confirm-placement';

const view = { innerWidth: 1280, innerHeight: 720 };
const button = (top: number, left: number, width = 100) => ({ top, bottom: top + 32, left, right: left + width });

describe('confirmPlacement', () => {
  it('opens under the button while the window has room below it', () => {
    expect(confirmPlacement(button(100, 1100), view)).toEqual({ placement: 'bottomRight', maxWidth: 400 });
    expect(confirmPlacement(button(480, 1100), view).placement).toBe('bottomRight');
  });

  it('opens above a button low in the window', () => {
    expect(confirmPlacement(button(600, 1100), view).placement).toBe('topRight');
  });

  it('stays under a button in a window too low for either side, where it has more room', () => {
    expect(confirmPlacement(button(40, 1100), { innerWidth: 1280, innerHeight: 220 }).placement).toBe('bottomRight');
  });

  it('opens rightwards from a button in the left half of the window', () => {
    expect(confirmPlacement(button(100, 200), view)).toEqual({ placement: 'bottomLeft', maxWidth: 400 });
    expect(confirmPlacement(button(600, 200), view).placement).toBe('topLeft');
  });

  it('is no wider than the room on its side of a narrow window', () => {
    expect(confirmPlacement(button(200, 225, 110), { innerWidth: 400, innerHeight: 700 })).toEqual({
      placement: 'bottomRight',
      maxWidth: 319,
    });
    expect(confirmPlacement(button(200, 40, 110), { innerWidth: 400, innerHeight: 700 })).toEqual({
      placement: 'bottomLeft',
      maxWidth: 344,
    });
  });
});
