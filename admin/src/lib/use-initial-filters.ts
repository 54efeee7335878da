import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list filters the page's URL named when it opened (`/admin/orders?status=pending`), for a ProTable's
 * `form={{ initialValues }}`, so a link (the overview's figures) opens the list filtered. Read once; the URL is not
 * rewritten as the filters change (ProTable's own `syncToUrl` writes its paging into whatever URL comes next, the
 * login page's included).
 */
export function useInitialFilters(names: readonly string[]): Record<string, string> {
  const [params] = useSearchParams();
  const [values] = useState(() =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = params.get(name);
        return value ? [[name, value]] : [];
      }),
    ),
  );
  return values;
}
