import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/**
 * Why the staff session ended, as the login page tells it: `expired` (no valid cookie any more), `signed-out`
 * (signed out elsewhere, or the role was changed) or `deactivated` (the account was deactivated). The API says
 * which in `extensions.reason` of its UNAUTHENTICATED error.
 */
export type SessionEnd = 'expired' | 'signed-out' | 'deactivated' | 'totp-enrolment-required';

type SessionLostListener = (reason: SessionEnd) => void;
const sessionLostListeners = new Set<SessionLostListener>();

/**
 * Called when the API answers that the staff session is missing or expired (e.g. the 12 h cookie ran out
 * while a page was open). The router subscribes and sends the user to the login page.
 */
export function onStaffSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

const UNAUTHENTICATED_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED']);

/** Whether an Apollo error says the staff session is gone, and why; null for any other error. */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const lost = error.errors.find((e) => UNAUTHENTICATED_CODES.has(String(e.extensions?.code ?? '')));
  if (!lost) return null;
  const reason = lost.extensions?.reason;
  // 'totp-enrolment-required': signed in, but two-step sign-in must be switched on before anything else.
  return reason === 'signed-out' || reason === 'deactivated' || reason === 'totp-enrolment-required'
    ? reason
    : 'expired';
}

const sessionLink = new ErrorLink(({ error, operation }) => {
  // The console's loaders ask for the viewer themselves and redirect with the reason (features/auth/access.ts).
  if (operation.operationName === 'StaffViewer') return;
  const reason = sessionEndOf(error);
  if (reason) sessionLostListeners.forEach((listener) => listener(reason));
});

/** One client for the whole console; the staff session travels as the httpOnly `russ_staff` cookie. */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
  cache: new InMemoryCache(),
});
