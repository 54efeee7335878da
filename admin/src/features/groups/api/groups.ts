import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { refetchHistory } from '@/components/record-history';
import { graphql } from '@/gql';
import type { StaffGroupQuery } from '@/gql/graphql';
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

/**
 * The group page as a step answered it. `StaffGroupDetail` has no id of its own for the cache to match, so the
 * answer is written into the page's query (`staffGroup(id)`) by hand.
 */
function writeGroupDetail(
  cache: ApolloCache,
  id: string | number | undefined,
  detail: StaffGroupQuery['staffGroup'] | undefined,
) {
  if (id == null || !detail) return;
  cache.writeQuery({ query: StaffGroupDocument, variables: { id: String(id) }, data: { staffGroup: detail } });
}

/**
 * `Forleng frist`, `Arkiver`, `Send påminnelse`; each answers the group page as it is afterwards, which updates
 * the page from the cache; only the Historikk is read again.
 */
export function useGroupActions() {
  const [extend, extending] = useMutation(ExtendGroupDeadlineDocument, {
    ...refetchHistory,
    update: (cache, { data }, { variables }) => writeGroupDetail(cache, variables?.id, data?.extendGroupDeadline),
  });
  const [archive, archiving] = useMutation(ArchiveGroupDocument, {
    ...refetchHistory,
    update: (cache, { data }, { variables }) => writeGroupDetail(cache, variables?.id, data?.archiveGroup),
  });
  const [remind, reminding] = useMutation(SendGroupSizeReminderDocument, {
    ...refetchHistory,
    update: (cache, { data }, { variables }) =>
      writeGroupDetail(cache, variables?.id, data?.sendGroupSizeReminder.staffGroup),
  });
  return {
    extend: (id: string, deadline: string) => extend({ variables: { id, input: { deadline } } }),
    archive: (id: string) => archive({ variables: { id } }),
    remind: (id: string) => remind({ variables: { id } }),
    busy: extending.loading || archiving.loading || reminding.loading,
  };
}
