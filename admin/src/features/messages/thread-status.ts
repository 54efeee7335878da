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

const excerpt = (value: unknown, max = 80) => {
  const text = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** Audit actions of a thread as staff read them in `Historikk`. */
export function describeThreadAction(
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  switch (action) {
    case 'thread.replied':
      return `Svarte kunden: «${excerpt(after?.body)}»`;
    case 'thread.note.added':
      return `Intern notat: «${excerpt(after?.body)}»`;
    case 'thread.closed':
      return `Lukket tråden (var ${threadStatusLabel(String(before?.status ?? ''))})`;
    default:
      return action;
  }
}
