import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';

export const StaffReturnFieldsFragment = graphql(`
  fragment StaffReturnFields on StaffReturn {
    id
    status
    reason
    description
    refundAmount
    requestedAt
    processedAt
    approvedAt
    rejectedAt
    completedAt
    rejectionReason
    orderId
    orderNumber
    orderStatus
    orderTotal
    memberEmail
    customerName
    orderItemId
    itemName
    itemSize
    itemColor
    itemQuantity
    itemUnitPrice
    itemPrice
    isCustomItem
    nextStatuses
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffReturnsDocument = graphql(`
  query StaffReturns($search: String, $filter: StaffReturnFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffReturns(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffReturnFields
      }
    }
  }
`);

const StaffReturnDocument = graphql(`
  query StaffReturn($id: ID!) {
    staffReturn(id: $id) {
      ...StaffReturnFields
    }
  }
`);

const ApproveReturnDocument = graphql(`
  mutation ApproveReturn($id: ID!, $input: ApproveReturnInput!) {
    approveReturn(id: $id, input: $input) {
      __typename
      staffReturn {
        ...StaffReturnFields
      }
    }
  }
`);

const RejectReturnDocument = graphql(`
  mutation RejectReturn($id: ID!, $input: RejectReturnInput!) {
    rejectReturn(id: $id, input: $input) {
      __typename
      staffReturn {
        ...StaffReturnFields
      }
    }
  }
`);

const CompleteReturnDocument = graphql(`
  mutation CompleteReturn($id: ID!) {
    completeReturn(id: $id) {
      __typename
      staffReturn {
        ...StaffReturnFields
      }
    }
  }
`);

export function useStaffReturn(id: string) {
  return useQuery(StaffReturnDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useReturnSteps() {
  // Each result carries the return (StaffReturnFields), so the page updates from the cache; only the Historikk is read again.
  const [approve, approving] = useMutation(ApproveReturnDocument, refetchHistory);
  const [reject, rejecting] = useMutation(RejectReturnDocument, refetchHistory);
  const [complete, completing] = useMutation(CompleteReturnDocument, refetchHistory);
  return {
    approve: (id: string, refundAmount: string) => approve({ variables: { id, input: { refundAmount } } }),
    reject: (id: string, reason: string) => reject({ variables: { id, input: { reason } } }),
    complete: (id: string) => complete({ variables: { id } }),
    busy: approving.loading || rejecting.loading || completing.loading,
  };
}
