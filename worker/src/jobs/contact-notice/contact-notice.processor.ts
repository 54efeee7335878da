import { formatDateNb } from '@russ/schema/common/dates';
import { contactSubjectLabel } from '@russ/schema/contact/contact-subjects';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { Contact } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/** Tells the shop (SHOP_EMAIL) about a new contact message; replying answers the visitor directly. */
export const contactNoticeMail: MailJobHandler<typeof JOBS.contactNotice> = async (
  { contactId },
  { em, renderer, config },
) => {
  const contact = await em.findOne(Contact, { id: contactId });
  if (!contact) throw missingRow('Contact', contactId);
  const subjectLabel = contactSubjectLabel(contact.subject);
  const fullName = `${contact.firstName} ${contact.lastName}`;
  const subject = `Ny henvendelse (${subjectLabel}) fra ${fullName}`;
  return {
    send: {
      to: config.shop.email,
      replyTo: contact.email,
      subject,
      ...renderer.render('contact-notice/contact-notice', subject, {
        firstName: contact.firstName,
        fullName,
        email: contact.email,
        subjectLabel,
        message: contact.message,
        receivedAt: formatDateNb(contact.createdAt, 'long-datetime'),
        adminUrl: `${config.publicUrl}/admin`,
      }),
    },
  };
};
