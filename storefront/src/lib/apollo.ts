import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * One Apollo Client for the storefront. The spec's read defaults: data never goes stale, nothing is
 * refetched on focus or by interval (no refetchEventManager is configured and `refetchOn` is off), and
 * nothing is retried (no RetryLink). Cookies go with every request (customer session).
 */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache({
      // The dashboard's tabs each ask for part of `customerArea`; one entry per customer lets their fields merge.
      typePolicies: { CustomerArea: { keyFields: ['email'] } },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
      // Mutations here are commands (a refusal is a typed error, lib/graphql-failure.ts); nothing to normalise, so
      // keep them out of the cache.
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
