import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useToast } from '@/components/ui/toast';
import { goToLogin, LOGIN_REDIRECT_DELAY_MS } from '@/lib/session';

/** A query error that means the session is gone (customer-area spec §8: 401 plus the word Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  // A REST call's error reads '<status>: <body>' (the spec's error format).
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
