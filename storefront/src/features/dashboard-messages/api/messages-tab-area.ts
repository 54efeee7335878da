import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { refetchWithCounts } from '@/lib/dashboard-counts';
import { getFragmentData, graphql } from '@/gql';

/**
 * Everything the messages tab lists. The dashboard page may spread this fragment into its own query; the tab's
 * query then finds it in the cache.
 */
export const MessagesTabAreaFragmentDoc = graphql(`
  fragment MessagesTabArea on CustomerArea {
    email
    messageThreads {
      id
      ...ThreadList_MessageThread
      ...ThreadDialog_MessageThread
    }
  }
`);

export const MessagesTabQuery = graphql(`
  query MessagesTab {
    customerArea {
      email
      ...MessagesTabArea
    }
  }
`);

/** What a new thread can be about: the customer's own orders, designs and groups. */
export const MessageRelatedOptionsQuery = graphql(`
  query MessageRelatedOptions {
    customerArea {
      email
      orders {
        id
        orderNumber
      }
      designs {
        id
        name
      }
      groups {
        id
        name
      }
      memberOfGroups {
        id
        name
      }
    }
  }
`);

export function useMessagesArea() {
  const { data, error } = useQuery(MessagesTabQuery);
  const area = data?.customerArea ? getFragmentData(MessagesTabAreaFragmentDoc, data.customerArea) : null;
  return { area, error };
}

export interface RelatedOption {
  id: number;
  label: string;
}

/** The customer's orders, designs and groups (coordinated and joined) as choices, plus a label for each id. */
export function useRelatedOptions() {
  const { data } = useQuery(MessageRelatedOptionsQuery);
  const area = data?.customerArea;
  const orders: RelatedOption[] = (area?.orders ?? []).map((o) => ({
    id: Number(o.id),
    label: `Ordre ${o.orderNumber}`,
  }));
  const designs: RelatedOption[] = (area?.designs ?? []).map((d) => ({ id: Number(d.id), label: d.name }));
  const seen = new Set<number>();
  const groups: RelatedOption[] = [...(area?.groups ?? []), ...(area?.memberOfGroups ?? [])]
    .map((g) => ({ id: Number(g.id), label: g.name }))
    .filter((g) => (seen.has(g.id) ? false : (seen.add(g.id), true)));
  return { orders, designs, groups };
}

/**
 * After a change: refetch this tab's query and the counters. Not the dashboard's own query: its loading state would
 * replace the whole page for a moment.
 */
export function useRefreshMessages() {
  const client = useApolloClient();
  return useCallback(() => refetchWithCounts(client, MessagesTabQuery).then(() => undefined), [client]);
}

/** The list shows no unread badge for a thread the customer has just opened (the server marked it read). */
export function useMarkThreadReadInList() {
  const client = useApolloClient();
  return useCallback(
    (threadId: string) => {
      const id = client.cache.identify({ __typename: 'MessageThread', id: threadId });
      if (id) client.cache.modify({ id, fields: { unreadCount: () => 0 } });
    },
    [client],
  );
}
