import { useMutation, useQuery } from '@apollo/client/react';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';

export const StaffMemberFieldsFragment = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    firstName
    lastName
    name
    email
    school
    graduationYear
    status
    statusLabel
    joinedAt
  }
`);

/** The console member list: one page on the one list protocol (use-list-request.ts). */
export const StaffMembersDocument = graphql(`
  query StaffMembers($search: String, $filter: StaffMemberFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffMembers(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffMemberFields
      }
    }
  }
`);

// One read model per concept: the member's records are their dashboard's (`customerArea`); quotes come from the
// console's quote list, which also has the drafts staff are still writing.
const StaffMemberDetailDocument = graphql(`
  query StaffMemberDetail($id: ID!) {
    staffMember(id: $id) {
      ...StaffMemberFields
      customerArea {
        email
        profile {
          id
          emailNotifications
          shareNameWithCoordinators
        }
        addresses {
          id
          type
          name
          line1
          line2
          postalCode
          city
          isDefault
        }
        orders {
          id
          orderNumber
          status
          createdAt
          totalAmount
          itemCount
        }
        invoices {
          id
          invoiceNumber
          kind
          status
          amount
          dueDate
          orderNumber
        }
        designs {
          id
          name
          status
          createdAt
        }
        groups {
          id
          name
          status
          deadline
        }
        memberOfGroups {
          id
          name
          status
          myStatus
        }
        messageThreads {
          id
          subject
          status
          lastMessageAt
        }
      }
    }
  }
`);

const MemberQuotesDocument = graphql(`
  query MemberQuotes($email: String!) {
    quotes: staffQuotes(filter: { customerEmail: $email }, limit: 100) {
      total
      items {
        id
        quoteNumber
        status
        statusLabel
        createdAt
        totals {
          total
        }
      }
    }
  }
`);

const DeactivateMemberDocument = graphql(`
  mutation DeactivateMember($id: ID!) {
    deactivateMember(id: $id) {
      ...StaffMemberFields
    }
  }
`);

const ActivateMemberDocument = graphql(`
  mutation ActivateMember($id: ID!) {
    activateMember(id: $id) {
      ...StaffMemberFields
    }
  }
`);

// The customer's own account deletion (api: account-deletion/account-deletion.service.ts); staff confirm with the e-mail itself.
const DeleteMemberDocument = graphql(`
  mutation DeleteMember($email: String!) {
    deleteAccount(email: $email, confirmEmail: $email) {
      __typename
      email
      ordersKept
      invoicesKept
    }
  }
`);

export function useStaffMemberDetail(id: string) {
  return useQuery(StaffMemberDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useMemberQuotes(email: string) {
  return useQuery(MemberQuotesDocument, { variables: { email }, fetchPolicy: 'cache-and-network' });
}

export function useMemberSteps() {
  // Both return the member (StaffMemberFields): the page updates from the cache; the Historikk is read again.
  const [deactivate, deactivating] = useMutation(DeactivateMemberDocument, refetchHistory);
  const [activate, activating] = useMutation(ActivateMemberDocument, refetchHistory);
  const [remove, removing] = useMutation(DeleteMemberDocument);
  return {
    deactivate: (id: string) => deactivate({ variables: { id } }),
    activate: (id: string) => activate({ variables: { id } }),
    remove: (email: string) => remove({ variables: { email } }),
    busy: deactivating.loading || activating.loading || removing.loading,
  };
}
