import { colourLabel } from '@russ/schema/domain/colours';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { formatDateNb, formatNok } from '@russ/schema/domain/money';
import { Quote, SignInToken, signSignInLinkToken } from '@russ/api/db';
import { toQuoteView } from '@russ/api/quote-views';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * `Send tilbud` (admin §2, §15): the quote to the customer with its lines, discount, shipping, MVA, total and
 * validity, and a link that signs them in and opens the quote in the dashboard (valid while the quote is, once).
 * A non-member is told that accepting makes them a member. Essential: always sent.
 */
export const quoteSentMail: MailJobHandler<typeof JOBS.quoteSent> = async (
  { quoteId, signInTokenId },
  { em, renderer, config, now },
) => {
  const quote = await em.findOne(Quote, { id: quoteId });
  if (!quote) throw missingRow('Quote', quoteId);
  const view = await toQuoteView(em, quote);
  const token = await em.findOne(SignInToken, { id: signInTokenId });
  const quotePath = `/customer-dashboard?tab=orders&quote=${quote.id}`;
  const usable = token && !token.usedAt && token.expiresAt.getTime() > now.getTime();
  const quoteUrl = usable
    ? `${config.publicUrl}/api/auth/verify?token=${encodeURIComponent(
        signSignInLinkToken({ id: token.id, expiresAt: token.expiresAt }, config.sessionSecret),
      )}`
    : `${config.publicUrl}/login?${new URLSearchParams({ returnTo: quotePath }).toString()}`;
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
