import { isInvoicePaid } from '@russ/schema/invoices/invoice-status';
import type { JOBS } from '@russ/schema/jobs/jobs';
import type { MailJobHandler } from '../../mail/mail-job.js';
import { invoiceMailParts } from '../invoice-issued/invoice-mail.js';

/**
 * The receipt to the customer when an invoice is paid (`Registrer betaling`, or the bank payment that completes it,
 * also when it overpays), with the invoice marked paid attached.
 */
export const invoicePaidMail: MailJobHandler<typeof JOBS.invoicePaid> = async ({ invoiceId }, ctx) => {
  const { invoice, vars, attachment } = await invoiceMailParts(ctx.em, invoiceId, ctx.config);
  if (!isInvoicePaid(invoice.status)) return { skip: `invoice ${invoiceId} is not paid` };
  const subject = `Kvittering: faktura ${invoice.invoiceNumber} er betalt`;
  return {
    send: {
      to: invoice.memberEmail,
      subject,
      attachments: [attachment],
      ...ctx.renderer.render('invoice-paid/invoice-paid', subject, vars),
    },
  };
};
