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

/** Audit actions of a design as staff read them in `Historikk` ('Kunden' marks the customer's own steps). */
export function describeDesignAction(
  action: string,
  _before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  switch (action) {
    case 'design.proof.uploaded':
      return `Korrektur lastet opp (versjon ${String(after?.version ?? '')})${after?.message ? `: «${String(after.message)}»` : ''}`;
    case 'design.approved':
      return 'Godkjent';
    case 'design.rejected':
      return `Avvist: ${String(after?.notes ?? '')}`;
    case 'design.in_production':
      return 'Satt i produksjon';
    case 'design.proof.approved':
      return 'Kunden godkjente korrekturen';
    case 'design.changes.requested':
      return `Kunden ba om endringer: «${String(after?.note ?? '')}»`;
    default:
      return action;
  }
}
