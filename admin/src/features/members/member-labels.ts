import { DESIGN_STATUS_LABELS, DESIGN_STATUS_TONES } from '@russ/schema/designs/design-status';
import { GROUP_MEMBER_STATUS_LABELS, GROUP_STATUS_LABELS, GROUP_STATUS_TONES } from '@russ/schema/groups/group-status';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from '@russ/schema/invoices/invoice-status';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '@russ/schema/orders/order-status';
import { THREAD_STATUS_LABELS, THREAD_STATUS_TONES } from '@russ/schema/messages/thread-status';
import { MEMBER_STATUS_LABELS, MEMBER_STATUSES } from '@russ/schema/members/member-status';
import { QUOTE_STATUS_TONES } from '@russ/schema/quotes/quote-status';
import { statusTone, statusView, type StatusView } from '@/components/status-tag';

export const memberStatusTag = (status: string): StatusView => ({
  label: MEMBER_STATUS_LABELS[status as keyof typeof MEMBER_STATUS_LABELS] ?? status,
  tone: status === 'deactivated' ? 'danger' : 'success',
});
export const memberStatusFilter = Object.fromEntries(
  MEMBER_STATUSES.map((status) => [status, { text: MEMBER_STATUS_LABELS[status] }]),
);

export const orderTag = (status: string) => statusView(ORDER_STATUS_LABELS, ORDER_STATUS_TONES, status);
export const invoiceTag = (status: string) => statusView(INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, status);
export const designTag = (status: string) => statusView(DESIGN_STATUS_LABELS, DESIGN_STATUS_TONES, status);
export const groupTag = (status: string) => statusView(GROUP_STATUS_LABELS, GROUP_STATUS_TONES, status);
export const threadTag = (status: string) => statusView(THREAD_STATUS_LABELS, THREAD_STATUS_TONES, status);
export const quoteTag = (status: string, label: string): StatusView => ({
  label,
  tone: statusTone(QUOTE_STATUS_TONES, status),
});
export const groupMemberStatusLabel = (status: string | null | undefined) =>
  status ? ((GROUP_MEMBER_STATUS_LABELS as Record<string, string>)[status] ?? status) : '–';
