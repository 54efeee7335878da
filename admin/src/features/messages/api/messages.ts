import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { refetchHistory } from '@/components/record-history';
import { graphql } from '@/gql';
import { pageWindow, searchTerm } from '@/lib/page-window';

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

const StaffThreadsDocument = graphql(`
  query StaffMessageThreads(
    $search: String
    $status: String
    $unread: Boolean
    $sortBy: String
    $sortOrder: String
    $offset: Int
    $limit: Int
  ) {
    staffMessageThreads(
      search: $search
      status: $status
      unread: $unread
      sortBy: $sortBy
      sortOrder: $sortOrder
      offset: $offset
      limit: $limit
    ) {
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

const UnreadThreadCountDocument = graphql(`
  query StaffUnreadThreadCount {
    staffUnreadThreadCount
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

/** The menu's count is refreshed after every step that can change it. */
const COUNT_QUERY = 'StaffUnreadThreadCount';

export interface ThreadsFilter {
  search?: string;
  status?: string;
  /** 'unread': only threads with an unread customer message. */
  read?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of the inbox from the server (search, status, sort and paging are the server's). Never cached. */
export function useFetchThreads() {
  const client = useApolloClient();
  return useCallback(
    async ({ search, status, read, sortBy, sortOrder, page, pageSize }: ThreadsFilter) => {
      const { data } = await client.query({
        query: StaffThreadsDocument,
        variables: {
          search: searchTerm(search),
          status: status || null,
          unread: read === 'unread' ? true : read === 'read' ? false : null,
          sortBy: sortBy ?? null,
          sortOrder: sortOrder ?? null,
          ...pageWindow(page, pageSize),
        },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('Tomt svar fra serveren');
      // A new customer message shows in the list: the menu's count should say the same.
      void client.refetchQueries({ include: [COUNT_QUERY] });
      return data.staffMessageThreads;
    },
    [client],
  );
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

/** Threads with a customer message staff have not read: the `Meldinger` menu entry's count, polled modestly. */
export function useUnreadThreadCount(): number | undefined {
  const { data } = useQuery(UnreadThreadCountDocument, { pollInterval: 60_000, fetchPolicy: 'cache-and-network' });
  return data?.staffUnreadThreadCount;
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
