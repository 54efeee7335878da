import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { refetchHistory } from '@/lib/refetch-history';
import { graphql } from '@/gql';
import type { StaffGroupQuery } from '@/gql/graphql';

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
        paid
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
      canSendPaymentReminder
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

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffGroupsDocument = graphql(`
  query StaffGroups($search: String, $filter: StaffGroupFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffGroups(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
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

const SendGroupPaymentReminderDocument = graphql(`
  mutation SendGroupPaymentReminder($id: ID!) {
    sendGroupPaymentReminder(id: $id) {
      reminded
      staffGroup {
        ...StaffGroupDetailFields
      }
    }
  }
`);

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
 * `Forleng frist`, `Arkiver`, `Send påminnelse`, `Send betalingspåminnelse`; each answers the group page as it is afterwards, which updates
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
  const [remindToPay, remindingToPay] = useMutation(SendGroupPaymentReminderDocument, {
    ...refetchHistory,
    update: (cache, { data }, { variables }) =>
      writeGroupDetail(cache, variables?.id, data?.sendGroupPaymentReminder.staffGroup),
  });
  return {
    extend: (id: string, deadline: string) => extend({ variables: { id, input: { deadline } } }),
    archive: (id: string) => archive({ variables: { id } }),
    /** Each reminder answers how many members it reached. */
    remind: async (id: string) => (await remind({ variables: { id } })).data?.sendGroupSizeReminder.reminded ?? 0,
    remindToPay: async (id: string) =>
      (await remindToPay({ variables: { id } })).data?.sendGroupPaymentReminder.reminded ?? 0,
    busy: extending.loading || archiving.loading || reminding.loading || remindingToPay.loading,
  };
}
