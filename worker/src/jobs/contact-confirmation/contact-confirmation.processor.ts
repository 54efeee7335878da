import { contactSubjectLabel } from '@russ/schema/contact/contact-subjects';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { Contact } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/** Confirms to the visitor that their contact message arrived, echoing the subject and the message. */
export const contactConfirmationMail: MailJobHandler<typeof JOBS.contactConfirmation> = async (
  { contactId },
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
        firstName: contact.firstName,
        subjectLabel: contactSubjectLabel(contact.subject),
        message: contact.message,
      }),
    },
  };
};
