import type { StatusTone } from '../common/status-tone.js';

/** Group statuses (customer-area §4). */
export const GROUP_STATUSES = ['active', 'draft', 'archived'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
export const DEFAULT_GROUP_STATUS: GroupStatus = 'active';

export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = {
  active: 'Aktiv',
  draft: 'Utkast',
  archived: 'Arkivert',
};

export const GROUP_STATUS_TONES: Record<GroupStatus, StatusTone> = {
  active: 'success',
  draft: 'neutral',
  archived: 'neutral',
};

/** Group member statuses (customer-area §4). */
export const GROUP_MEMBER_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];
export const DEFAULT_GROUP_MEMBER_STATUS: GroupMemberStatus = 'invited';

export const GROUP_MEMBER_STATUS_LABELS: Record<GroupMemberStatus, string> = {
  invited: 'Invitert',
  accepted: 'Akseptert',
  declined: 'Avslått',
};

export const GROUP_MEMBER_STATUS_TONES: Record<GroupMemberStatus, StatusTone> = {
  invited: 'warning',
  accepted: 'success',
  declined: 'danger',
};

/** The spec's only member role is `member`; the coordinator is the group's coordinatorEmail. */
export const GROUP_MEMBER_ROLES = ['member'] as const;
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];
export const DEFAULT_GROUP_MEMBER_ROLE: GroupMemberRole = 'member';

/** Shown when a group's maxMembers is empty (customer-area §2 and §9). */
export const UNLIMITED_MEMBERS_LABEL = 'Ubegrenset';

export function formatMaxMembers(maxMembers: number | null | undefined): string {
  return maxMembers == null ? UNLIMITED_MEMBERS_LABEL : String(maxMembers);
}

/** Administrator rights of a coordinator, as the groups tab lists them. */
export const COORDINATOR_RIGHTS = ['Administrere medlemmer', 'Samle inn størrelser', 'Redigere gruppen'] as const;
