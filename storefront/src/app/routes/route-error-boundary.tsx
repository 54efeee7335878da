import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ServerErrorPanel } from '@/components/ui/server-error-panel';

/** Shown when a page throws while rendering (or its code fails to load). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[route error]', error);
  }, [error]);
  return <ServerErrorPanel />;
}
