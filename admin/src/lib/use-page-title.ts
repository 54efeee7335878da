import { useEffect } from 'react';

const CONSOLE_TITLE = 'Russekompaniet – Admin';

/** Sets the browser tab title to `<page> – Russekompaniet – Admin` while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} – ${CONSOLE_TITLE}`;
    return () => {
      document.title = CONSOLE_TITLE;
    };
  }, [page]);
}
