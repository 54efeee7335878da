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
      relatedOrderId
      relatedDesignId
      relatedGroupId
      ...ThreadDialog_Messages
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
      ...ThreadDialog_Messages
    }
  }
`);

export type MessageOutcome =
  { status: 'sent'; threadId: string } | { status: 'invalid'; message: string; fieldErrors: FieldErrorMap };

/** One thread with its messages, fresh from the server (reading it marks the shop's replies read). */
export function useMessageThread(id: string) {
  return useQuery(MessageThreadQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

/** Runs a message mutation: 'sent' with its thread's id, or 'invalid' with the server's field messages. */
async function messageOutcome(run: () => Promise<{ id: string } | undefined>): Promise<MessageOutcome> {
  const sent = await orInvalidInput(async () => ({ thread: await run() }));
  if ('status' in sent) return sent;
  if (!sent.thread) throw new Error('Empty answer from the server');
  return { status: 'sent', threadId: sent.thread.id };
}

export function useStartMessageThread() {
  const [mutate, { loading }] = useMutation(StartMessageThreadMutation);
  const startThread = useCallback(
    (input: StartMessageThreadInput) =>
      messageOutcome(() => mutate({ variables: { input } }).then((result) => result.data?.startMessageThread)),
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
    (threadId: string, body: string) =>
      messageOutcome(() => mutate({ variables: { threadId, body } }).then((result) => result.data?.replyToThread)),
    [mutate],
  );
  return { reply, sending: loading };
}
