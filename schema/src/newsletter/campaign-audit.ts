/** Newsletter campaigns (`Nyhetsbrev`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const CAMPAIGN_AUDIT_ACTIONS = {
  'newsletter_campaign.created': 'Opprettet',
  'newsletter_campaign.updated': 'Endret',
  'newsletter_campaign.test_sent': 'Sendt test',
  'newsletter_campaign.sending': 'Startet utsending',
  'newsletter_campaign.paused': 'Satt på pause',
  'newsletter_campaign.resumed': 'Gjenopptatt',
  'newsletter_campaign.cancelled': 'Avbrutt',
} as const;
