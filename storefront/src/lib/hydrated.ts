import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true once React runs the page (at once on a
 * page rendered in the browser). A form field of a page rendered on the server stays read-only until then: what
 * a visitor typed before React took over would not reach the form's state, which would not see it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
