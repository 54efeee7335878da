import {
  THREAD_STATUS_LABELS,
  THREAD_STATUS_TONES,
  THREAD_STATUSES,
  THREAD_TYPE_LABELS,
  THREAD_TYPES,
  type ThreadStatus,
  type ThreadType,
} from '@russ/schema/messages/thread-status';
import { StatusBadge } from '@/components/ui/status-badge';
import styles from './messages.module.css';

const isStatus = (value: string): value is ThreadStatus => (THREAD_STATUSES as readonly string[]).includes(value);
const isType = (value: string): value is ThreadType => (THREAD_TYPES as readonly string[]).includes(value);

/** 'Åpen', 'Lukket' or 'Venter svar'. */
export function ThreadStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge tone={isStatus(status) ? THREAD_STATUS_TONES[status] : 'neutral'} testId="thread-status">
      {isStatus(status) ? THREAD_STATUS_LABELS[status] : status}
    </StatusBadge>
  );
}

export const threadTypeLabel = (type: string) => (isType(type) ? THREAD_TYPE_LABELS[type] : type);

/** 'N ny' / 'N nye' replies from the shop. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.unread} data-testid="thread-unread">
      {count} {count === 1 ? 'ny' : 'nye'}
      <span className="visually-hidden"> {count === 1 ? 'melding' : 'meldinger'}</span>
    </span>
  );
}
