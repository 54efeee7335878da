import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, type MailLogStatus } from '@russ/schema/mail/mail-log';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { statusTone } from '@/components/status-tag';

const TONES: Record<MailLogStatus, StatusTone> = { queued: 'warning', sent: 'success', failed: 'danger' };

export const mailStatusLabel = (status: string) => MAIL_STATUS_LABELS[status as MailLogStatus] ?? status;
export const mailStatusTone = (status: string) => statusTone(TONES, status);

/** The status filter's options, in the log's order. */
export const MAIL_STATUS_OPTIONS = Object.fromEntries(
  Object.entries(MAIL_STATUS_LABELS).map(([value, text]) => [value, { text }]),
);

/** The kind filter's options, by name. */
export const MAIL_KIND_OPTIONS = Object.fromEntries(
  Object.entries(MAIL_KIND_LABELS)
    .sort(([, a], [, b]) => a.localeCompare(b, 'nb'))
    .map(([value, text]) => [value, { text }]),
);
