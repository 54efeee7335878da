import { auditText, type AuditDetails } from '../common/audit-detail.js';

/** Coupons (`Kuponger`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const COUPON_AUDIT_ACTIONS = {
  'coupon.created': 'Opprettet',
  'coupon.updated': 'Endret',
  'coupon.deleted': 'Slettet',
  'coupon.activated': 'Aktivert',
  'coupon.deactivated': 'Deaktivert',
  'coupon.assigned': 'Tildelt',
} as const;

/** What an entry adds to its wording: the member the coupon was given to, or how many. */
export const COUPON_AUDIT_DETAILS: AuditDetails<keyof typeof COUPON_AUDIT_ACTIONS> = {
  'coupon.assigned': (_before, after) => {
    const emails = Array.isArray(after?.memberEmails) ? (after.memberEmails as unknown[]) : null;
    if (!emails) return '';
    return emails.length === 1 ? ` ${auditText(emails[0])}` : ` ${emails.length} medlemmer`;
  },
};
