import type { JOBS } from '@russ/schema/jobs/jobs';
import { NewsletterSubscriber, signNewsletterToken } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * Double opt-in: asks a pending subscriber to confirm the address (link valid 7 days). Carries an unsubscribe
 * link and a List-Unsubscribe header. Nothing is sent once the address is confirmed or unsubscribed.
 */
export const newsletterConfirmMail: MailJobHandler<typeof JOBS.newsletterConfirm> = async (
  { subscriberId },
  { em, renderer, config },
) => {
  const subscriber = await em.findOne(NewsletterSubscriber, { id: subscriberId });
  if (!subscriber) throw missingRow('Newsletter subscriber', subscriberId);
  if (subscriber.status !== 'pending') return { skip: `subscriber ${subscriber.id} is ${subscriber.status}` };

  const confirmToken = signNewsletterToken('newsletter-confirm', subscriber.id, config.sessionSecret);
  const unsubscribeToken = signNewsletterToken('newsletter-unsubscribe', subscriber.id, config.sessionSecret);
  const confirmUrl = `${config.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`;
  const unsubscribeUrl = `${config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const subject = `Bekreft påmeldingen til nyhetsbrevet fra ${config.shop.name}`;
  return {
    send: {
      to: subscriber.email,
      subject,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...renderer.render('newsletter-confirm/newsletter-confirm', subject, { confirmUrl, unsubscribeUrl }),
    },
  };
};
