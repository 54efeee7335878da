import type { JOBS } from '@russ/schema/jobs/jobs';
import type { MailJobHandler } from '../../mail/mail-job.js';
import { invoiceMailParts } from '../invoice-issued/invoice-mail.js';

/** 'Purring': the first or second reminder of an overdue invoice (no fees), the invoice attached. */
export const invoiceReminderMail: MailJobHandler<typeof JOBS.invoiceReminder> = async (
  { invoiceId, reminder },
  ctx,
) => {
  const { invoice, vars, attachment } = await invoiceMailParts(ctx.em, invoiceId, ctx.config);
  // Paid or credited since the job queued the reminder: nothing to remind of.
  if (invoice.status !== 'overdue') return { skip: `invoice ${invoiceId} is ${invoice.status}` };
  const subject = `${reminder === 2 ? '2. purring' : 'Purring'}: faktura ${invoice.invoiceNumber} er forfalt`;
  return {
    send: {
      to: invoice.memberEmail,
      subject,
      attachments: [attachment],
      ...ctx.renderer.render('invoice-reminder/invoice-reminder', subject, { ...vars, second: reminder === 2 }),
    },
  };
};
