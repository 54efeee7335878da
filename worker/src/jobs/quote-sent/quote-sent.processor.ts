import { colourLabel } from '@russ/schema/catalog/colours';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { Quote, toQuoteView } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * `Send tilbud` (admin §2, §15): the quote to the customer with its lines, discount, shipping, MVA, total and
 * validity, and a link to the quote in the customer area. The link signs nobody in (a forwarded mail must not give
 * a session): it goes through `/api/login`, which leads a signed-in customer straight to the quote and anyone
 * else to the usual sign-in, coming back to the quote. A non-member is told that accepting makes them a member
 * (the sign-in link is mailed to a non-member with an open quote too). Essential: always sent.
 */
export const quoteSentMail: MailJobHandler<typeof JOBS.quoteSent> = async ({ quoteId }, { em, renderer, config }) => {
  const quote = await em.findOne(Quote, { id: quoteId });
  if (!quote) throw missingRow('Quote', quoteId);
  const view = await toQuoteView(em, quote);
  const quotePath = `/customer-dashboard?tab=orders&quote=${quote.id}`;
  const quoteUrl = `${config.publicUrl}/api/login?${new URLSearchParams({ returnTo: quotePath }).toString()}`;
  const subject = `Tilbud ${view.quoteNumber} fra ${config.shop.name}`;
  return {
    send: {
      to: quote.customerEmail,
      subject,
      ...renderer.render('quote-sent/quote-sent', subject, {
        customerName: view.customerName ?? '',
        quoteNumber: view.quoteNumber,
        version: view.version,
        isNewVersion: view.version > 1,
        isMember: view.isMember,
        lines: view.lines.map((line) => ({
          name: line.productName,
          description: line.description !== line.productName ? line.description : '',
          details: [
            line.size,
            line.color ? colourLabel(line.color) : null,
            line.printName ? `trykk: ${line.printName}` : null,
          ]
            .filter(Boolean)
            .join(', '),
          quantity: line.quantity,
          unitPrice: formatNok(line.unitPrice),
          subtotal: formatNok(line.subtotal),
        })),
        rows: view.totals.rows.map((row) => ({ ...row, isTotal: row.key === 'total' })),
        total: formatNok(view.totals.total),
        validUntil: formatDateNb(view.validUntil),
        customerNote: view.customerNote ?? '',
        quoteUrl,
        dashboardUrl: `${config.publicUrl}${quotePath}`,
        communityUrl: `${config.publicUrl}/community`,
      }),
    },
  };
};
