import { contactSubjectLabel } from '@russ/schema/contact/contact-subjects';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { Contact } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * Confirms to the sender that their contact message arrived, with the subject's label (one of a fixed list).
 * To an address nobody verified nothing the sender typed is echoed (not the message, not the name): an echo would
 * let anyone send their text to anyone from the shop's domain (the security review). A signed-in member writing
 * from their own address (`verifiedSender`, e.g. a group's quote request) gets their name and text back. The
 * notice to the shop always has the text.
 */
export const contactConfirmationMail: MailJobHandler<typeof JOBS.contactConfirmation> = async (
  { contactId, verifiedSender },
  { em, renderer },
) => {
  const contact = await em.findOne(Contact, { id: contactId });
  if (!contact) throw missingRow('Contact', contactId);
  const subject = 'Vi har mottatt henvendelsen din';
  return {
    send: {
      to: contact.email,
      subject,
      ...renderer.render('contact-confirmation/contact-confirmation', subject, {
        subjectLabel: contactSubjectLabel(contact.subject),
        echo: verifiedSender === true,
        firstName: verifiedSender ? contact.firstName : '',
        message: verifiedSender ? contact.message : '',
      }),
    },
  };
};
