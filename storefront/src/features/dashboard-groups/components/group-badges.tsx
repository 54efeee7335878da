import {
  GROUP_MEMBER_STATUS_LABELS,
  GROUP_MEMBER_STATUS_TONES,
  GROUP_STATUS_LABELS,
  GROUP_STATUS_TONES,
  type GroupMemberStatus,
  type GroupStatus,
} from '@russ/schema/domain/group-status';
import styles from './groups.module.css';

/** 'Aktiv', 'Utkast', 'Arkivert' (customer-area §4). */
export function GroupStatusBadge({ status }: { status: string }) {
  const known = status in GROUP_STATUS_LABELS ? (status as GroupStatus) : null;
  return (
    <span className={styles.badge} data-tone={known ? GROUP_STATUS_TONES[known] : 'neutral'}>
      {known ? GROUP_STATUS_LABELS[known] : status}
    </span>
  );
}

/** 'Invitert', 'Akseptert', 'Avslått' (customer-area §4). */
export function MemberStatusBadge({ status }: { status: string }) {
  const known = status in GROUP_MEMBER_STATUS_LABELS ? (status as GroupMemberStatus) : null;
  return (
    <span className={styles.badge} data-tone={known ? GROUP_MEMBER_STATUS_TONES[known] : 'neutral'}>
      {known ? GROUP_MEMBER_STATUS_LABELS[known] : status}
    </span>
  );
}

export function LockedBadge() {
  return (
    <span className={styles.badge} data-tone="danger">
      Innsending stengt
    </span>
  );
}
