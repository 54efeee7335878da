import type { JOBS } from '@russ/schema/jobs/jobs';
import { isInvoiceOpen } from '@russ/schema/invoices/invoice-status';
import type { MailJobHandler } from '../../mail/mail-job.js';
import { invoiceMailParts } from '../invoice-issued/invoice-mail.js';

/**
 * 'Purring': the first or second reminder of an overdue invoice (no fees), the invoice attached; without a
 * reminder number, the payment reminder staff send a group's members who have not paid (`Send
 * betalingspåminnelse`), before or after the due date. Either asks for the rest ('Restbeløp') of a part-paid
 * invoice.
 */
export const invoiceReminderMail: MailJobHandler<typeof JOBS.invoiceReminder> = async (
  { invoiceId, reminder },
  ctx,
) => {
  const { invoice, vars, attachment } = await invoiceMailParts(ctx.em, invoiceId, ctx.config);
  // Paid or credited since the reminder was queued: nothing to remind of.
  const open = reminder ? invoice.status === 'overdue' : isInvoiceOpen(invoice.status);
  if (!open) return { skip: `invoice ${invoiceId} is ${invoice.status}` };
  const overdue = invoice.status === 'overdue';
  const subject = reminder
    ? `${reminder === 2 ? '2. purring' : 'Purring'}: faktura ${invoice.invoiceNumber} er forfalt`
    : `Påminnelse: faktura ${invoice.invoiceNumber} ${overdue ? 'er forfalt' : `forfaller ${vars.dueDate}`}`;
  return {
    send: {
      to: invoice.memberEmail,
      subject,
      attachments: [attachment],
      ...ctx.renderer.render('invoice-reminder/invoice-reminder', subject, {
        ...vars,
        second: reminder === 2,
        overdue,
      }),
    },
  };
};
