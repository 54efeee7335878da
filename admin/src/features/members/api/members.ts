import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { pageWindow } from '@/lib/page-window';
import { memberFilterOf, type MembersFilter } from '@/features/members/member-filter';

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

const StaffMembersDocument = graphql(`
  query StaffMembers($filter: StaffMemberFilter, $sort: String, $offset: Int, $limit: Int) {
    staffMembers(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
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

// The customer's own account deletion (profile/account-deletion.service.ts); staff confirm with the e-mail itself.
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

/** One page of members from the server (search, filters, sort and paging are the server's). Never cached. */
export function useFetchMembers() {
  const client = useApolloClient();
  return useCallback(
    async (filter: MembersFilter, sort: string | null, page: number, pageSize: number) => {
      const { data } = await client.query({
        query: StaffMembersDocument,
        variables: { filter: memberFilterOf(filter), sort, ...pageWindow(page, pageSize) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.staffMembers;
    },
    [client],
  );
}

export function useStaffMemberDetail(id: string) {
  return useQuery(StaffMemberDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useMemberQuotes(email: string) {
  return useQuery(MemberQuotesDocument, { variables: { email }, fetchPolicy: 'cache-and-network' });
}

export function useMemberSteps() {
  // The page's `Historikk` shows the new audit entry at once.
  const [deactivate, deactivating] = useMutation(DeactivateMemberDocument, { refetchQueries: ['RecordHistory'] });
  const [activate, activating] = useMutation(ActivateMemberDocument, { refetchQueries: ['RecordHistory'] });
  const [remove, removing] = useMutation(DeleteMemberDocument);
  return {
    deactivate: (id: string) => deactivate({ variables: { id } }),
    activate: (id: string) => activate({ variables: { id } }),
    remove: (email: string) => remove({ variables: { email } }),
    busy: deactivating.loading || activating.loading || removing.loading,
  };
}
