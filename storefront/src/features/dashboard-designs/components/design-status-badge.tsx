import {
  DESIGN_STATUS_LABELS,
  DESIGN_STATUS_TONES,
  DESIGN_STATUSES,
  type DesignStatus,
} from '@russ/schema/designs/design-status';
import { StatusBadge } from '@/components/ui/status-badge';

const isDesignStatus = (status: string): status is DesignStatus =>
  (DESIGN_STATUSES as readonly string[]).includes(status);

/** 'Utkast', 'Venter', 'Godkjent', 'Avvist' or 'I produksjon', coloured by the shared tone. */
export function DesignStatusBadge({ status }: { status: string }) {
  const known = isDesignStatus(status);
  return (
    <StatusBadge tone={known ? DESIGN_STATUS_TONES[status] : 'neutral'} testId="design-status">
      {known ? DESIGN_STATUS_LABELS[status] : status}
    </StatusBadge>
  );
}
