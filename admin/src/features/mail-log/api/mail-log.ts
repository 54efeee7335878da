import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const MailLogDocument = graphql(`
  query MailLog($search: String, $filter: StaffMailDeliveryFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffMailDeliveries(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...MailLogTable_Mail
      }
    }
  }
`);

const MailDeliveryDocument = graphql(`
  query MailDeliveryDetail($id: ID!) {
    mailDelivery(id: $id) {
      id
      ...MailDeliveryDetail_Mail
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
