import { auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';

/** Newsletter campaigns (`Nyhetsbrev`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const CAMPAIGN_AUDIT_ACTIONS = {
  'newsletter_campaign.created': 'Opprettet kampanjen',
  'newsletter_campaign.updated': 'Endret kampanjen',
  'newsletter_campaign.test_sent': 'Sendte testmail',
  'newsletter_campaign.sending': 'Sendte kampanjen',
  'newsletter_campaign.paused': 'Pauset sendingen',
  'newsletter_campaign.resumed': 'Fortsatte sendingen',
  'newsletter_campaign.cancelled': 'Avbrøt kampanjen',
} as const;

/** What an entry adds to its wording: the address a test mail went to. */
export const CAMPAIGN_AUDIT_DETAILS: AuditDetails<keyof typeof CAMPAIGN_AUDIT_ACTIONS> = {
  'newsletter_campaign.test_sent': (_before, after) => auditPhrase(' til ', auditText(after?.to)),
};
