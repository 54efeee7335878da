import type { StatusTone } from '../common/status-tone.js';

/** Message thread statuses (customer-area §4). */
export const THREAD_STATUSES = ['open', 'closed', 'waiting'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];
export const DEFAULT_THREAD_STATUS: ThreadStatus = 'open';

export const THREAD_STATUS_LABELS: Record<ThreadStatus, string> = {
  open: 'Åpen',
  closed: 'Lukket',
  waiting: 'Venter svar',
};

export const THREAD_STATUS_TONES: Record<ThreadStatus, StatusTone> = {
  open: 'info',
  closed: 'neutral',
  waiting: 'warning',
};

/** Thread types the dashboard reads (customer-area §3); labels are ours. */
export const THREAD_TYPES = ['support', 'order', 'general'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];
export const DEFAULT_THREAD_TYPE: ThreadType = 'general';

export const THREAD_TYPE_LABELS: Record<ThreadType, string> = {
  support: 'Kundeservice',
  order: 'Bestilling',
  general: 'Generelt',
};

/** Who wrote a message; `customer` is the schema default. */
export const MESSAGE_SENDER_TYPES = ['customer', 'staff'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];
export const DEFAULT_MESSAGE_SENDER_TYPE: MessageSenderType = 'customer';
