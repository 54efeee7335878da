import { auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';

/** Contact messages (`Henvendelser`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const CONTACT_AUDIT_ACTIONS = {
  'contact.replied': 'Svarte på e-post',
} as const;

/** What an entry adds to its wording: the address the answer went to. */
export const CONTACT_AUDIT_DETAILS: AuditDetails<keyof typeof CONTACT_AUDIT_ACTIONS> = {
  'contact.replied': (_before, after) => auditPhrase(' til ', auditText(after?.to)),
};
