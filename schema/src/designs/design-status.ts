import type { StatusTone } from '../common/status-tone.js';
import { isOneOf } from '../common/option-list.js';

/** Design statuses (customer-area §4). The spec gives no label for draft; 'Utkast' is ours. */
export const DESIGN_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'in_production'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];
export const DEFAULT_DESIGN_STATUS: DesignStatus = 'draft';

export const DESIGN_STATUS_LABELS: Record<DesignStatus, string> = {
  draft: 'Utkast',
  pending: 'Venter',
  approved: 'Godkjent',
  rejected: 'Avvist',
  in_production: 'I produksjon',
};

export const DESIGN_STATUS_TONES: Record<DesignStatus, StatusTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  in_production: 'progress',
};

/** Statuses after which a design counts as approved: an order with it may go to production (admin §6). */
export const APPROVED_DESIGN_STATUSES: readonly DesignStatus[] = ['approved', 'in_production'];

export function isDesignApproved(status: string): boolean {
  return isOneOf(APPROVED_DESIGN_STATUSES, status);
}
