import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true once React runs the page (at once on a
 * page rendered in the browser). A form field of a page rendered on the server stays read-only until then: what
 * a visitor typed before React took over would not reach the form's state, which would not see it. A control that
 * only works with JavaScript (a button that opens a dialog or the side menu, tabs, the FAQ's questions, the
 * carousel's controls, the colour choice) is rendered disabled until then for the same reason: a click before
 * hydration would be lost, so the control says it is not ready instead of ignoring the visitor.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
