import { auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';

/** Returns (`Returer`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const RETURN_AUDIT_ACTIONS = {
  'return.requested': 'Registrert',
  'return.approved': 'Godkjent',
  'return.rejected': 'Avvist',
  'return.completed': 'Fullført',
} as const;

/** What an entry adds to its wording: the refund, the reason of a rejection, the credit note of a completed return. */
export const RETURN_AUDIT_DETAILS: AuditDetails<keyof typeof RETURN_AUDIT_ACTIONS> = {
  'return.approved': (_before, after) => auditPhrase(' med refusjon ', auditText(after?.refundAmount), ' kr'),
  'return.rejected': (_before, after) => auditPhrase(': ', auditText(after?.rejectionReason)),
  'return.completed': (_before, after) => auditPhrase(', kreditnota ', auditText(after?.creditNoteNumber)),
};
