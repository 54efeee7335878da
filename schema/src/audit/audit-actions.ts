import { ADDRESS_AUDIT_ACTIONS } from '../addresses/address-audit.js';
import { CATALOG_AUDIT_ACTIONS } from '../catalog/catalog-audit.js';
import { CONTACT_AUDIT_ACTIONS, CONTACT_AUDIT_DETAILS } from '../contact/contact-audit.js';
import { COUPON_AUDIT_ACTIONS, COUPON_AUDIT_DETAILS } from '../coupons/coupon-audit.js';
import { DESIGN_AUDIT_ACTIONS, DESIGN_AUDIT_DETAILS } from '../designs/design-audit.js';
import { GROUP_AUDIT_ACTIONS, GROUP_AUDIT_DETAILS } from '../groups/group-audit.js';
import { INVOICE_AUDIT_ACTIONS, INVOICE_AUDIT_DETAILS } from '../invoices/invoice-audit.js';
import { MAIL_AUDIT_ACTIONS } from '../mail/mail-audit.js';
import { MEMBER_AUDIT_ACTIONS, MEMBER_AUDIT_DETAILS } from '../members/member-audit.js';
import { THREAD_AUDIT_ACTIONS, THREAD_AUDIT_DETAILS } from '../messages/thread-audit.js';
import { CAMPAIGN_AUDIT_ACTIONS, CAMPAIGN_AUDIT_DETAILS } from '../newsletter/campaign-audit.js';
import { ORDER_AUDIT_ACTIONS, ORDER_AUDIT_DETAILS } from '../orders/order-audit.js';
import { QUOTE_AUDIT_ACTIONS, QUOTE_AUDIT_DETAILS } from '../quotes/quote-audit.js';
import { RETURN_AUDIT_ACTIONS, RETURN_AUDIT_DETAILS } from '../returns/return-audit.js';
import { SHIPMENT_AUDIT_ACTIONS, SHIPMENT_AUDIT_DETAILS } from '../shipments/shipment-audit.js';
import { STAFF_AUDIT_ACTIONS, STAFF_AUDIT_DETAILS } from '../staff/staff-audit.js';
import type { AuditDetails, AuditState } from '../common/audit-detail.js';

/**
 * Every audit action, declared beside its feature with its one Norwegian wording: the api can only record these
 * (`AuditAction`), and the console's `Hendelseslogg` and every `Historikk` word an entry from this list
 * (`auditEntryText`).
 */
export const AUDIT_ACTIONS = {
  ...ADDRESS_AUDIT_ACTIONS,
  ...CATALOG_AUDIT_ACTIONS,
  ...CONTACT_AUDIT_ACTIONS,
  ...COUPON_AUDIT_ACTIONS,
  ...DESIGN_AUDIT_ACTIONS,
  ...GROUP_AUDIT_ACTIONS,
  ...INVOICE_AUDIT_ACTIONS,
  ...MAIL_AUDIT_ACTIONS,
  ...MEMBER_AUDIT_ACTIONS,
  ...THREAD_AUDIT_ACTIONS,
  ...CAMPAIGN_AUDIT_ACTIONS,
  ...ORDER_AUDIT_ACTIONS,
  ...QUOTE_AUDIT_ACTIONS,
  ...RETURN_AUDIT_ACTIONS,
  ...SHIPMENT_AUDIT_ACTIONS,
  ...STAFF_AUDIT_ACTIONS,
} as const satisfies Readonly<Record<string, string>>;

/** An action the api may write in the audit log, `<entity>.<verb>` in English (e.g. `order.status.changed`). */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What an entry of each action adds to its wording from its before/after, declared beside each feature. */
const AUDIT_DETAILS: AuditDetails<AuditAction> = {
  ...CONTACT_AUDIT_DETAILS,
  ...COUPON_AUDIT_DETAILS,
  ...DESIGN_AUDIT_DETAILS,
  ...GROUP_AUDIT_DETAILS,
  ...INVOICE_AUDIT_DETAILS,
  ...MEMBER_AUDIT_DETAILS,
  ...THREAD_AUDIT_DETAILS,
  ...CAMPAIGN_AUDIT_DETAILS,
  ...ORDER_AUDIT_DETAILS,
  ...QUOTE_AUDIT_DETAILS,
  ...RETURN_AUDIT_DETAILS,
  ...SHIPMENT_AUDIT_DETAILS,
  ...STAFF_AUDIT_DETAILS,
};

/** Whether `action` is a declared audit action (an own key of the list, never one inherited from Object). */
export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

/** The Norwegian wording of an audit action, or null for an action that is not declared (old rows). */
export function auditActionLabel(action: string): string | null {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : null;
}

/** How an entry of an action that is not declared (an old row) is worded: never its raw key. */
export const UNKNOWN_AUDIT_ACTION_TEXT = 'Endring';

/**
 * One audit entry in Norwegian, as `Hendelseslogg` and `Historikk` show it: its action's wording and what its
 * before/after add ('Sendte testmail' + ' til ola@example.no'; 'Endret status' + ' fra «Ny» til «Sendt»').
 */
export function auditEntryText(action: string, before: AuditState, after: AuditState): string {
  if (!isAuditAction(action)) return UNKNOWN_AUDIT_ACTION_TEXT;
  const detail = Object.hasOwn(AUDIT_DETAILS, action) ? AUDIT_DETAILS[action] : undefined;
  return `${AUDIT_ACTIONS[action]}${detail ? detail(before, after) : ''}`;
}
