import type { ApolloClient, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '@/gql';

/** The six dashboard counters (customer-area §2). The dashboard's first request spreads this fragment. */
export const DashboardCountsFragment = graphql(`
  fragment DashboardCounts on CustomerArea {
    counts {
      orders
      designs
      groups
      messages
      addresses
      unusedCoupons
    }
  }
`);

/**
 * The counters on their own. The dashboard's first request has put them into the cache (same fields of the same
 * `CustomerArea` entry), so this query is answered from the cache when the counters first render; after a change
 * it is read again from the server (`withCounts`, `refetchWithCounts`), and the counters follow.
 */
export const DashboardCountsQuery = graphql(`
  query DashboardCounts {
    customerArea {
      email
      ...DashboardCounts
    }
  }
`);

/** The counters, or null until they are known. */
export function useDashboardCounts() {
  const { data } = useQuery(DashboardCountsQuery, { fetchPolicy: 'cache-first' });
  return getFragmentData(DashboardCountsFragment, data?.customerArea)?.counts ?? null;
}

type QueryDocument = DocumentNode | TypedDocumentNode<unknown, never>;

/**
 * What to refetch after a change the counters may count (a group joined, a design or thread created, an address
 * added or deleted): the given queries plus the counters. For `useMutation(..., { refetchQueries })`.
 */
export function withCounts(...queries: QueryDocument[]): QueryDocument[] {
  return [...queries, DashboardCountsQuery];
}

/** Reads the given queries and the counters again from the server (after a change made outside a mutation hook). */
export function refetchWithCounts(client: ApolloClient, ...queries: QueryDocument[]) {
  return client.refetchQueries({ include: withCounts(...queries) });
}
