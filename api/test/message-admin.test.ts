import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { ContactReply } from '../src/modules/contacts/contact-reply.entity.js';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { MessageThread } from '../src/modules/messages/message-thread.entity.js';
import { Message } from '../src/modules/messages/message.entity.js';
import { ThreadNote } from '../src/modules/messages/thread-note.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';

/**
 * The staff side of messages and contact messages (admin §8): the inbox with its unread logic and count, `Send
 * svar` (mail to the customer, 'Venter svar'), a customer reply (reopens, notice to the shop), `Intern notat`
 * (never reaching the customer: dashboard GraphQL, REST, data export), `Lukk tråd`, and `Svar` on a contact
 * message (stored, shown, mailed). Each staff step is audited. Real relay, worker and maildev.
 */

const Inbox = graphql(`
  query MessageAdminTestInbox($search: String, $status: String, $unread: Boolean, $sort: ListSort) {
    staffMessageThreads(search: $search, filter: { status: $status, unread: $unread }, sort: $sort) {
      total
      items {
        id
        subject
        status
        memberEmail
        customerName
        relatedOrderId
        relatedOrderNumber
        unreadCount
        messageCount
      }
    }
  }
`);

const UnreadCount = graphql(`
  query MessageAdminTestUnread {
    staffUnreadThreadCount
  }
`);

const StaffThread = graphql(`
  query MessageAdminTestThread($id: ID!) {
    staffMessageThread(id: $id) {
      id
      status
      unreadCount
      entries {
        key
        kind
        body
        author
        isRead
      }
    }
  }
`);

const Reply = graphql(`
  mutation MessageAdminTestReply($threadId: ID!, $body: String!) {
    replyToThreadAsStaff(threadId: $threadId, body: $body) {
      __typename
      thread {
        id
        status
        entries {
          kind
          body
          author
        }
      }
    }
  }
`);

const Note = graphql(`
  mutation MessageAdminTestNote($threadId: ID!, $body: String!) {
    addThreadNote(threadId: $threadId, body: $body) {
      __typename
      thread {
        status
        entries {
          kind
          body
          author
        }
      }
    }
  }
`);

const Close = graphql(`
  mutation MessageAdminTestClose($threadId: ID!) {
    closeThread(threadId: $threadId) {
      __typename
      thread {
        status
      }
    }
  }
`);

const Start = graphql(`
  mutation MessageAdminTestStart($input: StartMessageThreadInput!) {
    startMessageThread(input: $input) {
      __typename
      id
    }
  }
`);

const CustomerReply = graphql(`
  mutation MessageAdminTestCustomerReply($threadId: ID!, $body: String!) {
    replyToThread(threadId: $threadId, body: $body) {
      __typename
      status
      unreadCount
      messages {
        senderType
        senderEmail
        body
      }
    }
  }
`);

const CustomerThread = graphql(`
  query MessageAdminTestCustomerThread($id: ID!) {
    messageThread(id: $id) {
      status
      messages {
        senderType
        senderEmail
        body
      }
    }
  }
`);

const CustomerList = graphql(`
  query MessageAdminTestCustomerList {
    customerArea {
      messageThreads {
        id
        status
        unreadCount
        messages {
          body
        }
      }
    }
  }
`);

const ContactDetail = graphql(`
  query MessageAdminTestContact($id: ID!) {
    contact(id: $id) {
      id
      email
      replyCount
      replies {
        body
        staffUsername
        createdAt
      }
    }
  }
`);

const ContactList = graphql(`
  query MessageAdminTestContacts($search: String) {
    staffContacts(search: $search) {
      total
      items {
        id
        replyCount
      }
    }
  }
`);

const Answer = graphql(`
  mutation MessageAdminTestAnswer($id: ID!, $body: String!) {
    answerContact(id: $id, body: $body) {
      __typename
      contact {
        replyCount
        replies {
          body
          staffUsername
        }
      }
    }
  }
`);

let t: TestApp;
let worker: MailWorkerProcess;
const staff = () => ({ cookies: t.staffCookies('staff') });
const customer = (email = DEMO_MEMBER_EMAIL) => ({ cookies: t.customerCookies(email) });
const SECRET = 'INTERNT: kunden har klaget før, gi 10 % rabatt';

const auditOf = (type: string, id: number) =>
  t.em().find(AuditEntry, { entityType: type, entityId: String(id) }, { orderBy: { id: 'asc' } });

async function startThread(subject: string, body: string): Promise<number> {
  const started = await t.gql(Start, { input: { subject, body, type: 'support' } }, customer());
  if (started.data?.startMessageThread.__typename !== 'MessageThread') throw new Error('thread not started');
  return Number(started.data.startMessageThread.id);
}

beforeAll(async () => {
  t = await startTestApp({ relay: true });
  worker = await startMailWorker(t);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

describe('Meldinger: the inbox and unread logic', () => {
  it('a customer message is unread for staff until a staff member opens the thread; the menu count follows', async () => {
    const since = new Date();
    const subject = `Levering før 17. mai ${Date.now()}`;
    const id = await startThread(subject, 'Rekker dere å levere før 1. mai?');

    // The shop is told about the new thread.
    const notice = await waitForMail(t.config.shop.email, `Ny melding fra Ola Nordmann: ${subject}`, since);
    expect(notice.text).toContain('Rekker dere å levere før 1. mai?');
    expect(notice.text).toContain(`/admin/messages/${id}`);

    const before = (await t.gql(UnreadCount, {}, staff())).data!.staffUnreadThreadCount;
    expect(before).toBeGreaterThanOrEqual(1);
    const unread = await t.gql(Inbox, { unread: true }, staff());
    const row = unread.data!.staffMessageThreads.items.find((r) => Number(r.id) === id);
    expect(row).toMatchObject({
      subject,
      status: 'open',
      memberEmail: DEMO_MEMBER_EMAIL,
      customerName: 'Ola Nordmann',
      unreadCount: 1,
      messageCount: 1,
    });

    // Newest activity first by default; search by subject words and customer name; status filter.
    const all = await t.gql(Inbox, {}, staff());
    expect(Number(all.data!.staffMessageThreads.items[0]!.id)).toBe(id);
    const found = await t.gql(Inbox, { search: 'ola levering' }, staff());
    expect(found.data!.staffMessageThreads.items.map((r) => Number(r.id))).toContain(id);
    const byBody = await t.gql(Inbox, { search: 'rekker' }, staff());
    expect(byBody.data!.staffMessageThreads.items.map((r) => Number(r.id))).toContain(id);
    const closed = await t.gql(Inbox, { status: 'closed' }, staff());
    expect(closed.data!.staffMessageThreads.items.map((r) => Number(r.id))).not.toContain(id);
    const bogus = await t.gql(Inbox, { status: 'tull' }, staff());
    expect(bogus.data!.staffMessageThreads).toEqual({ total: 0, items: [] });
    const sorted = await t.gql(Inbox, { sort: { field: 'subject', order: 'ASC' } }, staff());
    expect(sorted.errors).toBeUndefined();

    // Opening the thread marks the customer's message read for staff.
    const opened = await t.gql(StaffThread, { id: String(id) }, staff());
    expect(opened.data!.staffMessageThread.entries).toEqual([
      expect.objectContaining({
        kind: 'customer',
        body: 'Rekker dere å levere før 1. mai?',
        author: DEMO_MEMBER_EMAIL,
      }),
    ]);
    const after = (await t.gql(UnreadCount, {}, staff())).data!.staffUnreadThreadCount;
    expect(after).toBe(before - 1);
    const readNow = await t.gql(Inbox, { unread: true }, staff());
    expect(readNow.data!.staffMessageThreads.items.map((r) => Number(r.id))).not.toContain(id);
    // Reading is not a change of the thread: no audit entry.
    expect(await auditOf('thread', id)).toHaveLength(0);
  });

  it('customers and anonymous callers cannot use the inbox; a missing thread is NOT_FOUND', async () => {
    const asCustomer = await t.gql(Inbox, {}, customer());
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const count = await t.gql(UnreadCount, {}, customer());
    expect(count.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(Inbox, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await t.gql(StaffThread, { id: '99999999' }, staff());
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Fant ikke samtalen');
    const noteAsCustomer = await t.gql(Note, { threadId: '1', body: 'hei' }, customer());
    expect(noteAsCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('Send svar, customer reply, Intern notat, Lukk tråd', () => {
  it('a staff reply mails the customer and waits; the customer answer reopens and notifies; notes never leak', async () => {
    const subject = `Bytte størrelse ${Date.now()}`;
    const id = await startThread(subject, 'Kan jeg bytte til L?');

    // Bad input: a Norwegian field message, nothing stored, nothing audited.
    const empty = await t.gql(Reply, { threadId: String(id), body: '   ' }, staff());
    expect(refusalOf(empty)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'body', message: 'Meldingen kan ikke være tom' }],
    });
    const emptyNote = await t.gql(Note, { threadId: String(id), body: '' }, staff());
    expect(refusalOf(emptyNote)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await t.em().count(Message, { thread: id })).toBe(1);
    expect(await t.em().count(ThreadNote, { thread: id })).toBe(0);
    expect(await auditOf('thread', id)).toHaveLength(0);

    // Intern notat: staff see it in the thread; the status does not change.
    const noted = await t.gql(Note, { threadId: String(id), body: SECRET }, staff());
    expect(noted.data?.addThreadNote).toMatchObject({
      __typename: 'ThreadUpdated',
      thread: { status: 'open' },
    });
    const staffUsername = t.staffUser('staff').username;
    expect(noted.data?.addThreadNote.__typename === 'ThreadUpdated' && noted.data.addThreadNote.thread.entries).toEqual(
      [expect.objectContaining({ kind: 'customer' }), { kind: 'note', body: SECRET, author: staffUsername }],
    );

    // Send svar.
    const since = new Date();
    const replied = await t.gql(Reply, { threadId: String(id), body: 'Ja, send oss varen i retur.' }, staff());
    expect(replied.data?.replyToThreadAsStaff).toMatchObject({
      __typename: 'ThreadUpdated',
      thread: { status: 'waiting' },
    });
    const mail = await waitForMail(DEMO_MEMBER_EMAIL, `Svar fra ${t.config.shop.name}: ${subject}`, since);
    expect(mail.text).toContain('Ja, send oss varen i retur.');
    expect(mail.text).toContain(`/customer-dashboard?tab=messages&thread=${id}`);
    expect(mail.html).toContain(`thread&#x3D;${id}`); // the button link, HTML-escaped
    expect(mail.text).not.toContain(SECRET);
    const replyEvents = (await t.em().find(OutboxEvent, { type: JOBS.threadStaffReply })).filter(
      (e) => (e.payload as { messageId: number }).messageId > 0,
    );
    expect(replyEvents.length).toBeGreaterThanOrEqual(1);

    const audit = await auditOf('thread', id);
    expect(audit.map((e) => e.action)).toEqual(['thread.note.added', 'thread.replied']);
    expect(audit[1]).toMatchObject({ staffUsername, before: { status: 'open' } });
    expect(audit[1]!.after).toMatchObject({ status: 'waiting', body: 'Ja, send oss varen i retur.' });

    // The customer sees the reply as the shop's, and no note: GraphQL (thread and list).
    const seen = await t.gql(CustomerThread, { id: String(id) }, customer());
    expect(seen.data!.messageThread).toEqual({
      status: 'waiting',
      messages: [
        { senderType: 'customer', senderEmail: DEMO_MEMBER_EMAIL, body: 'Kan jeg bytte til L?' },
        { senderType: 'staff', senderEmail: t.config.shop.email, body: 'Ja, send oss varen i retur.' },
      ],
    });
    const list = await t.gql(CustomerList, {}, customer());
    expect(JSON.stringify(list.data)).not.toContain(SECRET);
    expect(JSON.stringify(list.data)).not.toContain(staffUsername);

    // REST: the thread, the list, and the customer's data export.
    for (const url of [
      `/api/customer/message-threads/${id}`,
      `/api/customer/messages/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`,
      `/api/customer/export/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`,
    ]) {
      const res = await t.inject({ method: 'GET', url, cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(SECRET);
      expect(res.body, url).not.toContain(staffUsername);
    }
    const exported = await t.inject({
      method: 'GET',
      url: `/api/customer/export/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`,
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    const thread = (
      exported.json() as { messageThreads: Array<{ id: number; messages: Array<{ from: string }> }> }
    ).messageThreads.find((th) => th.id === id);
    expect(thread?.messages.map((m) => m.from)).toEqual(['customer', 'shop']);

    // The customer answers: the thread is open again, unread for staff, and the shop is told.
    const answerSince = new Date();
    const answered = await t.gql(CustomerReply, { threadId: String(id), body: 'Takk! Sendt i dag.' }, customer());
    expect(answered.data?.replyToThread).toMatchObject({ __typename: 'MessageThread', status: 'open', unreadCount: 0 });
    const notice = await waitForMail(t.config.shop.email, `Nytt svar fra Ola Nordmann: ${subject}`, answerSince);
    expect(notice.text).toContain('Takk! Sendt i dag.');
    const inbox = await t.gql(Inbox, { unread: true }, staff());
    expect(inbox.data!.staffMessageThreads.items.find((r) => Number(r.id) === id)).toMatchObject({
      status: 'open',
      unreadCount: 1,
    });

    // Lukk tråd, once.
    const closed = await t.gql(Close, { threadId: String(id) }, staff());
    expect(closed.data?.closeThread).toMatchObject({ __typename: 'ThreadUpdated', thread: { status: 'closed' } });
    const again = await t.gql(Close, { threadId: String(id) }, staff());
    expect(refusalOf(again)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'status', message: 'Tråden er allerede lukket' }],
    });
    const closedAudit = (await auditOf('thread', id)).filter((e) => e.action === 'thread.closed');
    expect(closedAudit).toHaveLength(1);
    expect(closedAudit[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
    expect((await t.em().findOneOrFail(MessageThread, id)).status).toBe('closed');
  });

  it('another customer never reaches a thread or its notes', async () => {
    const id = await startThread(`Privat ${Date.now()}`, 'Bare for meg');
    await t.gql(Note, { threadId: String(id), body: SECRET }, staff());
    const stranger = await t.gql(CustomerThread, { id: String(id) }, customer('fremmed@example.no'));
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rest = await t.inject({
      method: 'GET',
      url: `/api/customer/message-threads/${id}`,
      cookies: t.customerCookies('fremmed@example.no'),
    });
    expect(rest.statusCode).toBe(404);
    expect(rest.body).not.toContain(SECRET);
  });
});

describe('Henvendelser: Svar', () => {
  it('the answer is stored with the message (who, when, text), audited and mailed to the sender', async () => {
    const em = t.em();
    const contact = em.create(Contact, {
      firstName: 'Siri',
      lastName: 'Svarsen',
      email: `siri.${Date.now()}@example.no`,
      subject: 'produkter',
      message: 'Har dere hettegensere i XXL?',
    });
    await em.flush();

    const empty = await t.gql(Answer, { id: String(contact.id), body: ' ' }, staff());
    expect(refusalOf(empty)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'body', message: 'Svaret kan ikke være tomt' }],
    });
    expect(await t.em().count(ContactReply, { contact: contact.id })).toBe(0);

    const since = new Date();
    const answered = await t.gql(Answer, { id: String(contact.id), body: 'Ja, opp til 3XL.' }, staff());
    const staffUsername = t.staffUser('staff').username;
    expect(answered.data?.answerContact).toEqual({
      __typename: 'ContactAnswered',
      contact: { replyCount: 1, replies: [{ body: 'Ja, opp til 3XL.', staffUsername }] },
    });
    const mail = await waitForMail(contact.email, 'Svar på henvendelsen din (Produkter)', since);
    expect(mail.text).toContain('Ja, opp til 3XL.');
    expect(mail.text).toContain('Har dere hettegensere i XXL?');

    const detail = await t.gql(ContactDetail, { id: String(contact.id) }, staff());
    expect(detail.data!.contact).toMatchObject({
      replyCount: 1,
      replies: [{ body: 'Ja, opp til 3XL.', staffUsername }],
    });
    const listed = await t.gql(ContactList, { search: 'Svarsen' }, staff());
    expect(listed.data!.staffContacts.items).toEqual([{ id: String(contact.id), replyCount: 1 }]);

    // The sender's data export keeps the answer with their message (as the shop's, without the staff member).
    const exported = await t.inject({
      method: 'GET',
      url: `/api/customer/export/${encodeURIComponent(contact.email)}`,
      cookies: t.customerCookies(contact.email),
    });
    expect(exported.statusCode).toBe(200);
    const requests = (exported.json() as { contactRequests: Array<{ id: number; answers: Array<{ body: string }> }> })
      .contactRequests;
    expect(requests.find((r) => r.id === contact.id)?.answers).toEqual([
      { body: 'Ja, opp til 3XL.', sentAt: expect.any(String) },
    ]);
    expect(exported.body).not.toContain(staffUsername);

    const [entry] = await auditOf('contact', contact.id);
    expect(entry).toMatchObject({ action: 'contact.replied', staffUsername });
    expect(entry!.after).toMatchObject({ to: contact.email, body: 'Ja, opp til 3XL.' });

    const missing = await t.gql(ContactDetail, { id: '99999999' }, staff());
    expect(missing.errors?.[0]?.message).toBe('Fant ikke henvendelsen');
    const asCustomer = await t.gql(Answer, { id: String(contact.id), body: 'hei' }, customer());
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
