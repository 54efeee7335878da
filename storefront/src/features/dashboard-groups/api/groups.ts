import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { withCounts } from '@/lib/dashboard-counts';
import { graphql } from '@/gql';
import type {
  CreateGroupInput,
  CreateGroupMutation,
  CreateGroupMutationVariables,
  InviteGroupMemberMutation,
  InviteGroupMemberMutationVariables,
  JoinGroupMutation,
  JoinGroupMutationVariables,
  RemoveGroupMemberMutation,
  RemoveGroupMemberMutationVariables,
  RespondToGroupInvitationMutation,
  RespondToGroupInvitationMutationVariables,
  SendGroupSizesToShopMutation,
  SendGroupSizesToShopMutationVariables,
  SizeSubmissionInput,
  SubmitGroupSizesMutation,
  SubmitGroupSizesMutationVariables,
  UpdateGroupInput,
  UpdateGroupMutation,
  UpdateGroupMutationVariables,
} from '@/gql/graphql';
import type { FieldErrorMap } from '@/lib/field-errors';
import { graphQLFailureOf } from '@/lib/graphql-failure';

// ---------------------------------------------------------------------------------------------------------
// Reads

/** A line of a member's size submission, as the summary, the coordinator's table and the form read it. */
export const GroupSizeLineFragment = graphql(`
  fragment GroupSizeLine on GroupSizeLine {
    productId
    productName
    size
    color
    quantity
    printName
  }
`);

export const MyGroupsDocument = graphql(`
  query MyGroups {
    myGroups {
      coordinated {
        id
        name
        myStatus
        submissionsLocked
        ...CoordinatedGroupCard_GroupOverview
        ...SubmitSizesPicker_GroupOverview
      }
      memberOf {
        id
        name
        myStatus
        submissionsLocked
        ...MemberGroupCard_GroupOverview
        ...SubmitSizesPicker_GroupOverview
      }
      submissions {
        id
        groupId
        ...SubmissionSummary_GroupSizeSubmission
        ...SizeSubmissionForm_GroupSizeSubmission
      }
    }
  }
`);

export const GroupDetailDocument = graphql(`
  query GroupDetail($id: ID!) {
    group(id: $id) {
      id
      ...GroupAdminPanel_GroupDetail
    }
  }
`);

export const GroupProductsDocument = graphql(`
  query GroupProducts {
    products {
      id
      name
      category
      color
    }
  }
`);

/** The groups tab's lists. Asked from the server each time the tab opens (memberships change elsewhere). */
export function useMyGroups() {
  return useQuery(MyGroupsDocument, { fetchPolicy: 'cache-and-network' });
}

export function useGroupDetail(id: string | null) {
  return useQuery(GroupDetailDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
}

export function useGroupProducts() {
  return useQuery(GroupProductsDocument);
}

// ---------------------------------------------------------------------------------------------------------
// Changes

export type GroupOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap }
  | { status: 'refused'; reason: string; message: string };

/**
 * A refused group change as an outcome: BAD_USER_INPUT → 'invalid' with the field messages, a group rule's refusal
 * (an error with `extensions.reason`: deadline passed, full, archived…) → 'refused'; null for any other failure.
 */
function refusalOf(error: unknown): GroupOutcome<never> | null {
  const failure = graphQLFailureOf(error);
  if (failure?.code === 'BAD_USER_INPUT') {
    return { status: 'invalid', message: failure.message, fieldErrors: failure.fieldErrors };
  }
  if (failure?.reason) return { status: 'refused', reason: failure.reason, message: failure.message };
  return null;
}

/** After every group change: the lists, the open group and the dashboard counters (groups joined or created). */
const refetchQueries = withCounts(MyGroupsDocument, GroupDetailDocument);

/** One group change: its document, how the hook's arguments become variables, and how the answer is read. */
interface GroupChange<TData, TVariables extends OperationVariables, TArgs extends unknown[], T> {
  document: TypedDocumentNode<TData, TVariables>;
  variables: (...args: TArgs) => TVariables;
  outcome: (data: TData) => T;
}

/** Runs a group change and refetches what it changes; returns the call and whether it is running. */
function useGroupChange<TData, TVariables extends OperationVariables, TArgs extends unknown[], T>(
  change: GroupChange<TData, TVariables, TArgs, T>,
) {
  // Variables are typed by `change.variables`; the hook sees them as plain operation variables.
  const [mutate, { loading }] = useMutation(change.document as TypedDocumentNode<TData, OperationVariables>, {
    refetchQueries,
  });
  const run = useCallback(
    async (...args: TArgs): Promise<T> => {
      const { data } = await mutate({ variables: change.variables(...args) });
      if (!data) throw new Error('Empty answer from the server');
      return change.outcome(data);
    },
    [mutate, change],
  );
  return [run, loading] as const;
}

/** A group change whose expected refusals are outcomes ('invalid', 'refused'); other failures reject. */
function useRefusableGroupChange<TData, TVariables extends OperationVariables, TArgs extends unknown[], T>(
  change: GroupChange<TData, TVariables, TArgs, T>,
) {
  const [run, loading] = useGroupChange(change);
  const guarded = useCallback(
    async (...args: TArgs): Promise<GroupOutcome<T>> => {
      try {
        return { status: 'ok', value: await run(...args) };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        throw error;
      }
    },
    [run],
  );
  return [guarded, loading] as const;
}

const createGroupChange: GroupChange<
  CreateGroupMutation,
  CreateGroupMutationVariables,
  [CreateGroupInput],
  { id: string; name: string }
> = {
  document: graphql(`
    mutation CreateGroup($input: CreateGroupInput!) {
      createGroup(input: $input) {
        __typename
        group {
          id
          name
          inviteCode
        }
      }
    }
  `),
  variables: (input) => ({ input }),
  outcome: (data) => data.createGroup.group,
};

const updateGroupChange: GroupChange<
  UpdateGroupMutation,
  UpdateGroupMutationVariables,
  [string, UpdateGroupInput],
  { id: string; name: string }
> = {
  document: graphql(`
    mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {
      updateGroup(id: $id, input: $input) {
        __typename
        group {
          id
          name
        }
      }
    }
  `),
  variables: (id, input) => ({ id, input }),
  outcome: (data) => data.updateGroup.group,
};

const joinGroupChange: GroupChange<
  JoinGroupMutation,
  JoinGroupMutationVariables,
  [string],
  { message: string; alreadyMember: boolean; group: { id: string; name: string } }
> = {
  document: graphql(`
    mutation JoinGroup($inviteCode: String!) {
      joinGroup(inviteCode: $inviteCode) {
        __typename
        alreadyMember
        message
        group {
          id
          name
        }
      }
    }
  `),
  variables: (inviteCode) => ({ inviteCode }),
  outcome: (data) => data.joinGroup,
};

const respondToInvitationChange: GroupChange<
  RespondToGroupInvitationMutation,
  RespondToGroupInvitationMutationVariables,
  [string, boolean],
  string
> = {
  document: graphql(`
    mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {
      respondToGroupInvitation(groupId: $groupId, accept: $accept) {
        __typename
        message
        group {
          id
        }
      }
    }
  `),
  variables: (groupId, accept) => ({ groupId, accept }),
  outcome: (data) => data.respondToGroupInvitation.message,
};

const inviteMemberChange: GroupChange<
  InviteGroupMemberMutation,
  InviteGroupMemberMutationVariables,
  [string, string],
  string
> = {
  document: graphql(`
    mutation InviteGroupMember($groupId: ID!, $email: String!) {
      inviteGroupMember(groupId: $groupId, email: $email) {
        __typename
        message
        member {
          id
          email
        }
      }
    }
  `),
  variables: (groupId, email) => ({ groupId, email }),
  outcome: (data) => data.inviteGroupMember.message,
};

const removeMemberChange: GroupChange<
  RemoveGroupMemberMutation,
  RemoveGroupMemberMutationVariables,
  [string, string],
  void
> = {
  document: graphql(`
    mutation RemoveGroupMember($groupId: ID!, $memberId: ID!) {
      removeGroupMember(groupId: $groupId, memberId: $memberId) {
        memberId
      }
    }
  `),
  variables: (groupId, memberId) => ({ groupId, memberId }),
  outcome: () => undefined,
};

const submitSizesChange: GroupChange<
  SubmitGroupSizesMutation,
  SubmitGroupSizesMutationVariables,
  [string, SizeSubmissionInput],
  string
> = {
  document: graphql(`
    mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {
      submitGroupSizes(groupId: $groupId, input: $input) {
        __typename
        message
        submission {
          id
        }
      }
    }
  `),
  variables: (groupId, input) => ({ groupId, input }),
  outcome: (data) => data.submitGroupSizes.message,
};

const sendSizesChange: GroupChange<
  SendGroupSizesToShopMutation,
  SendGroupSizesToShopMutationVariables,
  [string],
  string
> = {
  document: graphql(`
    mutation SendGroupSizesToShop($groupId: ID!) {
      sendGroupSizesToShop(groupId: $groupId) {
        __typename
        message
        quoteRequestedAt
      }
    }
  `),
  variables: (groupId) => ({ groupId }),
  outcome: (data) => data.sendGroupSizesToShop.message,
};

// Each hook answers [run, running].
export const useCreateGroup = () => useRefusableGroupChange(createGroupChange);
export const useUpdateGroup = () => useRefusableGroupChange(updateGroupChange);
export const useJoinGroup = () => useRefusableGroupChange(joinGroupChange);
export const useRespondToInvitation = () => useRefusableGroupChange(respondToInvitationChange);
export const useInviteMember = () => useRefusableGroupChange(inviteMemberChange);
export const useRemoveMember = () => useGroupChange(removeMemberChange);
export const useSubmitSizes = () => useRefusableGroupChange(submitSizesChange);
export const useSendSizesToShop = () => useRefusableGroupChange(sendSizesChange);

/** The CSV download (coordinator and staff): a plain link, the session cookie goes with it. */
export function groupSizesCsvUrl(groupId: string): string {
  return `/api/customer/groups/${encodeURIComponent(groupId)}/sizes.csv`;
}
