import type { JOBS } from '@russ/schema/jobs/jobs';
import type { MailJobHandler } from '../../mail/mail-job.js';
import { invoiceMailParts } from './invoice-mail.js';

/** `Send faktura` (and each per-member invoice): the invoice or credit note to its customer, PDF attached. */
export const invoiceIssuedMail: MailJobHandler<typeof JOBS.invoiceIssued> = async ({ invoiceId }, ctx) => {
  const { invoice, vars, attachment } = await invoiceMailParts(ctx.em, invoiceId, ctx.config);
  const subject = vars.isCreditNote
    ? `Kreditnota ${invoice.invoiceNumber} fra ${ctx.config.shop.name}`
    : `Faktura ${invoice.invoiceNumber} fra ${ctx.config.shop.name}`;
  return {
    send: {
      to: invoice.memberEmail,
      subject,
      attachments: [attachment],
      ...ctx.renderer.render('invoice-issued/invoice-issued', subject, vars),
    },
  };
};
