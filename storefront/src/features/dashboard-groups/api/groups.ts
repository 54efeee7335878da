import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type {
  CreateGroupInput,
  GroupDetailQuery,
  MyGroupsQuery,
  SizeSubmissionInput,
  UpdateGroupInput,
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
        school
        graduationYear
        coordinatorEmail
        coordinatorName
        inviteCode
        deadline
        status
        maxMembers
        description
        memberCount
        invitedCount
        submissionCount
        viewerRole
        myStatus
        submissionsLocked
        quoteRequestedAt
      }
      memberOf {
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
        memberCount
        invitedCount
        submissionCount
        viewerRole
        myStatus
        submissionsLocked
        quoteRequestedAt
      }
      submissions {
        id
        groupId
        groupName
        submittedAt
        locked
        notes
        lines {
          productId
          productName
          size
          color
          quantity
          printName
        }
      }
    }
  }
`);

export const GroupDetailDocument = graphql(`
  query GroupDetail($id: ID!) {
    group(id: $id) {
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
      memberCount
      invitedCount
      submissionCount
      viewerRole
      myStatus
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
          productId
          productName
          size
          color
          quantity
          printName
        }
      }
      mySubmission {
        id
        submittedAt
        notes
        lines {
          productId
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
          total
          sizeTotals
          rows {
            color
            colorLabel
            counts
            total
          }
        }
      }
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

export type GroupOverview = MyGroupsQuery['myGroups']['coordinated'][number];
export type MySubmission = MyGroupsQuery['myGroups']['submissions'][number];
export type GroupDetail = GroupDetailQuery['group'];
export type SizeLine = MySubmission['lines'][number];

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

type UnionResult =
  | { __typename: 'ValidationError'; message: string; fieldErrors: ReadonlyArray<{ field: string; message: string }> }
  | { __typename: 'GroupActionRefused'; reason: string; message: string }
  | { __typename: string };

function toOutcome<T>(result: UnionResult | undefined | null, pick: (ok: never) => T, okType: string): GroupOutcome<T> {
  if (!result) throw new Error('Empty answer from the server');
  if (result.__typename === okType) return { status: 'ok', value: pick(result as never) };
  if ('fieldErrors' in result) {
    return { status: 'invalid', message: result.message, fieldErrors: toFieldErrorMap(result.fieldErrors) };
  }
  if ('reason' in result) return { status: 'refused', reason: result.reason, message: result.message };
  throw new Error(`Unexpected result ${result.__typename}`);
}

const refetchQueries = [MyGroupsDocument, GroupDetailDocument];

const CreateGroupDocument = graphql(`
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
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

const UpdateGroupDocument = graphql(`
  mutation UpdateGroup($id: ID!, $input: UpdateGroupInput!) {
    updateGroup(id: $id, input: $input) {
      __typename
      ... on GroupSaved {
        group {
          id
          name
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

const JoinGroupDocument = graphql(`
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
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on GroupActionRefused {
        reason
        message
      }
    }
  }
`);

const RespondToInvitationDocument = graphql(`
  mutation RespondToGroupInvitation($groupId: ID!, $accept: Boolean!) {
    respondToGroupInvitation(groupId: $groupId, accept: $accept) {
      __typename
      ... on GroupJoined {
        message
        group {
          id
        }
      }
      ... on GroupActionRefused {
        reason
        message
      }
    }
  }
`);

const InviteMemberDocument = graphql(`
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
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on GroupActionRefused {
        reason
        message
      }
    }
  }
`);

const RemoveMemberDocument = graphql(`
  mutation RemoveGroupMember($groupId: ID!, $memberId: ID!) {
    removeGroupMember(groupId: $groupId, memberId: $memberId) {
      memberId
    }
  }
`);

const SubmitSizesDocument = graphql(`
  mutation SubmitGroupSizes($groupId: ID!, $input: SizeSubmissionInput!) {
    submitGroupSizes(groupId: $groupId, input: $input) {
      __typename
      ... on GroupSizesSubmitted {
        message
        submission {
          id
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on GroupActionRefused {
        reason
        message
      }
    }
  }
`);

const SendSizesDocument = graphql(`
  mutation SendGroupSizesToShop($groupId: ID!) {
    sendGroupSizesToShop(groupId: $groupId) {
      __typename
      ... on GroupQuoteSent {
        message
        quoteRequestedAt
      }
      ... on GroupActionRefused {
        reason
        message
      }
    }
  }
`);

export function useCreateGroup() {
  const [mutate, { loading }] = useMutation(CreateGroupDocument, { refetchQueries });
  const createGroup = useCallback(
    async (input: CreateGroupInput) => {
      const { data } = await mutate({ variables: { input } });
      return toOutcome(data?.createGroup, (ok: { group: { id: string; name: string } }) => ok.group, 'GroupSaved');
    },
    [mutate],
  );
  return { createGroup, creating: loading };
}

export function useUpdateGroup() {
  const [mutate, { loading }] = useMutation(UpdateGroupDocument, { refetchQueries });
  const updateGroup = useCallback(
    async (id: string, input: UpdateGroupInput) => {
      const { data } = await mutate({ variables: { id, input } });
      return toOutcome(data?.updateGroup, (ok: { group: { id: string; name: string } }) => ok.group, 'GroupSaved');
    },
    [mutate],
  );
  return { updateGroup, updating: loading };
}

export function useJoinGroup() {
  const [mutate, { loading }] = useMutation(JoinGroupDocument, { refetchQueries });
  const joinGroup = useCallback(
    async (inviteCode: string) => {
      const { data } = await mutate({ variables: { inviteCode } });
      return toOutcome(
        data?.joinGroup,
        (ok: { message: string; alreadyMember: boolean; group: { id: string; name: string } }) => ok,
        'GroupJoined',
      );
    },
    [mutate],
  );
  return { joinGroup, joining: loading };
}

export function useRespondToInvitation() {
  const [mutate, { loading }] = useMutation(RespondToInvitationDocument, { refetchQueries });
  const respond = useCallback(
    async (groupId: string, accept: boolean) => {
      const { data } = await mutate({ variables: { groupId, accept } });
      return toOutcome(data?.respondToGroupInvitation, (ok: { message: string }) => ok.message, 'GroupJoined');
    },
    [mutate],
  );
  return { respond, responding: loading };
}

export function useInviteMember() {
  const [mutate, { loading }] = useMutation(InviteMemberDocument, { refetchQueries });
  const invite = useCallback(
    async (groupId: string, email: string) => {
      const { data } = await mutate({ variables: { groupId, email } });
      return toOutcome(data?.inviteGroupMember, (ok: { message: string }) => ok.message, 'GroupMemberInvited');
    },
    [mutate],
  );
  return { invite, inviting: loading };
}

export function useRemoveMember() {
  const [mutate, { loading }] = useMutation(RemoveMemberDocument, { refetchQueries });
  const remove = useCallback(
    async (groupId: string, memberId: string) => {
      await mutate({ variables: { groupId, memberId } });
    },
    [mutate],
  );
  return { remove, removing: loading };
}

export function useSubmitSizes() {
  const [mutate, { loading }] = useMutation(SubmitSizesDocument, { refetchQueries });
  const submit = useCallback(
    async (groupId: string, input: SizeSubmissionInput) => {
      const { data } = await mutate({ variables: { groupId, input } });
      return toOutcome(data?.submitGroupSizes, (ok: { message: string }) => ok.message, 'GroupSizesSubmitted');
    },
    [mutate],
  );
  return { submit, submitting: loading };
}

export function useSendSizesToShop() {
  const [mutate, { loading }] = useMutation(SendSizesDocument, { refetchQueries });
  const send = useCallback(
    async (groupId: string) => {
      const { data } = await mutate({ variables: { groupId } });
      return toOutcome(data?.sendGroupSizesToShop, (ok: { message: string }) => ok.message, 'GroupQuoteSent');
    },
    [mutate],
  );
  return { send, sending: loading };
}

/** The CSV download (coordinator and staff): a plain link, the session cookie goes with it. */
export function groupSizesCsvUrl(groupId: string): string {
  return `/api/customer/groups/${encodeURIComponent(groupId)}/sizes.csv`;
}
