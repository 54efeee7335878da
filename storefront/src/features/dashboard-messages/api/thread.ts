import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { StartMessageThreadInput } from '@/gql/graphql';
import type { FieldErrorMap } from '@/lib/field-errors';
import { orInvalidInput } from '@/lib/graphql-failure';

export const MessageThreadQuery = graphql(`
  query MessageThread($id: ID!) {
    messageThread(id: $id) {
      id
      subject
      type
      status
      relatedOrderId
      relatedDesignId
      relatedGroupId
      lastMessageAt
      messages {
        id
        senderType
        body
        createdAt
      }
    }
  }
`);

export const StartMessageThreadMutation = graphql(`
  mutation StartMessageThread($input: StartMessageThreadInput!) {
    startMessageThread(input: $input) {
      __typename
      id
    }
  }
`);

export const ReplyToThreadMutation = graphql(`
  mutation ReplyToThread($threadId: ID!, $body: String!) {
    replyToThread(threadId: $threadId, body: $body) {
      __typename
      id
      status
      lastMessageAt
      messages {
        id
        senderType
        body
        createdAt
      }
    }
  }
`);

export type MessageOutcome =
  { status: 'sent'; threadId: string } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

/** One thread with its messages, fresh from the server (reading it marks the shop's replies read). */
export function useMessageThread(id: string) {
  return useQuery(MessageThreadQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

export function useStartMessageThread() {
  const [mutate, { loading }] = useMutation(StartMessageThreadMutation);
  const startThread = useCallback(
    async (input: StartMessageThreadInput): Promise<MessageOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { input } }));
      if ('status' in sent) return sent;
      const result = sent.data?.startMessageThread;
      if (!result) throw new Error('Empty answer from the server');
      return { status: 'sent', threadId: result.id };
    },
    [mutate],
  );
  return { startThread, sending: loading };
}

export function useReplyToThread() {
  const [mutate, { loading }] = useMutation(ReplyToThreadMutation, {
    // The thread view shows the answer's messages at once.
    refetchQueries: [MessageThreadQuery],
  });
  const reply = useCallback(
    async (threadId: string, body: string): Promise<MessageOutcome> => {
      const sent = await orInvalidInput(() => mutate({ variables: { threadId, body } }));
      if ('status' in sent) return sent;
      const result = sent.data?.replyToThread;
      if (!result) throw new Error('Empty answer from the server');
      return { status: 'sent', threadId: result.id };
    },
    [mutate],
  );
  return { reply, sending: loading };
}
