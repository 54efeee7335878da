import type { JOBS } from '@russ/schema/jobs/jobs';
import { NewsletterCampaign, staffMailAddress } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';
import { campaignContent, campaignMail } from './campaign-mail.js';

/**
 * `Send testmail`: the campaign exactly as its recipients will get it (with '[Test] ' before the subject), to
 * the staff member who asked. Its unsubscribe link leads to the page but unsubscribes nobody.
 */
export const newsletterTestMail: MailJobHandler<typeof JOBS.newsletterTest> = async (
  { campaignId, staffUserId },
  { em, renderer, config },
) => {
  const campaign = await em.findOne(NewsletterCampaign, { id: campaignId });
  if (!campaign) throw missingRow('Newsletter campaign', campaignId);
  const to = await staffMailAddress(em, staffUserId, config.shop.email);
  const unsubscribeUrl = `${config.publicUrl}/api/newsletter/campaign-unsubscribe?token=test`;
  return { send: campaignMail(renderer, campaignContent(campaign), to, unsubscribeUrl, { subjectPrefix: '[Test] ' }) };
};
