import { markdownToMailHtml } from '../../mail/markdown.js';
import type { MailRenderer } from '../../mail/render.js';
import type { MailMessage } from '../../mail/transport.js';

/** What every mail of one campaign shares, rendered once per campaign (not once per recipient). */
export interface CampaignContent {
  subject: string;
  /** The markdown as written (the text part). */
  text: string;
  html: string;
}

export function campaignContent(campaign: { subject: string; body: string }): CampaignContent {
  return { subject: campaign.subject, text: campaign.body.trim(), html: markdownToMailHtml(campaign.body) };
}

/**
 * One campaign mail (HTML + text from the template): the content, an unsubscribe link, and the headers mail
 * clients use for their own unsubscribe button: `List-Unsubscribe` (the https link) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058: the client POSTs to it, no sign-in, no page).
 */
export function campaignMail(
  renderer: MailRenderer,
  content: CampaignContent,
  to: string,
  unsubscribeUrl: string,
  extra: { subjectPrefix?: string; messageId?: string } = {},
): MailMessage {
  const subject = `${extra.subjectPrefix ?? ''}${content.subject}`;
  return {
    to,
    subject,
    messageId: extra.messageId,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    },
    ...renderer.render('newsletter-campaign/newsletter-campaign', subject, {
      contentHtml: content.html,
      content: content.text,
      unsubscribeUrl,
    }),
  };
}
