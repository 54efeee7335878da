import { formatDateNb } from '@russ/schema/common/dates';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { threadTypeLabel, ThreadStatusBadge, UnreadBadge } from './thread-badges';
import styles from './messages.module.css';

/** What one row of the thread list shows. */
export const ThreadList_MessageThreadFragment = graphql(`
  fragment ThreadList_MessageThread on MessageThread {
    id
    subject
    type
    status
    lastMessageAt
    unreadCount
  }
`);

/** The customer's threads, latest activity first: subject, type, status, last message time and unread replies. */
export function ThreadList({
  threads: threadRefs,
  onOpen,
}: {
  threads: readonly FragmentType<typeof ThreadList_MessageThreadFragment>[];
  onOpen: (threadId: string) => void;
}) {
  const threads = getFragmentData(ThreadList_MessageThreadFragment, threadRefs);
  return (
    <ul className={styles.threadList}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <button
            type="button"
            className={styles.threadRow}
            data-unread={thread.unreadCount > 0 || undefined}
            data-testid="thread-row"
            onClick={() => onOpen(thread.id)}
          >
            <span className={styles.threadMain}>
              <span className={styles.threadSubject}>{thread.subject}</span>
              <span className={styles.threadMeta}>
                {threadTypeLabel(thread.type)}
                <span aria-hidden="true"> · </span>
                Siste melding{' '}
                <time dateTime={thread.lastMessageAt}>{formatDateNb(thread.lastMessageAt, 'datetime')}</time>
              </span>
            </span>
            <span className={styles.threadAside}>
              <UnreadBadge count={thread.unreadCount} />
              <ThreadStatusBadge status={thread.status} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
