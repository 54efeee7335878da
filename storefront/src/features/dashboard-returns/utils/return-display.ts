import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES, type ReturnStatus } from '@russ/schema/returns/return-status';
import { statusView } from '@/lib/status-view';

export const returnStatusView = (status: string) =>
  statusView<ReturnStatus>(RETURN_STATUS_LABELS, RETURN_STATUS_TONES, status);
