import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES, type ReturnStatus } from '@russ/schema/returns/return-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { statusTone } from '@/components/status-tag';

const known = (status: string): status is ReturnStatus => Object.hasOwn(RETURN_STATUS_LABELS, status);

/** 'Behandles', 'Godkjent', 'Avvist', 'Fullført' (admin §5). */
export function returnStatusLabel(status: string): string {
  return known(status) ? RETURN_STATUS_LABELS[status] : status;
}

export function returnStatusTone(status: string): StatusTone {
  return statusTone(RETURN_STATUS_TONES, status);
}

/** The list's status filter: one entry per label ('Behandles' covers requested and pending). */
export const returnStatusFilter = {
  pending: { text: 'Behandles' },
  approved: { text: 'Godkjent' },
  rejected: { text: 'Avvist' },
  completed: { text: 'Fullført' },
} as const;
