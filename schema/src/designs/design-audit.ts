import { auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';

/** Designs: the review by staff and the customer's answer to a proof ('Kunden' marks the customer's own steps): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const DESIGN_AUDIT_ACTIONS = {
  'design.approved': 'Godkjent',
  'design.rejected': 'Avvist',
  'design.in_production': 'Satt i produksjon',
  'design.proof.uploaded': 'Korrektur lastet opp',
  'design.proof.approved': 'Kunden godkjente korrekturen',
  'design.changes.requested': 'Kunden ba om endringer',
} as const;

/** What an entry adds to its wording: the proof's version and message, the reason of a rejection, the change asked for. */
export const DESIGN_AUDIT_DETAILS: AuditDetails<keyof typeof DESIGN_AUDIT_ACTIONS> = {
  'design.proof.uploaded': (_before, after) => {
    const version = auditText(after?.version);
    const message = auditText(after?.message);
    return `${auditPhrase(' (versjon ', version, ')')}${auditPhrase(': «', message, '»')}`;
  },
  'design.rejected': (_before, after) => auditPhrase(': ', auditText(after?.notes)),
  'design.changes.requested': (_before, after) => auditPhrase(': «', auditText(after?.note), '»'),
};
