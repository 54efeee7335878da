import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

export interface ApolloClientOptions {
  /** A cache state to start from (the one the server rendered the page with). */
  state?: object;
  /** The server's render: where GraphQL answers (an absolute URL) and how it is asked (the API's own fetch). */
  server?: { uri: string; fetch: typeof fetch };
}

/**
 * One Apollo Client for the storefront. The spec's read defaults: data never goes stale, nothing is
 * refetched on focus or by interval (no refetchEventManager is configured and `refetchOn` is off), and
 * nothing is retried (no RetryLink). Cookies go with every request (customer session).
 */
export function createApolloClient({ state, server }: ApolloClientOptions = {}) {
  const cache = new InMemoryCache({
    // The dashboard's tabs each ask for part of `customerArea`; one entry per customer lets their fields merge.
    typePolicies: { CustomerArea: { keyFields: ['email'] } },
  });
  if (state) cache.restore(state as NormalizedCacheObject);
  return new ApolloClient({
    link: server
      ? new HttpLink({ uri: server.uri, fetch: server.fetch })
      : new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache,
    // On the server, queries answer from what the render has fetched (no refetching per render pass).
    ssrMode: Boolean(server),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
      // Mutations here are commands (a refusal is a typed error, lib/graphql-failure.ts); nothing to normalise, so
      // keep them out of the cache.
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
