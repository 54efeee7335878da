import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, type DocumentNode } from 'graphql';
import { PUBLIC_READ_FIELDS } from '@russ/schema/catalog/public-reads';

/** Hex SHA-256 of a query document, with the browser's own Web Crypto. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const publicReadFields = new Set(PUBLIC_READ_FIELDS);

/** Whether every root field of the query is a public read (catalogue, FAQ, blog: the same for every visitor). */
function isPublicRead(query: DocumentNode): boolean {
  return query.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      (definition.operation === 'query' &&
        definition.selectionSet.selections.every(
          (selection) =>
            selection.kind === Kind.FIELD &&
            (selection.name.value === '__typename' || publicReadFields.has(selection.name.value)),
        )),
  );
}

/**
 * Public reads (the catalogue, the FAQ, the blog) go out as GET requests that carry the document's hash instead of
 * the document (automatic persisted queries): plain cacheable URLs, answered `Cache-Control: public, no-cache` with
 * an ETag, so a browser or a CDN may keep them and revalidate. The first request of a document the server has not
 * seen yet is answered "not found" and sent again as a POST with the document, which registers it. Everything else
 * (the customer area, mutations) stays POST. Web Crypto exists only on secure origins (https, localhost); elsewhere
 * every operation is a plain POST.
 */
function graphqlLink(): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  if (!globalThis.crypto?.subtle) return http;
  const persisted = new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http);
  return ApolloLink.split((operation) => isPublicRead(operation.query), persisted, http);
}

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
    link: server ? new HttpLink({ uri: server.uri, fetch: server.fetch }) : graphqlLink(),
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
