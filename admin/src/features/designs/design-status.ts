import { DESIGN_STATUS_LABELS, DESIGN_STATUS_TONES, type DesignStatus } from '@russ/schema/designs/design-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { statusTone } from '@/components/status-tag';

const known = (status: string): status is DesignStatus => Object.hasOwn(DESIGN_STATUS_LABELS, status);

/** 'Venter', 'Godkjent', 'Avvist', 'I produksjon' (admin §6), and 'Utkast' for a draft. */
export function designStatusLabel(status: string): string {
  return known(status) ? DESIGN_STATUS_LABELS[status] : status;
}

export function designStatusTone(status: string): StatusTone {
  return statusTone(DESIGN_STATUS_TONES, status);
}

/** The list's status filter: the labels of admin §6; 'Venter' is the default view. */
export const designStatusFilter = {
  pending: { text: 'Venter' },
  approved: { text: 'Godkjent' },
  rejected: { text: 'Avvist' },
  in_production: { text: 'I produksjon' },
} as const;
