import {
  GROUP_MEMBER_STATUS_LABELS,
  GROUP_MEMBER_STATUS_TONES,
  GROUP_STATUS_LABELS,
  GROUP_STATUS_TONES,
  type GroupMemberStatus,
  type GroupStatus,
} from '@russ/schema/groups/group-status';
import { formatDate } from '@russ/schema/common/dates';

const TONE_COLORS: Record<string, string> = {
  neutral: 'default',
  info: 'blue',
  progress: 'processing',
  success: 'green',
  warning: 'gold',
  danger: 'red',
};

const knownGroup = (status: string): status is GroupStatus => Object.hasOwn(GROUP_STATUS_LABELS, status);
const knownMember = (status: string): status is GroupMemberStatus => Object.hasOwn(GROUP_MEMBER_STATUS_LABELS, status);

/** 'Aktiv', 'Utkast', 'Arkivert' with their colours. */
export function groupStatusTag(status: string): { label: string; color: string } {
  return knownGroup(status)
    ? { label: GROUP_STATUS_LABELS[status], color: TONE_COLORS[GROUP_STATUS_TONES[status]] ?? 'default' }
    : { label: status, color: 'default' };
}

/** 'Invitert', 'Akseptert', 'Avslått' with their colours. */
export function memberStatusTag(status: string): { label: string; color: string } {
  return knownMember(status)
    ? {
        label: GROUP_MEMBER_STATUS_LABELS[status],
        color: TONE_COLORS[GROUP_MEMBER_STATUS_TONES[status]] ?? 'default',
      }
    : { label: status, color: 'default' };
}

/** The list's status filter. */
export const groupStatusFilter = {
  active: { text: GROUP_STATUS_LABELS.active },
  draft: { text: GROUP_STATUS_LABELS.draft },
  archived: { text: GROUP_STATUS_LABELS.archived },
} as const;

const dateOf = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '–');

/** Audit actions of a group as staff read them in `Historikk`. */
export function describeGroupAction(
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  switch (action) {
    case 'group.deadline.extended':
      return `Frist forlenget fra ${dateOf(before?.deadline)} til ${dateOf(after?.deadline)}`;
    case 'group.archived':
      return 'Arkivert';
    case 'group.reminder.sent': {
      const count = Number(after?.reminded ?? 0);
      return `Påminnelse sendt til ${count} ${count === 1 ? 'medlem' : 'medlemmer'}`;
    }
    default:
      return action;
  }
}
