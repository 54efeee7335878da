import { useEffect } from 'react';

/** Loads a route's chunk ahead of need; a failure is ignored here and shows when the route itself is opened. */
export function prefetch(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}

/**
 * Fetches the chunks of the pages a visitor most likely opens next once the browser is idle after the current page
 * has painted, so they do not compete with it for the network but are there when the click comes.
 */
export function usePrefetchWhenIdle(loads: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    const run = () => loads.forEach(prefetch);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
    // The list is fixed for the life of the page that asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
