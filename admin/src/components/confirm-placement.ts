export type ConfirmPlacement = 'bottomLeft' | 'bottomRight' | 'topLeft' | 'topRight';
export interface ConfirmPlace {
  placement: ConfirmPlacement;
  maxWidth: number;
}

/** Room a question needs under its button: its title, a description of two or three lines, and its buttons. */
const ROOM_BELOW = 200;
/** The widest a question gets, and the margin it keeps from the window's edge. */
const MAX_WIDTH = 400;
const EDGE = 16;

/**
 * Where a confirm question opens beside its button, and how wide it may be: under the button, or above it when the
 * window has too little room below and more above; from the button's right edge leftwards when the button is in the
 * window's right half (the console's actions sit at the right of cards and rows), else from its left edge
 * rightwards, never wider than the window has room for on that side.
 */
export function confirmPlacement(
  button: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>,
  view: { innerWidth: number; innerHeight: number },
): ConfirmPlace {
  const below = view.innerHeight - button.bottom;
  const vertical = below < ROOM_BELOW && button.top > below ? 'top' : 'bottom';
  const rightwards = (button.left + button.right) / 2 <= view.innerWidth / 2;
  const room = rightwards ? view.innerWidth - button.left : button.right;
  return {
    placement: `${vertical}${rightwards ? 'Left' : 'Right'}`,
    maxWidth: Math.min(MAX_WIDTH, room - EDGE),
  };
}

/** Until a question first opens (its button not measured yet): under the button, leftwards, at its widest. */
export const UNMEASURED_PLACE: ConfirmPlace = { placement: 'bottomRight', maxWidth: MAX_WIDTH };
