import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { pageWindow, searchTerm } from '@/lib/page-window';

const MailLogDocument = graphql(`
  query MailLog($filter: MailLogFilter, $offset: Int, $limit: Int) {
    mailDeliveries(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        at
        recipient
        type
        kind
        subject
        status
        attempts
        lastError
        recordType
        recordId
        resendOfId
      }
    }
  }
`);

const MailDeliveryDocument = graphql(`
  query MailDeliveryDetail($id: ID!) {
    mailDelivery(id: $id) {
      id
      at
      recipient
      type
      kind
      subject
      status
      attempts
      lastError
      recordType
      recordId
      resendOfId
      html
      text
      attachments
      messageId
      canResend
      resends {
        id
        at
        status
        attempts
      }
    }
  }
`);

const ResendMailDocument = graphql(`
  mutation ResendMail($id: ID!) {
    resendMail(id: $id) {
      id
    }
  }
`);

export interface MailLogFilter {
  search?: string;
  status?: string | null;
  type?: string | null;
  /** ISO date-times: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
  page: number;
  pageSize: number;
}

export function useFetchMailLog() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, status, type, from, to, page, pageSize }: MailLogFilter) => {
      const { data } = await client.query({
        query: MailLogDocument,
        variables: {
          filter: {
            search: searchTerm(search),
            status: status || null,
            type: type || null,
            from: from ?? null,
            to: to ?? null,
          },
          ...pageWindow(page, pageSize),
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.mailDeliveries;
    },
    [client],
  );
}

export function useMailDelivery(id: string) {
  return useQuery(MailDeliveryDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/**
 * `Send på nytt` answers with the new delivery, which cannot carry the original's list of resends: the shown
 * delivery and its Historikk are read again.
 */
export function useResendMail() {
  return useMutation(ResendMailDocument, { refetchQueries: ['MailDeliveryDetail', 'RecordHistory'] });
}
