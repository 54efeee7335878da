import { JOBS } from '@russ/schema/jobs/jobs';
import { formatDateNb } from '@russ/schema/common/dates';
import { carrierLabel } from '@russ/schema/shipments/carriers';
import { Member, Order, Shipment } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/** What the status mail says for each step (admin §15). */
const STEPS = {
  processing: {
    subject: (n: string) => `Ordre ${n} er under behandling`,
    lead: 'Vi har startet på bestillingen din, og den er nå under behandling.',
  },
  shipped: {
    subject: (n: string) => `Ordre ${n} er sendt`,
    lead: 'Bestillingen din er sendt og er på vei til deg.',
  },
  delivered: {
    subject: (n: string) => `Ordre ${n} er levert`,
    lead: 'Bestillingen din er levert. Vi håper du blir fornøyd!',
  },
  cancelled: {
    subject: (n: string) => `Ordre ${n} er kansellert`,
    lead: 'Bestillingen din er kansellert.',
  },
} as const;

type Step = keyof typeof STEPS;

async function orderStatusMail(
  orderId: number,
  step: Step,
  shipmentId: number | undefined,
  { em, renderer, config }: Parameters<MailJobHandler<typeof JOBS.orderStatusChanged>>[1],
) {
  const order = await em.findOne(Order, { id: orderId });
  if (!order) throw missingRow('Order', orderId);
  const member = await em.findOne(Member, { email: order.memberEmail }, { fields: ['firstName'] });
  const shipment = shipmentId === undefined ? null : await em.findOne(Shipment, { id: shipmentId, order: orderId });
  const subject = STEPS[step].subject(order.orderNumber);
  return {
    send: {
      to: order.memberEmail,
      subject,
      ...renderer.render('order-status-changed/order-status-changed', subject, {
        firstName: member?.firstName ?? '',
        orderNumber: order.orderNumber,
        lead: STEPS[step].lead,
        cancelled: step === 'cancelled',
        reason: step === 'cancelled' ? (order.cancelReason ?? '') : '',
        shipment: shipment
          ? {
              carrier: shipment.carrier ? carrierLabel(shipment.carrier) : '',
              trackingNumber: shipment.trackingNumber ?? '',
              trackingUrl: shipment.trackingUrl ?? '',
              estimatedDelivery:
                step === 'shipped' && shipment.estimatedDelivery ? formatDateNb(shipment.estimatedDelivery) : '',
            }
          : null,
        dashboardUrl: `${config.publicUrl}/customer-dashboard`,
      }),
    },
  };
}

/** Tells the customer their order moved to processing, shipped (with carrier, tracking number and link) or delivered. */
export const orderStatusChangedMail: MailJobHandler<typeof JOBS.orderStatusChanged> = (
  { orderId, status, shipmentId },
  ctx,
) => orderStatusMail(orderId, status, shipmentId, ctx);

/** Tells the customer their order was cancelled, and why (essential: always sent). */
export const orderCancelledMail: MailJobHandler<typeof JOBS.orderCancelled> = ({ orderId }, ctx) =>
  orderStatusMail(orderId, 'cancelled', undefined, ctx);
