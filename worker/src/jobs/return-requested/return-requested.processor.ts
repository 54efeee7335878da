import { formatDateNb } from '@russ/schema/common/dates';
import { colourLabel } from '@russ/schema/catalog/colours';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { formatNok } from '@russ/schema/common/money';
import { Member, OrderReturn } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/** Tells the shop (SHOP_EMAIL) that a customer asked to return lines of a delivered order; replying reaches them. */
export const returnRequestedMail: MailJobHandler<typeof JOBS.returnRequested> = async (
  { orderId, returnIds },
  { em, renderer, config },
) => {
  const returns = await em.find(
    OrderReturn,
    { id: { $in: returnIds }, order: orderId },
    { populate: ['order', 'orderItem'], orderBy: { id: 'asc' } },
  );
  if (returns.length === 0) throw missingRow('OrderReturn', returnIds[0]!);
  const order = returns[0]!.order.getEntity();
  const member = await em.findOne(Member, { email: order.memberEmail }, { fields: ['firstName', 'lastName'] });
  const customerName = member ? `${member.firstName} ${member.lastName}` : order.memberEmail;
  const first = returns[0]!;
  const subject = `Ny returforespørsel for ordre ${order.orderNumber}`;
  return {
    send: {
      to: config.shop.email,
      replyTo: order.memberEmail,
      subject,
      ...renderer.render('return-requested/return-requested', subject, {
        customerName,
        email: order.memberEmail,
        orderNumber: order.orderNumber,
        reason: first.reason,
        description: first.description ?? '',
        requestedAt: formatDateNb(first.requestedAt, 'long-datetime'),
        items: returns.map((row) => {
          const item = row.orderItem?.getEntity();
          const details = item
            ? [item.variant, item.size, item.color ? colourLabel(item.color) : null].filter(Boolean).join(', ')
            : '';
          return {
            name: item?.name ?? 'Hele ordren',
            details,
            quantity: item?.quantity ?? 1,
            unitPrice: item ? formatNok(item.unitPrice) : '',
          };
        }),
        adminUrl: `${config.publicUrl}/admin`,
      }),
    },
  };
};
