import { useEffect } from 'react';

const CONSOLE_TITLE = 'Russekompaniet – Admin';

/** Sets the browser tab title to `<page> – Russekompaniet – Admin` while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const title = `${page} – ${CONSOLE_TITLE}`;
    document.title = title;
    // ProLayout writes its `title` ('Russekompaniet') to the tab in its own effect, which runs after the page's
    // when both mount in one commit (a page whose code was loaded already, e.g. Oversikt after sign-in): write
    // ours again once that commit's effects are done.
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = title;
    });
    return () => {
      current = false;
      document.title = CONSOLE_TITLE;
    };
  }, [page]);
}
