import { renderMarkdown } from '@russ/schema/content/markdown';
import Handlebars from 'handlebars';
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
  return { subject: campaign.subject, text: campaign.body.trim(), html: renderMarkdown(campaign.body) };
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

/** Stands in for the unsubscribe URL when a campaign's mail is rendered once for all its recipients. */
const UNSUBSCRIBE_PLACEHOLDER = 'RUSS-UNSUBSCRIBE-URL-PLACEHOLDER';

/**
 * Renders a campaign's mail once (the template with a placeholder for the unsubscribe link) and returns a
 * function that makes each recipient's mail from it: the same bytes `campaignMail` gives, with the link filled in
 * (escaped for the HTML part exactly as the template would), without running the templates per recipient.
 */
export function campaignMailFactory(
  renderer: MailRenderer,
  content: CampaignContent,
): (to: string, unsubscribeUrl: string, messageId?: string) => MailMessage {
  const template = campaignMail(renderer, content, '', UNSUBSCRIBE_PLACEHOLDER);
  const htmlParts = template.html.split(UNSUBSCRIBE_PLACEHOLDER);
  const textParts = template.text.split(UNSUBSCRIBE_PLACEHOLDER);
  return (to, unsubscribeUrl, messageId) => ({
    ...template,
    to,
    messageId,
    headers: { ...template.headers, 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    html: htmlParts.join(Handlebars.escapeExpression(unsubscribeUrl)),
    text: textParts.join(unsubscribeUrl),
  });
}
