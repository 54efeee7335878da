import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useToast } from '@/components/ui/toast';
import { useViewer } from '../api/get-viewer';
import { goToLogin, LOGIN_REDIRECT_DELAY_MS } from '../session';

/** A query error that means the session is gone (customer-area spec §8: 401 plus the word Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || /unauthori[sz]ed/i.test(e.message));
  }
  return error instanceof Error && /^401\b/.test(error.message) && error.message.includes('Unauthorized');
}

/**
 * Customer-area spec §8: a function that shows the 'Unauthorized' toast and, after 500 ms, sends the browser to
 * the login page (coming back to this page after signing in). Returns a cancel function.
 */
export function useSessionEnded() {
  const { toast } = useToast();
  return useCallback(() => {
    let redirect: number | undefined;
    // The toast is put on the page first (flushSync commits it at once), then the 500 ms start: on a slow device
    // the wait still counts from when the toast can be seen, not from when it was asked for.
    const show = window.setTimeout(() => {
      flushSync(() =>
        toast({
          variant: 'destructive',
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
        }),
      );
      redirect = window.setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
    }, 0);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(redirect);
    };
  }, [toast]);
}

/**
 * Customer-area spec §8: once `unauthenticated` is true, shows the 'Unauthorized' toast and, after 500 ms, sends
 * the browser to the login page. For pages that load their own data together with the viewer.
 */
export function useLoginRedirect(unauthenticated: boolean) {
  const sessionEnded = useSessionEnded();
  useEffect(() => {
    if (!unauthenticated) return;
    return sessionEnded();
  }, [unauthenticated, sessionEnded]);
}

/**
 * The signed-in customer for pages that require one (customer-area spec §8): when nobody is signed in it
 * shows the 'Unauthorized' toast and, after 500 ms, sends the browser to the login page.
 */
export function useCustomerSession() {
  const { data, loading, error, refetch } = useViewer();
  const viewer = data?.viewer ?? null;
  const unauthenticated = !loading && (error ? isUnauthorizedError(error) : !viewer);
  useLoginRedirect(unauthenticated);

  return {
    viewer,
    loading: loading || unauthenticated,
    error: unauthenticated ? undefined : error,
    retry: () => void refetch(),
  };
}
