import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { pageWindow, searchTerm } from '@/lib/page-window';

export const StaffGroupRowFragment = graphql(`
  fragment StaffGroupRowFields on StaffGroupRow {
    id
    name
    school
    graduationYear
    coordinatorEmail
    coordinatorName
    memberCount
    invitedCount
    submissionCount
    deadline
    status
  }
`);

export const StaffGroupDetailFragment = graphql(`
  fragment StaffGroupDetailFields on StaffGroupDetail {
    group {
      id
      name
      school
      graduationYear
      coordinatorEmail
      coordinatorName
      inviteCode
      deadline
      status
      maxMembers
      description
      createdAt
      memberCount
      invitedCount
      submissionCount
      submissionsLocked
      quoteRequestedAt
      members {
        id
        email
        firstName
        lastName
        status
        joinedAt
        invitedAt
        hasSubmitted
      }
      submissions {
        id
        memberEmail
        memberName
        submittedAt
        notes
        lines {
          productName
          size
          color
          quantity
          printName
        }
      }
      matrix {
        sizes
        sizeTotals
        grandTotal
        products {
          productId
          productName
          sizeTotals
          total
          rows {
            color
            colorLabel
            counts
            total
          }
        }
      }
    }
    designs {
      ...GroupRecordLinkFields
    }
    quotes {
      ...GroupRecordLinkFields
    }
    orders {
      ...GroupRecordLinkFields
    }
    actions {
      canExtendDeadline
      canArchive
      canSendReminder
    }
  }
`);

export const GroupRecordLinkFragment = graphql(`
  fragment GroupRecordLinkFields on GroupRecordLink {
    id
    title
    status
    statusLabel
    email
    amount
    createdAt
  }
`);

const StaffGroupsDocument = graphql(`
  query StaffGroups(
    $search: String
    $status: String
    $graduationYear: String
    $sortBy: String
    $sortOrder: String
    $offset: Int
    $limit: Int
  ) {
    staffGroups(
      search: $search
      status: $status
      graduationYear: $graduationYear
      sortBy: $sortBy
      sortOrder: $sortOrder
      offset: $offset
      limit: $limit
    ) {
      total
      items {
        ...StaffGroupRowFields
      }
    }
  }
`);

const StaffGroupDocument = graphql(`
  query StaffGroup($id: ID!) {
    staffGroup(id: $id) {
      ...StaffGroupDetailFields
    }
  }
`);

const ExtendGroupDeadlineDocument = graphql(`
  mutation ExtendGroupDeadline($id: ID!, $input: ExtendGroupDeadlineInput!) {
    extendGroupDeadline(id: $id, input: $input) {
      ...StaffGroupDetailFields
    }
  }
`);

const ArchiveGroupDocument = graphql(`
  mutation ArchiveGroup($id: ID!) {
    archiveGroup(id: $id) {
      ...StaffGroupDetailFields
    }
  }
`);

const SendGroupSizeReminderDocument = graphql(`
  mutation SendGroupSizeReminder($id: ID!) {
    sendGroupSizeReminder(id: $id) {
      reminded
      staffGroup {
        ...StaffGroupDetailFields
      }
    }
  }
`);

export interface GroupsFilter {
  search?: string;
  status?: string;
  graduationYear?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of groups from the server (search, filters, sort and paging are the server's). Never cached. */
export function useFetchGroups() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, status, graduationYear, sortBy, sortOrder, page, pageSize }: GroupsFilter) => {
      const { data } = await client.query({
        query: StaffGroupsDocument,
        variables: {
          search: searchTerm(search),
          status: status || null,
          graduationYear: searchTerm(graduationYear),
          sortBy: sortBy ?? null,
          sortOrder: sortOrder ?? null,
          ...pageWindow(page, pageSize),
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      return data.staffGroups;
    },
    [client],
  );
}

export function useStaffGroup(id: string) {
  return useQuery(StaffGroupDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/** `Forleng frist`, `Arkiver`, `Send påminnelse`; each answers the group as it is afterwards. */
export function useGroupActions() {
  const [extend, extending] = useMutation(ExtendGroupDeadlineDocument);
  const [archive, archiving] = useMutation(ArchiveGroupDocument);
  const [remind, reminding] = useMutation(SendGroupSizeReminderDocument);
  return {
    extend: (id: string, deadline: string) => extend({ variables: { id, input: { deadline } } }),
    archive: (id: string) => archive({ variables: { id } }),
    remind: (id: string) => remind({ variables: { id } }),
    busy: extending.loading || archiving.loading || reminding.loading,
  };
}
