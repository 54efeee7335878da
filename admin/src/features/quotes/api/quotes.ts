import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';

/** The console quote list: one page on the one list protocol (use-list-request.ts). */
export const QuotesDocument = graphql(`
  query Quotes($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...QuotesTable_Quote
      }
    }
  }
`);

const QuoteGroupDocument = graphql(`
  query QuoteGroup($id: ID!) {
    group(id: $id) {
      id
      name
      school
      graduationYear
      memberCount
      submissionCount
    }
  }
`);

/** A group by its number, for 'Lag tilbud fra gruppen'; null when there is none (or it may not be read). */
export function useLookUpGroup() {
  const client = useApolloClient();
  return useCallback(
    async (id: number) => {
      try {
        const { data } = await client.query({ query: QuoteGroupDocument, variables: { id: String(id) } });
        return data?.group ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );
}
