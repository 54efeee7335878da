import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { StartMessageThreadInput } from '@/gql/graphql';
import { toFieldErrorMap, type FieldErrorMap } from '@/lib/field-errors';

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
      ... on MessageThread {
        id
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

export const ReplyToThreadMutation = graphql(`
  mutation ReplyToThread($threadId: ID!, $body: String!) {
    replyToThread(threadId: $threadId, body: $body) {
      __typename
      ... on MessageThread {
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
      const { data } = await mutate({ variables: { input } });
      const result = data?.startMessageThread;
      if (result?.__typename === 'MessageThread') return { status: 'sent', threadId: result.id };
      if (result?.__typename === 'ValidationError') {
        return { status: 'invalid', message: result.message, fieldErrors: toFieldErrorMap(result.fieldErrors) };
      }
      throw new Error('Unexpected startMessageThread result');
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
      const { data } = await mutate({ variables: { threadId, body } });
      const result = data?.replyToThread;
      if (result?.__typename === 'MessageThread') return { status: 'sent', threadId: result.id };
      if (result?.__typename === 'ValidationError') {
        return { status: 'invalid', message: result.message, fieldErrors: toFieldErrorMap(result.fieldErrors) };
      }
      throw new Error('Unexpected replyToThread result');
    },
    [mutate],
  );
  return { reply, sending: loading };
}
