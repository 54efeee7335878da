import { formatDateNb } from '@russ/schema/common/dates';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { formatNok } from '@russ/schema/common/money';
import { Member, Order, Quote } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/** Tells the shop (SHOP_EMAIL) that a customer accepted or declined a quote (with the reason); replying reaches them. */
export const quoteAnsweredMail: MailJobHandler<typeof JOBS.quoteAnswered> = async (
  { quoteId },
  { em, renderer, config },
) => {
  const quote = await em.findOne(Quote, { id: quoteId });
  if (!quote) throw missingRow('Quote', quoteId);
  if (quote.status !== 'accepted' && quote.status !== 'declined') {
    return { skip: `quote ${quote.id} is ${quote.status}, not answered` };
  }
  const [member, order] = await Promise.all([
    em.findOne(Member, { email: quote.customerEmail }, { fields: ['firstName', 'lastName'] }),
    quote.orderId == null
      ? Promise.resolve(null)
      : em.findOne(Order, { id: quote.orderId }, { fields: ['orderNumber'] }),
  ]);
  const accepted = quote.status === 'accepted';
  const customerName = member ? `${member.firstName} ${member.lastName}`.trim() : quote.customerEmail;
  const subject = `Tilbud ${quote.quoteNumber} er ${accepted ? 'godtatt' : 'avslått'}`;
  return {
    send: {
      to: config.shop.email,
      replyTo: quote.customerEmail,
      subject,
      ...renderer.render('quote-answered/quote-answered', subject, {
        accepted,
        customerName,
        email: quote.customerEmail,
        quoteNumber: quote.quoteNumber,
        version: quote.version,
        total: formatNok(quote.totalAmount),
        answeredAt: quote.answeredAt ? formatDateNb(quote.answeredAt, 'long-datetime') : '',
        orderNumber: order?.orderNumber ?? '',
        reason: quote.declineReason ?? '',
        adminUrl: `${config.publicUrl}/admin/quotes/${quote.id}`,
      }),
    },
  };
};
