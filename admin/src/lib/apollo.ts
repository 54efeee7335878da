import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

type SessionLostListener = () => void;
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

const sessionLink = new ErrorLink(({ error }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const lost = error.errors.some((e) => UNAUTHENTICATED_CODES.has(String(e.extensions?.code ?? '')));
  if (lost) sessionLostListeners.forEach((listener) => listener());
});

// Union members the cache must know to match `... on X` fragments (schema/schema.graphql). Add a union here
// when a document starts selecting on it.
const possibleTypes = {
  StaffSignInResult: ['StaffSignedIn', 'InvalidCredentials'],
};

/** One client for the whole console; the staff session travels as the httpOnly `russ_staff` cookie. */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
  cache: new InMemoryCache({ possibleTypes }),
});
