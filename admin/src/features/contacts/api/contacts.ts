import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ContactsQueryVariables } from '@/gql/graphql';
import { pageWindow, searchTerm } from '@/lib/page-window';

const ContactsDocument = graphql(`
  query Contacts($search: String, $subject: String, $hasQuote: Boolean, $offset: Int, $limit: Int) {
    contacts(search: $search, subject: $subject, hasQuote: $hasQuote, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...ContactsTable_Contact
      }
    }
  }
`);

export interface ContactsFilter {
  search?: string;
  subject?: string;
  /** 'made': a quote was made from the message; 'none': not yet (the search form's and the URL's value). */
  quote?: string;
  page: number;
  pageSize: number;
}

export function toContactsVariables({
  search,
  subject,
  quote,
  page,
  pageSize,
}: ContactsFilter): ContactsQueryVariables {
  return {
    search: searchTerm(search),
    subject: subject ? subject : null,
    hasQuote: quote === 'made' ? true : quote === 'none' ? false : null,
    ...pageWindow(page, pageSize),
  };
}

/**
 * Fetches one page of contact enquiries, newest first (the server orders them). Always asks the server:
 * the list is a work queue, and a cached page would hide new enquiries.
 */
export function useFetchContacts() {
  const client = useApolloClient();
  return useCallback(
    async (filter: ContactsFilter) => {
      const { data } = await client.query({
        query: ContactsDocument,
        variables: toContactsVariables(filter),
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.contacts;
    },
    [client],
  );
}
