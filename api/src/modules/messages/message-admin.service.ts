import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { THREAD_STATUSES, type ThreadStatus } from '@russ/schema/messages/thread-status';
import { JOBS } from '@russ/schema/jobs/jobs';
import { MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { replyToThreadInput } from '@russ/schema/messages/message.validators';
import { NotFoundError, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { MessageThread } from './message-thread.entity.js';
import { Message } from './message.entity.js';
import { ThreadNote } from './thread-note.entity.js';
import type { StaffMessageThread, StaffThreadEntry, StaffMessageThreadDetail } from './message-admin.types.js';
import { authoredBy } from '../../common/staff-authored.entity.js';

/**
 * The staff side of message threads (admin §8, `Meldinger`): the inbox (unread = a customer message staff have
 * not read), one thread with its messages and internal notes, and the steps `Send svar` (the customer is mailed,
 * the thread waits for them: 'Venter svar'), `Intern notat` (staff only, stored apart from the messages) and
 * `Lukk tråd`. Each step is one transaction with its audit record (entity type `thread`); two staff acting on one
 * thread at once are serialised by a row lock.
 */

/** Sortable fields, latest activity first by default. */
export const THREAD_LIST: ListSpec = {
  sortable: {
    lastMessageAt: 't.last_message_at',
    createdAt: 't.created_at',
    subject: 't.subject',
    status: 't.status',
    memberEmail: 't.member_email',
  },
  defaultSort: { field: 'lastMessageAt', order: 'DESC' },
  tieBreaker: 't.id',
};

export interface StaffThreadQuery extends ListWindowArgs {
  search?: string | null;
  filter?: {
    status?: string | null;
    /** true: only threads with an unread customer message. */
    unread?: boolean | null;
  } | null;
}

interface ThreadRow {
  id: number;
  subject: string;
  type: string;
  status: string;
  member_email: string;
  first_name: string | null;
  last_name: string | null;
  related_order_id: number | null;
  order_number: string | null;
  related_design_id: number | null;
  design_name: string | null;
  related_group_id: number | null;
  group_name: string | null;
  last_message_at: Date;
  created_at: Date;
  unread_count: string | number;
  message_count: string | number;
}

/** A customer message staff have not read (`x` is the messages row): the one definition of "unread" here. */
const UNREAD_MESSAGE = `x.sender_type = 'customer' and x.is_read = false`;
/** The thread `t`'s unread customer messages. */
const UNREAD_IN_THREAD = `from messages x where x.thread_id = t.id and ${UNREAD_MESSAGE}`;

const SELECT = `select t.id, t.subject, t.type, t.status, t.member_email, t.related_order_id, t.related_design_id,
    t.related_group_id, t.last_message_at, t.created_at, m.first_name, m.last_name,
    o.order_number, d.name as design_name, g.name as group_name,
    (select count(*) ${UNREAD_IN_THREAD}) as unread_count,
    (select count(*) from messages x where x.thread_id = t.id) as message_count
  from message_threads t
  left join members m on m.email = t.member_email
  left join orders o on o.id = t.related_order_id
  left join designs d on d.id = t.related_design_id
  left join groups g on g.id = t.related_group_id`;

const FROM_FOR_COUNT = `from message_threads t
  left join members m on m.email = t.member_email
  left join orders o on o.id = t.related_order_id`;

function toRowView(row: ThreadRow): StaffMessageThread {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  const id = (value: number | null) => (value == null ? null : Number(value));
  return {
    id: Number(row.id),
    subject: row.subject,
    type: row.type,
    status: row.status,
    memberEmail: row.member_email,
    customerName: name || null,
    relatedOrderId: id(row.related_order_id),
    relatedOrderNumber: row.order_number,
    relatedDesignId: id(row.related_design_id),
    relatedDesignName: row.design_name,
    relatedGroupId: id(row.related_group_id),
    relatedGroupName: row.group_name,
    lastMessageAt: new Date(row.last_message_at),
    createdAt: new Date(row.created_at),
    unreadCount: Number(row.unread_count),
    messageCount: Number(row.message_count),
  };
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The inbox: threads by latest activity unless sorted otherwise, filtered by status, unread and search terms
 * (each word in the subject, the customer's e-mail or name, the linked order number or a message of the thread;
 * internal notes are not searched). Two queries (the page and the count).
 */
export async function listStaffThreads(
  em: EntityManager,
  query: StaffThreadQuery,
): Promise<ListPage<StaffMessageThread>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const status = query.filter?.status?.trim();
  if (status) {
    // An unknown status matches nothing rather than failing the table.
    if ((THREAD_STATUSES as readonly string[]).includes(status)) {
      where.push('t.status = ?');
      params.push(status);
    } else where.push('false');
  }
  const unread = query.filter?.unread;
  if (unread === true) where.push(`exists (select 1 ${UNREAD_IN_THREAD})`);
  if (unread === false) where.push(`not exists (select 1 ${UNREAD_IN_THREAD})`);
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 10);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    where.push(`(t.subject ilike ? or t.member_email ilike ? or m.first_name ilike ? or m.last_name ilike ?
      or o.order_number ilike ? or exists (select 1 from messages b where b.thread_id = t.id and b.body ilike ?))`);
    params.push(pattern, pattern, pattern, pattern, pattern, pattern);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  return listPage(query, THREAD_LIST, {
    page: async ({ orderBySql, limit, offset }) => {
      const rows = await connection.execute<ThreadRow[]>(
        `${SELECT} ${whereSql} order by ${orderBySql} limit ? offset ?`,
        [...params, limit, offset],
      );
      return rows.map(toRowView);
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: string }>>(
        `select count(*) as total ${FROM_FOR_COUNT} ${whereSql}`,
        params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

/** How many threads have a customer message staff have not read (the menu's count). One query. */
export async function countUnreadThreads(em: EntityManager): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<Array<{ n: string }>>(`select count(distinct x.thread_id) as n from messages x where ${UNREAD_MESSAGE}`);
  return Number(rows[0]?.n ?? 0);
}

async function loadRow(em: EntityManager, id: number): Promise<StaffMessageThread> {
  const rows = await em.getConnection().execute<ThreadRow[]>(`${SELECT} where t.id = ?`, [id]);
  if (!rows[0]) throw new NotFoundError(MESSAGE_MESSAGES.threadNotFound);
  return toRowView(rows[0]);
}

/**
 * One thread for staff: its messages and internal notes, oldest first. With `markRead`, the customer's messages
 * count as read by staff from now on (opening the thread in the console).
 */
export async function getStaffThread(
  em: EntityManager,
  id: number,
  markRead = false,
): Promise<StaffMessageThreadDetail> {
  if (markRead) {
    await em.nativeUpdate(Message, { thread: id, senderType: 'customer', isRead: false }, { isRead: true });
  }
  const row = await loadRow(em, id);
  const [messages, notes] = await Promise.all([
    em.find(Message, { thread: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(ThreadNote, { thread: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  const entries: StaffThreadEntry[] = [
    ...messages.map((m) => ({
      key: `message-${m.id}`,
      id: m.id,
      kind: m.senderType === 'customer' ? ('customer' as const) : ('staff' as const),
      body: m.body,
      author: m.senderType === 'customer' ? m.senderEmail : (m.staffUsername ?? m.senderEmail),
      createdAt: m.createdAt,
      isRead: m.isRead,
    })),
    ...notes.map((n) => ({
      key: `note-${n.id}`,
      id: n.id,
      kind: 'note' as const,
      body: n.body,
      author: n.staffUsername,
      createdAt: n.createdAt,
      isRead: null,
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.key.localeCompare(b.key));
  return { ...row, entries };
}

/**
 * One staff change to a thread: `change` runs in a transaction with the thread row locked (404 when there is
 * none), and the answer is the thread as staff see it afterwards.
 */
async function changeThread(
  em: EntityManager,
  id: number,
  change: (tx: EntityManager, thread: MessageThread) => Promise<void> | void,
): Promise<StaffMessageThreadDetail> {
  await em.transactional(async (tx) => {
    const thread = await tx.findOne(MessageThread, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!thread) throw new NotFoundError(MESSAGE_MESSAGES.threadNotFound);
    await change(tx, thread);
  });
  return getStaffThread(em, id);
}

/**
 * `Send svar`: a message from the shop (the customer sees the shop's name and address, never the staff member's),
 * the thread becomes 'Venter svar', the customer's messages count as read, and the customer is mailed the text
 * with a link to the thread. 400 with a field message for an empty or too long text (nothing stored).
 */
export async function replyToThreadAsStaff(
  em: EntityManager,
  staff: AuditActor,
  shopEmail: string,
  id: number,
  input: unknown,
): Promise<StaffMessageThreadDetail> {
  const data = parseInput(replyToThreadInput, input);
  return changeThread(em, id, async (tx, thread) => {
    const before = { status: thread.status };
    const now = new Date();
    const message = tx.create(Message, {
      thread,
      senderEmail: shopEmail,
      senderType: 'staff',
      body: data.body,
      ...authoredBy(staff),
      createdAt: now,
    });
    thread.status = 'waiting';
    thread.lastMessageAt = now;
    await tx.nativeUpdate(Message, { thread: id, senderType: 'customer', isRead: false }, { isRead: true });
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'thread.replied',
      entityType: 'thread',
      entityId: thread.id,
      before,
      after: { status: thread.status, messageId: message.id, body: data.body },
    });
    enqueueOutbox(tx, JOBS.threadStaffReply, { messageId: message.id });
  });
}

/** `Intern notat`: a note only staff see (stored apart from the messages). The thread's status does not change. */
export async function addThreadNote(
  em: EntityManager,
  staff: AuditActor,
  id: number,
  input: unknown,
): Promise<StaffMessageThreadDetail> {
  const data = parseInput(replyToThreadInput, input);
  return changeThread(em, id, async (tx, thread) => {
    const note = tx.create(ThreadNote, { thread, ...authoredBy(staff), body: data.body });
    await tx.flush();
    recordAudit(tx, staff, {
      action: 'thread.note.added',
      entityType: 'thread',
      entityId: thread.id,
      before: null,
      after: { noteId: note.id, body: data.body },
    });
  });
}

/** `Lukk tråd`: the thread is closed (a closed thread is refused with a Norwegian message, nothing changes). */
export async function closeThread(em: EntityManager, staff: AuditActor, id: number): Promise<StaffMessageThreadDetail> {
  return changeThread(em, id, async (tx, thread) => {
    if (thread.status === 'closed') {
      throw new ValidationFailed({ status: MESSAGE_MESSAGES.alreadyClosed }, MESSAGE_MESSAGES.alreadyClosed);
    }
    const before = { status: thread.status };
    thread.status = 'closed' satisfies ThreadStatus;
    recordAudit(tx, staff, {
      action: 'thread.closed',
      entityType: 'thread',
      entityId: thread.id,
      before,
      after: { status: thread.status },
    });
  });
}
