import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

// In a file of its own: the menu asks for it on every console page, so it is in the console's entry chunk, which
// should not carry the rest of the messages feature.
const UnreadThreadCountDocument = graphql(`
  query StaffUnreadThreadCount {
    staffUnreadThreadCount
  }
`);

/** The menu's count is refreshed after every step that can change it. */
export const COUNT_QUERY = 'StaffUnreadThreadCount';

/** Threads with a customer message staff have not read: the `Meldinger` menu entry's count, polled modestly. */
export function useUnreadThreadCount(): number | undefined {
  const { data } = useQuery(UnreadThreadCountDocument, { pollInterval: 60_000, fetchPolicy: 'cache-and-network' });
  return data?.staffUnreadThreadCount;
}
