import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { pageWindow, searchTerm } from '@/lib/page-window';

const QuotesDocument = graphql(`
  query Quotes($filter: QuoteListFilter, $sort: String, $offset: Int, $limit: Int) {
    quotes(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        quoteNumber
        version
        customerEmail
        customerName
        status
        statusLabel
        groupName
        validUntil
        createdAt
        totals {
          total
        }
      }
    }
  }
`);

/** The list's sortable columns and the API's sort keys (quote-contract.md). */
export type QuoteSortField = 'createdAt' | 'validUntil' | 'total';

export interface QuotesListRequest {
  search?: string;
  status?: string;
  sort?: { field: QuoteSortField; order: 'ascend' | 'descend' } | null;
  page: number;
  pageSize: number;
}

/** The list's request as the query's variables: `-createdAt` (newest first) unless a column is sorted. */
export function toQuotesVariables({ search, status, sort, page, pageSize }: QuotesListRequest) {
  return {
    filter: { search: searchTerm(search), status: status ? status : null },
    sort: sort ? `${sort.order === 'descend' ? '-' : ''}${sort.field}` : '-createdAt',
    ...pageWindow(page, pageSize),
  };
}

/** One page of quotes; always from the server (the list is a work queue). */
export function useFetchQuotes() {
  const client = useApolloClient();
  return useCallback(
    async (request: QuotesListRequest) => {
      const { data } = await client.query({
        query: QuotesDocument,
        variables: toQuotesVariables(request),
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.quotes;
    },
    [client],
  );
}

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
