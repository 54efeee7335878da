import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { countBy } from '../../common/count-by.js';
import { pickFields } from '../../common/pick-fields.js';
import { MessageThread } from './message-thread.entity.js';
import { Message } from './message.entity.js';
import type { ThreadMessage, MessageThreadType } from './message.types.js';

/**
 * How a message thread reads, in a list (customerArea.messageThreads, GET /api/customer/messages/:email) and on
 * its own with its messages: one view, one GraphQL type (`MessageThread`). Callers check access first.
 */

/** The thread with its messages. One query. */
export async function loadThreadDetails(em: EntityManager, thread: MessageThread): Promise<MessageThreadType> {
  const messages = await em.find(Message, { thread: thread.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return {
    ...toThreadView(thread, messages.filter((m) => m.senderType !== 'customer' && !m.isRead).length),
    messages: messages.map(toThreadMessageView),
  };
}

/** The thread without its messages. */
const toThreadView = (thread: MessageThread, unreadCount: number): MessageThreadType => ({
  ...pickFields(thread, ['id', 'subject', 'type', 'status', 'relatedOrderId', 'relatedDesignId', 'relatedGroupId']),
  ...pickFields(thread, ['lastMessageAt', 'createdAt']),
  unreadCount,
});

const toThreadMessageView = (m: Message): ThreadMessage =>
  pickFields(m, ['id', 'senderType', 'senderEmail', 'body', 'isRead', 'createdAt']);

/** The messages of one thread, oldest first. One query. */
export async function listThreadMessages(em: EntityManager, threadId: number): Promise<ThreadMessage[]> {
  const messages = await em.find(Message, { thread: threadId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return messages.map(toThreadMessageView);
}

export async function listCustomerMessageThreads(em: EntityManager, email: string): Promise<MessageThreadType[]> {
  const threads = await em.find(
    MessageThread,
    { memberEmail: normalizeEmail(email) },
    { orderBy: { lastMessageAt: 'desc', id: 'desc' } },
  );
  if (threads.length === 0) return [];
  const unread = await countBy(
    em,
    "select thread_id as key, count(*) as n from messages where thread_id in (?) and sender_type <> 'customer' and is_read = false group by thread_id",
    [threads.map((t) => t.id)],
  );
  return threads.map((thread) => toThreadView(thread, unread.get(thread.id) ?? 0));
}
