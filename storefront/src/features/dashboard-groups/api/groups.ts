import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { withCounts } from '@/lib/dashboard-counts';
import { getFragmentData, graphql } from '@/gql';
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
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';

// ---------------------------------------------------------------------------------------------------------
// Reads

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

// The two ways a group change can be turned down, shared by every mutation below.
const GroupValidationFailureFragment = graphql(`
  fragment GroupValidationFailure on ValidationError {
    message
    fieldErrors {
      field
      message
    }
  }
`);

const GroupRefusalFragment = graphql(`
  fragment GroupRefusal on GroupActionRefused {
    reason
    message
  }
`);

type Typed = { __typename?: string };

/**
 * A mutation's union answer as an outcome: `okType` → `pick(result)`, a ValidationError → 'invalid' with the
 * field messages, GroupActionRefused → 'refused' with the server's reason and message.
 */
function toOutcome<R extends Typed, K extends string, T>(
  result: R | null | undefined,
  okType: K,
  pick: (ok: Extract<R, { __typename?: K }>) => T,
): GroupOutcome<T> {
  if (!result) throw new Error('Empty answer from the server');
  switch (result.__typename) {
    case okType:
      return { status: 'ok', value: pick(result as Extract<R, { __typename?: K }>) };
    case 'ValidationError': {
      const failure = getFragmentData(GroupValidationFailureFragment, result as never);
      return { status: 'invalid', message: failure.message, fieldErrors: toFieldErrorMap(failure.fieldErrors) };
    }
    case 'GroupActionRefused': {
      const refusal = getFragmentData(GroupRefusalFragment, result as never);
      return { status: 'refused', reason: refusal.reason, message: refusal.message };
    }
    default:
      throw new Error(`Unexpected result ${String(result.__typename)}`);
  }
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

const createGroupChange: GroupChange<
  CreateGroupMutation,
  CreateGroupMutationVariables,
  [CreateGroupInput],
  GroupOutcome<{ id: string; name: string }>
> = {
  document: graphql(`
    mutation CreateGroup($input: CreateGroupInput!) {
      createGroup(input: $input) {
        __typename
        ... on GroupSaved {
          group {
            id
            name
            inviteCode
          }
        }
        ...GroupValidationFailure
      }
    }
  `),
  variables: (input) => ({ input }),
  outcome: (data) => toOutcome(data.createGroup, 'GroupSaved', (ok) => ok.group),
};

const updateGroupChange: GroupChange<
  UpdateGroupMutation,
  UpdateGroupMutationVariables,
  [string, UpdateGroupInput],
  GroupOutcome<{ id: string; name: string }>
> = {
  document: graphql(`
    mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {
      updateGroup(id: $id, input: $input) {
        __typename
        ... on GroupSaved {
          group {
            id
            name
          }
        }
        ...GroupValidationFailure
      }
    }
  `),
  variables: (id, input) => ({ id, input }),
  outcome: (data) => toOutcome(data.updateGroup, 'GroupSaved', (ok) => ok.group),
};

const joinGroupChange: GroupChange<
  JoinGroupMutation,
  JoinGroupMutationVariables,
  [string],
  GroupOutcome<{ message: string; alreadyMember: boolean; group: { id: string; name: string } }>
> = {
  document: graphql(`
    mutation JoinGroup($inviteCode: String!) {
      joinGroup(inviteCode: $inviteCode) {
        __typename
        ... on GroupJoined {
          alreadyMember
          message
          group {
            id
            name
          }
        }
        ...GroupValidationFailure
        ...GroupRefusal
      }
    }
  `),
  variables: (inviteCode) => ({ inviteCode }),
  outcome: (data) => toOutcome(data.joinGroup, 'GroupJoined', (ok) => ok),
};

const respondToInvitationChange: GroupChange<
  RespondToGroupInvitationMutation,
  RespondToGroupInvitationMutationVariables,
  [string, boolean],
  GroupOutcome<string>
> = {
  document: graphql(`
    mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {
      respondToGroupInvitation(groupId: $groupId, accept: $accept) {
        __typename
        ... on GroupJoined {
          message
          group {
            id
          }
        }
        ...GroupRefusal
      }
    }
  `),
  variables: (groupId, accept) => ({ groupId, accept }),
  outcome: (data) => toOutcome(data.respondToGroupInvitation, 'GroupJoined', (ok) => ok.message),
};

const inviteMemberChange: GroupChange<
  InviteGroupMemberMutation,
  InviteGroupMemberMutationVariables,
  [string, string],
  GroupOutcome<string>
> = {
  document: graphql(`
    mutation InviteGroupMember($groupId: ID!, $email: String!) {
      inviteGroupMember(groupId: $groupId, email: $email) {
        __typename
        ... on GroupMemberInvited {
          message
          member {
            id
            email
          }
        }
        ...GroupValidationFailure
        ...GroupRefusal
      }
    }
  `),
  variables: (groupId, email) => ({ groupId, email }),
  outcome: (data) => toOutcome(data.inviteGroupMember, 'GroupMemberInvited', (ok) => ok.message),
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
  GroupOutcome<string>
> = {
  document: graphql(`
    mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {
      submitGroupSizes(groupId: $groupId, input: $input) {
        __typename
        ... on GroupSizesSubmitted {
          message
          submission {
            id
          }
        }
        ...GroupValidationFailure
        ...GroupRefusal
      }
    }
  `),
  variables: (groupId, input) => ({ groupId, input }),
  outcome: (data) => toOutcome(data.submitGroupSizes, 'GroupSizesSubmitted', (ok) => ok.message),
};

const sendSizesChange: GroupChange<
  SendGroupSizesToShopMutation,
  SendGroupSizesToShopMutationVariables,
  [string],
  GroupOutcome<string>
> = {
  document: graphql(`
    mutation SendGroupSizesToShop($groupId: ID!) {
      sendGroupSizesToShop(groupId: $groupId) {
        __typename
        ... on GroupQuoteSent {
          message
          quoteRequestedAt
        }
        ...GroupRefusal
      }
    }
  `),
  variables: (groupId) => ({ groupId }),
  outcome: (data) => toOutcome(data.sendGroupSizesToShop, 'GroupQuoteSent', (ok) => ok.message),
};

// Each hook answers [run, running].
export const useCreateGroup = () => useGroupChange(createGroupChange);
export const useUpdateGroup = () => useGroupChange(updateGroupChange);
export const useJoinGroup = () => useGroupChange(joinGroupChange);
export const useRespondToInvitation = () => useGroupChange(respondToInvitationChange);
export const useInviteMember = () => useGroupChange(inviteMemberChange);
export const useRemoveMember = () => useGroupChange(removeMemberChange);
export const useSubmitSizes = () => useGroupChange(submitSizesChange);
export const useSendSizesToShop = () => useGroupChange(sendSizesChange);

/** The CSV download (coordinator and staff): a plain link, the session cookie goes with it. */
export function groupSizesCsvUrl(groupId: string): string {
  return `/api/customer/groups/${encodeURIComponent(groupId)}/sizes.csv`;
}
