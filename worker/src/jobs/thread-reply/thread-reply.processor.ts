import { formatDateNb } from '@russ/schema/common/dates';
import type { JOBS } from '@russ/schema/jobs/jobs';
import { THREAD_TYPE_LABELS, type ThreadType } from '@russ/schema/messages/thread-status';
import { Member, Message, MessageThread } from '@russ/api/db';
import { missingRow, type MailJobHandler } from '../../mail/mail-job.js';

/**
 * The mails of a message thread (admin §8, §15). `Send svar`: the customer gets the shop's reply with a link to
 * the thread in the dashboard (essential: it always goes). A customer's message (a new thread or a reply): the
 * shop (SHOP_EMAIL) gets a notice with a link to the thread in the console. Internal notes never mail anyone.
 */

async function loadMessage(em: Parameters<MailJobHandler<typeof JOBS.threadStaffReply>>[1]['em'], messageId: number) {
  const message = await em.findOne(Message, { id: messageId });
  if (!message) throw missingRow('Message', messageId);
  const thread = await em.findOne(MessageThread, { id: message.thread.id });
  if (!thread) throw missingRow('MessageThread', message.thread.id);
  return { message, thread };
}

const typeLabel = (type: string) => THREAD_TYPE_LABELS[type as ThreadType] ?? type;

export const threadStaffReplyMail: MailJobHandler<typeof JOBS.threadStaffReply> = async (
  { messageId },
  { em, renderer, config },
) => {
  const { message, thread } = await loadMessage(em, messageId);
  if (message.senderType === 'customer') return { skip: `message ${messageId} is the customer's` };
  const member = await em.findOne(Member, { email: thread.memberEmail }, { fields: ['firstName'] });
  const subject = `Svar fra ${config.shop.name}: ${thread.subject}`;
  return {
    send: {
      to: thread.memberEmail,
      subject,
      ...renderer.render('thread-reply/thread-staff-reply', subject, {
        firstName: member?.firstName ?? null,
        threadSubject: thread.subject,
        body: message.body,
        sentAt: formatDateNb(message.createdAt, 'long-datetime'),
        threadUrl: `${config.publicUrl}/customer-dashboard?tab=messages&thread=${thread.id}`,
      }),
    },
  };
};

export const threadCustomerReplyMail: MailJobHandler<typeof JOBS.threadCustomerReply> = async (
  { messageId },
  { em, renderer, config },
) => {
  const { message, thread } = await loadMessage(em, messageId);
  if (message.senderType !== 'customer') return { skip: `message ${messageId} is the shop's` };
  const member = await em.findOne(Member, { email: thread.memberEmail }, { fields: ['firstName', 'lastName'] });
  const customerName = member ? `${member.firstName} ${member.lastName}`.trim() : thread.memberEmail;
  const count = await em.count(Message, { thread: thread.id });
  const isNew = count <= 1;
  const subject = isNew
    ? `Ny melding fra ${customerName}: ${thread.subject}`
    : `Nytt svar fra ${customerName}: ${thread.subject}`;
  return {
    send: {
      to: config.shop.email,
      subject,
      ...renderer.render('thread-reply/thread-customer-reply', subject, {
        isNew,
        customerName,
        email: thread.memberEmail,
        threadSubject: thread.subject,
        typeLabel: typeLabel(thread.type),
        body: message.body,
        sentAt: formatDateNb(message.createdAt, 'long-datetime'),
        adminUrl: `${config.publicUrl}/admin/messages/${thread.id}`,
      }),
    },
  };
};
