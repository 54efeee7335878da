import {
  GROUP_MEMBER_STATUS_LABELS,
  GROUP_MEMBER_STATUS_TONES,
  GROUP_STATUS_LABELS,
  GROUP_STATUS_TONES,
} from '@russ/schema/groups/group-status';
import { formatDate } from '@russ/schema/common/dates';
import { statusView, type StatusView } from '@/components/status-tag';

/** 'Aktiv', 'Utkast', 'Arkivert' with their tones. */
export const groupStatusTag = (status: string): StatusView =>
  statusView(GROUP_STATUS_LABELS, GROUP_STATUS_TONES, status);

/** 'Invitert', 'Akseptert', 'Avslått' with their tones. */
export const memberStatusTag = (status: string): StatusView =>
  statusView(GROUP_MEMBER_STATUS_LABELS, GROUP_MEMBER_STATUS_TONES, status);

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
