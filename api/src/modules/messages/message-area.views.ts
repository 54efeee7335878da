import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { countBy } from '../../common/count-by.js';
import { MessageThread } from './message-thread.entity.js';

export interface MessageThreadView {
  id: number;
  subject: string;
  status: string;
  type: string;
  lastMessageAt: Date;
  createdAt: Date;
  relatedOrderId: number | null;
  relatedDesignId: number | null;
  relatedGroupId: number | null;
  /** Messages from the shop the customer has not read yet. */
  unreadCount: number;
}

/** The customer's message threads, latest activity first, with unread replies from the shop. Two queries. */
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
  return threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    type: thread.type,
    lastMessageAt: thread.lastMessageAt,
    createdAt: thread.createdAt,
    relatedOrderId: thread.relatedOrderId ?? null,
    relatedDesignId: thread.relatedDesignId ?? null,
    relatedGroupId: thread.relatedGroupId ?? null,
    unreadCount: unread.get(thread.id) ?? 0,
  }));
}
