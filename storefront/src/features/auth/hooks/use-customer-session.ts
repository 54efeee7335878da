import { useEffect } from 'react';
import { isUnauthorizedError, useSessionEnded } from '@/hooks/use-session-ended';
import { useViewer } from '@/features/auth/api/get-viewer';
import { getFragmentData } from '@/gql';
import { ViewerFieldsFragment } from '@/lib/viewer';

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
  const viewer = getFragmentData(ViewerFieldsFragment, data?.viewer) ?? null;
  const unauthenticated = !loading && (error ? isUnauthorizedError(error) : !viewer);
  useLoginRedirect(unauthenticated);

  return {
    viewer,
    loading: loading || unauthenticated,
    error: unauthenticated ? undefined : error,
    retry: () => void refetch(),
  };
}
