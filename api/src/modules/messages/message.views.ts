import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { countBy } from '../../common/count-by.js';
import { MessageThread } from './message-thread.entity.js';
import { Message } from './message.entity.js';

/**
 * How a message thread reads, in a list (customerArea.messageThreads, GET /api/customer/messages/:email) and on
 * its own with its messages: one view, one GraphQL type (`MessageThread`). Callers check access first.
 */

export interface ThreadMessageView {
  id: number;
  /** customer or staff. */
  senderType: string;
  senderEmail: string;
  body: string;
  isRead: boolean;
  createdAt: Date;
}

export interface MessageThreadView {
  id: number;
  subject: string;
  type: string;
  status: string;
  relatedOrderId: number | null;
  relatedDesignId: number | null;
  relatedGroupId: number | null;
  lastMessageAt: Date;
  createdAt: Date;
  /** Replies from the shop the customer has not read. */
  unreadCount: number;
  /**
   * Oldest first. Loaded with one thread (`messageThread`, the mutations); a list leaves it out and the
   * `messages` field loads it when asked for.
   */
  messages?: ThreadMessageView[];
}

/** The thread with its messages. One query. */
export async function loadThreadDetails(em: EntityManager, thread: MessageThread): Promise<MessageThreadView> {
  const messages = await em.find(Message, { thread: thread.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return {
    ...toThreadView(thread, messages.filter((m) => m.senderType !== 'customer' && !m.isRead).length),
    messages: messages.map(toThreadMessageView),
  };
}

/** The thread without its messages. */
const toThreadView = (thread: MessageThread, unreadCount: number): MessageThreadView => ({
  id: thread.id,
  subject: thread.subject,
  type: thread.type,
  status: thread.status,
  relatedOrderId: thread.relatedOrderId ?? null,
  relatedDesignId: thread.relatedDesignId ?? null,
  relatedGroupId: thread.relatedGroupId ?? null,
  lastMessageAt: thread.lastMessageAt,
  createdAt: thread.createdAt,
  unreadCount,
});

const toThreadMessageView = (m: Message): ThreadMessageView => ({
  id: m.id,
  senderType: m.senderType,
  senderEmail: m.senderEmail,
  body: m.body,
  isRead: m.isRead,
  createdAt: m.createdAt,
});

/** The messages of one thread, oldest first. One query. */
export async function listThreadMessages(em: EntityManager, threadId: number): Promise<ThreadMessageView[]> {
  const messages = await em.find(Message, { thread: threadId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return messages.map(toThreadMessageView);
}

export async function listCustomerMessageThreads(em: EntityManager, email: string): Promise<MessageThreadView[]> {
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
