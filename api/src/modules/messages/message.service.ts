import type { EntityManager } from '@mikro-orm/postgresql';
import { JOBS } from '@russ/schema/jobs/jobs';
import { MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { replyToThreadInput, startMessageThreadInput } from '@russ/schema/messages/message.validators';
import { isOwner, ownRowOrNotFound, parseId, signedInCustomer } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { NotFoundError, ValidationFailed, type FieldErrors } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { Design } from '../designs/design.entity.js';
import { GroupMember } from '../groups/group-member.entity.js';
import { Group } from '../groups/group.entity.js';
import { Order } from '../orders/order.entity.js';
import { MessageThread } from './message-thread.entity.js';
import { Message } from './message.entity.js';
import { loadThreadDetails } from './message.views.js';
import type { MessageThreadType } from './message.types.js';

/**
 * A customer's conversations with the shop. Reading a thread: its owner or any staff member (404 for anyone else,
 * 401 without a session). Starting a thread and replying: only the owner, signed in as a customer — a staff
 * session alone gets 403 (staff answer from the admin console). When the owner opens a thread, the shop's
 * replies in it count as read.
 */

/** Marks the shop's messages in the thread as read by the customer. */
async function markShopMessagesRead(em: EntityManager, threadId: number): Promise<void> {
  await em.nativeUpdate(
    Message,
    { thread: threadId, senderType: { $ne: 'customer' }, isRead: false },
    { isRead: true },
  );
}

/**
 * One thread with its messages, for its owner or staff. When the owner reads it, the shop's unread replies are
 * marked read (staff reading changes nothing).
 */
export async function getMessageThread(
  em: EntityManager,
  sessions: Sessions,
  threadId: unknown,
): Promise<MessageThreadType> {
  const id = parseId(threadId, MESSAGE_MESSAGES.threadNotFound);
  const thread = ownRowOrNotFound(
    sessions,
    await em.findOne(MessageThread, { id }),
    'threads.read',
    MESSAGE_MESSAGES.threadNotFound,
  );
  if (isOwner(sessions, thread.memberEmail)) await markShopMessagesRead(em, thread.id);
  return loadThreadDetails(em, thread);
}

/** Field messages for related ids that are not the customer's own order, design or group. Three queries at most. */
async function checkRelated(
  em: EntityManager,
  email: string,
  related: { relatedOrderId: number | null; relatedDesignId: number | null; relatedGroupId: number | null },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (related.relatedOrderId !== null) {
    const found = await em.count(Order, { id: related.relatedOrderId, memberEmail: email });
    if (!found) errors.relatedOrderId = MESSAGE_MESSAGES.orderNotFound;
  }
  if (related.relatedDesignId !== null) {
    const found = await em.count(Design, { id: related.relatedDesignId, memberEmail: email });
    if (!found) errors.relatedDesignId = MESSAGE_MESSAGES.designNotFound;
  }
  if (related.relatedGroupId !== null) {
    const id = related.relatedGroupId;
    const found =
      (await em.count(Group, { id, coordinatorEmail: email })) ||
      (await em.count(GroupMember, { group: id, email, status: { $ne: 'declined' } }));
    if (!found) errors.relatedGroupId = MESSAGE_MESSAGES.groupNotFound;
  }
  return errors;
}

/** A message the customer wrote in their own thread (not yet flushed). */
const createCustomerMessage = (tx: EntityManager, thread: MessageThread, email: string, body: string, now: Date) =>
  tx.create(Message, { thread, senderEmail: email, senderType: 'customer', body, createdAt: now });

/**
 * Starts a thread for the signed-in customer with their first message (status open); the shop gets a notice. The order, design or group
 * it is about must be the customer's own (coordinated or joined, for a group); otherwise 400 with field messages
 * and nothing is stored.
 */
export async function startMessageThread(
  em: EntityManager,
  sessions: Sessions,
  input: unknown,
): Promise<MessageThreadType> {
  const email = signedInCustomer(sessions, MESSAGE_MESSAGES.customerOnly);
  const data = parseInput(startMessageThreadInput, input);
  const relatedErrors = await checkRelated(em, email, data);
  if (Object.keys(relatedErrors).length > 0) throw new ValidationFailed(relatedErrors);
  const thread = await em.transactional(async (tx) => {
    const now = new Date();
    const created = tx.create(MessageThread, {
      memberEmail: email,
      subject: data.subject,
      type: data.type,
      status: 'open',
      relatedOrderId: data.relatedOrderId,
      relatedDesignId: data.relatedDesignId,
      relatedGroupId: data.relatedGroupId,
      lastMessageAt: now,
      createdAt: now,
    });
    const first = createCustomerMessage(tx, created, email, data.body, now);
    await tx.flush();
    enqueueOutbox(tx, JOBS.threadCustomerReply, { messageId: first.id }); // the shop's notice
    return created;
  });
  return loadThreadDetails(em, thread);
}

/**
 * Adds the customer's reply to their own thread. The thread is (re)opened ('Åpen': the shop has something to
 * answer), its last activity moves to now, the shop's earlier replies count as read, and the shop gets a notice.
 */
export async function replyToThread(
  em: EntityManager,
  sessions: Sessions,
  threadId: unknown,
  input: unknown,
): Promise<MessageThreadType> {
  const email = signedInCustomer(sessions, MESSAGE_MESSAGES.customerOnly);
  const id = parseId(threadId, MESSAGE_MESSAGES.threadNotFound);
  const thread = await em.findOne(MessageThread, { id, memberEmail: email });
  if (!thread) throw new NotFoundError(MESSAGE_MESSAGES.threadNotFound);
  const data = parseInput(replyToThreadInput, input);
  await em.transactional(async (tx) => {
    const now = new Date();
    const own = await tx.findOneOrFail(MessageThread, id);
    const reply = createCustomerMessage(tx, own, email, data.body, now);
    own.status = 'open';
    own.lastMessageAt = now;
    await markShopMessagesRead(tx, id);
    await tx.flush();
    enqueueOutbox(tx, JOBS.threadCustomerReply, { messageId: reply.id });
  });
  await em.refresh(thread);
  return loadThreadDetails(em, thread);
}
