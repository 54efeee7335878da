import { ADDRESS_AUDIT_ACTIONS } from '../addresses/address-audit.js';
import { CATALOG_AUDIT_ACTIONS } from '../catalog/catalog-audit.js';
import { CONTACT_AUDIT_ACTIONS } from '../contact/contact-audit.js';
import { COUPON_AUDIT_ACTIONS } from '../coupons/coupon-audit.js';
import { DESIGN_AUDIT_ACTIONS } from '../designs/design-audit.js';
import { GROUP_AUDIT_ACTIONS } from '../groups/group-audit.js';
import { INVOICE_AUDIT_ACTIONS } from '../invoices/invoice-audit.js';
import { MAIL_AUDIT_ACTIONS } from '../mail/mail-audit.js';
import { MEMBER_AUDIT_ACTIONS } from '../members/member-audit.js';
import { THREAD_AUDIT_ACTIONS } from '../messages/thread-audit.js';
import { CAMPAIGN_AUDIT_ACTIONS } from '../newsletter/campaign-audit.js';
import { ORDER_AUDIT_ACTIONS } from '../orders/order-audit.js';
import { QUOTE_AUDIT_ACTIONS } from '../quotes/quote-audit.js';
import { RETURN_AUDIT_ACTIONS } from '../returns/return-audit.js';
import { STAFF_AUDIT_ACTIONS } from '../staff/staff-audit.js';

/**
 * Every audit action, declared beside its feature with its Norwegian wording: the api can only record these
 * (`AuditAction`), and the console words an entry from this list (`auditActionLabel`).
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
  ...STAFF_AUDIT_ACTIONS,
} as const satisfies Readonly<Record<string, string>>;

/** An action the api may write in the audit log, `<entity>.<verb>` in English (e.g. `order.status.changed`). */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Whether `action` is a declared audit action (an own key of the list, never one inherited from Object). */
export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

/** The Norwegian wording of an audit action, or null for an action that is not declared (old rows). */
export function auditActionLabel(action: string): string | null {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : null;
}
