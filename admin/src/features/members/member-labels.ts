import { DESIGN_STATUS_LABELS, DESIGN_STATUS_TONES } from '@russ/schema/designs/design-status';
import { GROUP_MEMBER_STATUS_LABELS, GROUP_STATUS_LABELS, GROUP_STATUS_TONES } from '@russ/schema/groups/group-status';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from '@russ/schema/invoices/invoice-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '@russ/schema/orders/order-status';
import { THREAD_STATUS_LABELS, THREAD_STATUS_TONES } from '@russ/schema/messages/thread-status';
import { MEMBER_STATUS_LABELS, MEMBER_STATUSES } from '@russ/schema/members/member-status';
import { QUOTE_STATUS_TONES } from '@russ/schema/quotes/quote-status';

/** antd tag colours for the shared status tones (schema/src/orders/order-status.ts). */
const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'default',
  info: 'blue',
  progress: 'processing',
  success: 'green',
  warning: 'gold',
  danger: 'red',
};

export interface TagView {
  label: string;
  color: string;
}

function tag(labels: Record<string, string>, tones: Record<string, StatusTone>, value: string): TagView {
  return Object.hasOwn(labels, value)
    ? { label: labels[value]!, color: TONE_COLORS[tones[value] ?? 'neutral'] }
    : { label: value, color: 'default' };
}

export const memberStatusTag = (status: string): TagView => ({
  label: MEMBER_STATUS_LABELS[status as keyof typeof MEMBER_STATUS_LABELS] ?? status,
  color: status === 'deactivated' ? 'red' : 'green',
});
export const memberStatusFilter = Object.fromEntries(
  MEMBER_STATUSES.map((status) => [status, { text: MEMBER_STATUS_LABELS[status] }]),
);

export const orderTag = (status: string) => tag(ORDER_STATUS_LABELS, ORDER_STATUS_TONES, status);
export const invoiceTag = (status: string) => tag(INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, status);
export const designTag = (status: string) => tag(DESIGN_STATUS_LABELS, DESIGN_STATUS_TONES, status);
export const groupTag = (status: string) => tag(GROUP_STATUS_LABELS, GROUP_STATUS_TONES, status);
export const threadTag = (status: string) => tag(THREAD_STATUS_LABELS, THREAD_STATUS_TONES, status);
export const quoteTag = (status: string, label: string): TagView => ({
  label,
  color: TONE_COLORS[(QUOTE_STATUS_TONES as Record<string, StatusTone>)[status] ?? 'neutral'],
});
export const groupMemberStatusLabel = (status: string | null | undefined) =>
  status ? ((GROUP_MEMBER_STATUS_LABELS as Record<string, string>)[status] ?? status) : '–';

const FIELD_NAMES: Record<string, string> = {
  firstName: 'fornavn',
  lastName: 'etternavn',
  school: 'skole',
  graduationYear: 'avgangskull',
};

/** `Historikk` wording of the member audit actions. */
export function describeMemberAction(action: string, _before: unknown, after: Record<string, unknown> | null): string {
  switch (action) {
    case 'member.deactivated':
      return 'Deaktiverte medlemmet (alle innlogginger avsluttet)';
    case 'member.activated':
      return 'Aktiverte medlemmet igjen';
    case 'member.profile.updated':
      return `Endret profilen${
        after
          ? ` (${Object.keys(after)
              .map((f) => FIELD_NAMES[f] ?? f)
              .join(', ')})`
          : ''
      }`;
    case 'member.settings.updated':
      return 'Endret innstillingene';
    case 'member.sessions.revoked':
      return 'Logget medlemmet ut på alle enheter';
    case 'member.deleted':
      return 'Slettet medlemmet';
    default:
      return action;
  }
}
