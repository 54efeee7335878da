import { formatDateNb } from '@russ/schema/common/dates';
import type { JOBS, JobPayload } from '@russ/schema/jobs/jobs';
import { formatNok } from '@russ/schema/common/money';
import { colourLabel } from '@russ/schema/catalog/colours';
import { Invoice, Member, OrderReturn, type EntityManager } from '@russ/api/db';
import { missingRow, type MailJobContext, type MailJobHandler, type MailPlan } from '../../mail/mail-job.js';

/**
 * The customer's mails for staff's steps on a return (admin §5, §15): `Godkjenn` (the refund amount and what to
 * do next), `Avvis` (staff's reason) and `Fullfør` (the refund is made, with its credit note). Each loads the
 * return by id and goes to the order's customer; a return that has since moved on still gets the mail of the
 * step that was taken (its fields are kept), but a mail whose step the return never reached is skipped.
 */

type Step = 'approved' | 'rejected' | 'completed';

const SUBJECTS: Record<Step, (orderNumber: string) => string> = {
  approved: (n) => `Returen din er godkjent – ordre ${n}`,
  rejected: (n) => `Svar på returforespørselen din – ordre ${n}`,
  completed: (n) => `Refusjonen for returen din er utbetalt – ordre ${n}`,
};

/** The step's timestamp tells whether the return reached it. */
const REACHED: Record<Step, (row: OrderReturn) => Date | null | undefined> = {
  approved: (row) => row.approvedAt,
  rejected: (row) => row.rejectedAt,
  completed: (row) => row.completedAt,
};

/** The credit note issued for the return (`Fullfør`), if any. */
async function creditNoteNumber(em: EntityManager, returnId: number): Promise<string | null> {
  const note = await em.findOne(
    Invoice,
    { returnId, kind: 'credit_note' },
    { fields: ['invoiceNumber'], orderBy: { id: 'desc' } },
  );
  return note?.invoiceNumber ?? null;
}

async function returnStepMail(
  step: Step,
  returnId: number,
  { em, renderer, config }: MailJobContext,
): Promise<MailPlan> {
  const row = await em.findOne(OrderReturn, { id: returnId }, { populate: ['order', 'orderItem'] });
  if (!row) throw missingRow('OrderReturn', returnId);
  const reachedAt = REACHED[step](row);
  if (!reachedAt) return { skip: `return ${returnId} was never ${step}` };
  const order = row.order.getEntity();
  const email = order.memberEmail.toLowerCase();
  const member = await em.findOne(Member, { email }, { fields: ['firstName'] });
  const item = row.orderItem?.getEntity() ?? null;
  const details = item
    ? [item.size ? `str. ${item.size}` : null, item.color ? colourLabel(item.color) : null].filter(Boolean).join(', ')
    : '';
  const subject = SUBJECTS[step](order.orderNumber);
  return {
    send: {
      to: email,
      subject,
      ...renderer.render(`return-step/return-${step}`, subject, {
        firstName: member?.firstName ?? null,
        orderNumber: order.orderNumber,
        itemName: item ? `${item.quantity} × ${item.name}` : 'Hele ordren',
        itemDetails: details,
        reason: row.reason,
        refundAmount: row.refundAmount != null ? formatNok(row.refundAmount) : null,
        rejectionReason: row.rejectionReason ?? '',
        decidedAt: formatDateNb(reachedAt, 'long-datetime'),
        creditNoteNumber: step === 'completed' ? await creditNoteNumber(em, row.id) : null,
        dashboardUrl: `${config.publicUrl}/customer-dashboard?tab=orders`,
      }),
    },
  };
}

const handler =
  <T extends typeof JOBS.returnApproved | typeof JOBS.returnRejected | typeof JOBS.returnCompleted>(step: Step) =>
  (payload: JobPayload<T>, ctx: MailJobContext) =>
    returnStepMail(step, payload.returnId, ctx);

export const returnApprovedMail: MailJobHandler<typeof JOBS.returnApproved> = handler('approved');
export const returnRejectedMail: MailJobHandler<typeof JOBS.returnRejected> = handler('rejected');
export const returnCompletedMail: MailJobHandler<typeof JOBS.returnCompleted> = handler('completed');
