import {
  THREAD_STATUS_LABELS,
  THREAD_STATUS_TONES,
  THREAD_STATUSES,
  THREAD_TYPE_LABELS,
  type ThreadStatus,
  type ThreadType,
} from '@russ/schema/messages/thread-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { statusTone } from '@/components/status-tag';

const known = (status: string): status is ThreadStatus => Object.hasOwn(THREAD_STATUS_LABELS, status);

/** 'Åpen', 'Venter svar', 'Lukket' (the customer area's labels). */
export function threadStatusLabel(status: string): string {
  return known(status) ? THREAD_STATUS_LABELS[status] : status;
}

export function threadStatusTone(status: string): StatusTone {
  return statusTone(THREAD_STATUS_TONES, status);
}

export function threadTypeLabel(type: string): string {
  return THREAD_TYPE_LABELS[type as ThreadType] ?? type;
}

/** The list's status filter (ProTable valueEnum). */
export const threadStatusFilter = Object.fromEntries(
  THREAD_STATUSES.map((status) => [status, { text: THREAD_STATUS_LABELS[status] }]),
);
