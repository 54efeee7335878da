import { auditExcerpt, auditPhrase, auditText, type AuditDetail, type AuditDetails } from '../common/audit-detail.js';

/** Quotes (`Tilbud`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const QUOTE_AUDIT_ACTIONS = {
  'quote.created': 'Tilbud opprettet',
  'quote.updated': 'Tilbud endret',
  'quote.sent': 'Tilbud sendt',
  'quote.replaced': 'Tilbud erstattet',
  'quote.version.created': 'Ny versjon laget',
  // The customer's answer in the customer area, recorded with the customer as the author.
  'quote.accepted': 'Kunden godtok tilbudet',
  'quote.declined': 'Kunden avslo tilbudet',
} as const;

/** ' (versjon 2)' for a quote that is not the first version; '' for the first. */
const laterVersion: AuditDetail = (_before, after) => {
  const version = auditText(after?.version);
  return version === '1' ? '' : auditPhrase(' (versjon ', version, ')');
};

/** What an entry adds to its wording: the version of a quote made as a new version. */
export const QUOTE_AUDIT_DETAILS: AuditDetails<keyof typeof QUOTE_AUDIT_ACTIONS> = {
  'quote.created': laterVersion,
  'quote.version.created': laterVersion,
  'quote.accepted': (_before, after) => auditPhrase(' (ordre ', auditText(after?.orderNumber), ')'),
  'quote.declined': (_before, after) => auditPhrase(': «', auditExcerpt(after?.declineReason), '»'),
};
