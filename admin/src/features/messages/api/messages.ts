import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { refetchHistory } from '@/lib/refetch-history';
import { COUNT_QUERY } from './unread-thread-count';
import { graphql } from '@/gql';

export const StaffThreadRowFragment = graphql(`
  fragment StaffThreadRow on StaffMessageThread {
    id
    subject
    type
    status
    memberEmail
    customerName
    relatedOrderId
    relatedOrderNumber
    relatedDesignId
    relatedDesignName
    relatedGroupId
    relatedGroupName
    lastMessageAt
    createdAt
    unreadCount
    messageCount
  }
`);

export const StaffThreadDetailFragment = graphql(`
  fragment StaffThreadDetail on StaffMessageThreadDetail {
    id
    subject
    type
    status
    memberEmail
    customerName
    relatedOrderId
    relatedOrderNumber
    relatedDesignId
    relatedDesignName
    relatedGroupId
    relatedGroupName
    lastMessageAt
    createdAt
    unreadCount
    messageCount
    entries {
      key
      id
      kind
      body
      author
      createdAt
      isRead
    }
  }
`);

/** The console list: one page on the one list protocol (use-list-request.ts). */
export const StaffThreadsDocument = graphql(`
  query StaffMessageThreads(
    $search: String
    $filter: StaffMessageThreadFilter
    $sort: ListSort
    $offset: Int
    $limit: Int
  ) {
    staffMessageThreads(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...StaffThreadRow
      }
    }
  }
`);

const StaffThreadDocument = graphql(`
  query StaffMessageThread($id: ID!) {
    staffMessageThread(id: $id) {
      ...StaffThreadDetail
    }
  }
`);

const ReplyDocument = graphql(`
  mutation ReplyToThreadAsStaff($threadId: ID!, $body: String!) {
    replyToThreadAsStaff(threadId: $threadId, body: $body) {
      __typename
      thread {
        ...StaffThreadDetail
      }
    }
  }
`);

const NoteDocument = graphql(`
  mutation AddThreadNote($threadId: ID!, $body: String!) {
    addThreadNote(threadId: $threadId, body: $body) {
      __typename
      thread {
        ...StaffThreadDetail
      }
    }
  }
`);

const CloseDocument = graphql(`
  mutation CloseThread($threadId: ID!) {
    closeThread(threadId: $threadId) {
      __typename
      thread {
        ...StaffThreadDetail
      }
    }
  }
`);

/** Reads the menu's unread count again (after the inbox showed a page: a new customer message shows in both). */
export function useRefreshUnreadCount() {
  const client = useApolloClient();
  return useCallback(() => void client.refetchQueries({ include: [COUNT_QUERY] }), [client]);
}

/** One thread; the server marks the customer's messages read, so the menu's count is read again after it. */
export function useStaffThread(id: string) {
  const client = useApolloClient();
  const result = useQuery(StaffThreadDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const { data } = result;
  useEffect(() => {
    if (data) void client.refetchQueries({ include: [COUNT_QUERY] });
  }, [data, client]);
  return result;
}

export function useThreadSteps() {
  // Each step returns the thread (StaffThreadDetail): the page updates from the cache. The menu's count and the
  // Historikk cannot come back in the result, so they are read again.
  const options = { refetchQueries: [COUNT_QUERY, ...refetchHistory.refetchQueries] };
  const [reply, replying] = useMutation(ReplyDocument, options);
  const [note, noting] = useMutation(NoteDocument, options);
  const [close, closing] = useMutation(CloseDocument, options);
  return {
    reply: (threadId: string, body: string) => reply({ variables: { threadId, body } }),
    note: (threadId: string, body: string) => note({ variables: { threadId, body } }),
    close: (threadId: string) => close({ variables: { threadId } }),
    busy: replying.loading || noting.loading || closing.loading,
  };
}
