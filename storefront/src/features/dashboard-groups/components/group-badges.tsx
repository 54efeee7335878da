import {
  GROUP_MEMBER_STATUS_LABELS,
  GROUP_MEMBER_STATUS_TONES,
  GROUP_STATUS_LABELS,
  GROUP_STATUS_TONES,
  type GroupMemberStatus,
  type GroupStatus,
} from '@russ/schema/groups/group-status';
import { StatusBadge } from '@/components/ui/status-badge';

/** 'Aktiv', 'Utkast', 'Arkivert' (customer-area §4). */
export function GroupStatusBadge({ status }: { status: string }) {
  const known = status in GROUP_STATUS_LABELS ? (status as GroupStatus) : null;
  return (
    <StatusBadge tone={known ? GROUP_STATUS_TONES[known] : 'neutral'}>
      {known ? GROUP_STATUS_LABELS[known] : status}
    </StatusBadge>
  );
}

/** 'Invitert', 'Akseptert', 'Avslått' (customer-area §4). */
export function MemberStatusBadge({ status }: { status: string }) {
  const known = status in GROUP_MEMBER_STATUS_LABELS ? (status as GroupMemberStatus) : null;
  return (
    <StatusBadge tone={known ? GROUP_MEMBER_STATUS_TONES[known] : 'neutral'}>
      {known ? GROUP_MEMBER_STATUS_LABELS[known] : status}
    </StatusBadge>
  );
}

export function LockedBadge() {
  return <StatusBadge tone="danger">Innsending stengt</StatusBadge>;
}
