/** Audit actions of a newsletter campaign as staff read them in `Historikk`. */
const ACTION_WORDS: Record<string, string> = {
  'newsletter_campaign.created': 'Opprettet kampanjen',
  'newsletter_campaign.updated': 'Endret kampanjen',
  'newsletter_campaign.sending': 'Sendte kampanjen',
  'newsletter_campaign.paused': 'Pauset sendingen',
  'newsletter_campaign.resumed': 'Fortsatte sendingen',
  'newsletter_campaign.cancelled': 'Avbrøt kampanjen',
  'newsletter_campaign.test_sent': 'Sendte testmail',
};

export const describeCampaignAction = (action: string, _before: unknown, after: Record<string, unknown> | null) =>
  action === 'newsletter_campaign.test_sent' && typeof after?.to === 'string'
    ? `Sendte testmail til ${after.to}`
    : (ACTION_WORDS[action] ?? action);
