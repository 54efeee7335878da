import { formatDateNb } from '@russ/schema/common/dates';
import { colourLabel } from '@russ/schema/catalog/colours';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { formatNok } from '@russ/schema/common/money';
import { Member, Order, OrderItem, Quote } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * The order confirmation (admin §2, §15) when a customer accepts a quote: order number, lines and total. Per the
 * terms the order is binding once this mail is received, and the mail says so. Essential: always sent.
 */
export const orderConfirmationMail: MailJobHandler<typeof JOBS.orderConfirmation> = async (
  { orderId },
  { em, renderer, config },
) => {
  const order = await em.findOne(Order, { id: orderId });
  if (!order) throw missingRow('Order', orderId);
  const [items, member, quote] = await Promise.all([
    em.find(OrderItem, { order }, { orderBy: { id: 'asc' } }),
    em.findOne(Member, { email: order.memberEmail }, { fields: ['firstName'] }),
    order.quoteId == null ? Promise.resolve(null) : em.findOne(Quote, { id: order.quoteId }),
  ]);
  const subject = `Ordrebekreftelse ${order.orderNumber}`;
  return {
    send: {
      to: order.memberEmail,
      subject,
      ...renderer.render('order-confirmation/order-confirmation', subject, {
        firstName: member?.firstName ?? '',
        orderNumber: order.orderNumber,
        quoteNumber: quote?.quoteNumber ?? '',
        orderedAt: formatDateNb(order.createdAt, 'long-datetime'),
        lines: items.map((item) => ({
          name: item.name,
          details: [
            item.size,
            item.color ? colourLabel(item.color) : null,
            item.printName ? `trykk: ${item.printName}` : null,
          ]
            .filter(Boolean)
            .join(', '),
          quantity: item.quantity,
          unitPrice: formatNok(item.unitPrice),
        })),
        discount: quote && Number(quote.discountAmount) > 0 ? formatNok(-Number(quote.discountAmount)) : '',
        shipping: quote ? (Number(quote.shippingAmount) > 0 ? formatNok(quote.shippingAmount) : 'Gratis') : '',
        vat: quote ? formatNok(quote.vatAmount) : '',
        total: formatNok(order.totalAmount),
        ordersUrl: `${config.publicUrl}/customer-dashboard?tab=orders`,
        termsUrl: `${config.publicUrl}/terms`,
      }),
    },
  };
};
