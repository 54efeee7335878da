import {
  GROUP_MEMBER_STATUS_LABELS,
  GROUP_MEMBER_STATUS_TONES,
  GROUP_STATUS_LABELS,
  GROUP_STATUS_TONES,
} from '@russ/schema/groups/group-status';
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
