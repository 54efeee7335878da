import { formatDateNb } from '@russ/schema/common/dates';
import { contactSubjectLabel } from '@russ/schema/contact/contact-subjects';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { Contact, ContactReply } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * `Svar` on a contact message (admin §8, §15): the stored answer goes to the sender with their own message
 * quoted. Essential (the sender asked); replying to the mail reaches the shop.
 */
export const contactAnswerMail: MailJobHandler<typeof JOBS.contactAnswer> = async (
  { contactReplyId },
  { em, renderer, config },
) => {
  const reply = await em.findOne(ContactReply, { id: contactReplyId });
  if (!reply) throw missingRow('ContactReply', contactReplyId);
  const contact = await em.findOne(Contact, { id: reply.contact.id });
  if (!contact) throw missingRow('Contact', reply.contact.id);
  const subject = `Svar på henvendelsen din (${contactSubjectLabel(contact.subject)})`;
  return {
    send: {
      to: contact.email,
      replyTo: config.shop.email,
      subject,
      ...renderer.render('contact-answer/contact-answer', subject, {
        firstName: contact.firstName,
        body: reply.body,
        message: contact.message,
        receivedAt: formatDateNb(contact.createdAt, 'long-datetime'),
      }),
    },
  };
};
