import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Design } from '../src/modules/designs/design.entity.js';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { MessageThread } from '../src/modules/messages/message-thread.entity.js';
import { Message } from '../src/modules/messages/message.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { type Cookies, type Role, roleCookies } from './support/roles.js';
import { only, refusalOf } from './support/results.js';
import { expectJsonError, jsonPost } from './support/http.js';

/**
 * A customer's message threads: starting one (about their own order, design or group), replying, read state and
 * status, and who may do what. Reading a thread: owner and staff. Writing: only the owner as a customer (staff
 * answer from the admin console, so a staff session alone gets 403). Another customer gets 404, no session 401.
 */

const s = Date.now().toString(36);
const OWNER = `melding-eier-${s}@example.no`;
const OTHER = `melding-annen-${s}@example.no`;
const SHOP = 'post@russekompaniet.no';

let t: TestApp;
const ids = {} as Record<
  'ownOrder' | 'otherOrder' | 'ownDesign' | 'otherDesign' | 'ownGroup' | 'joinedGroup' | 'declinedGroup' | 'otherGroup',
  number
>;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const order = (memberEmail: string, n: string) =>
    em.create(Order, { memberEmail, orderNumber: `M-${s}-${n}`, totalAmount: '499.00' });
  const design = (memberEmail: string) => em.create(Design, { memberEmail, name: 'Logo' });
  const group = (coordinatorEmail: string, n: string) =>
    em.create(Group, { name: `Gruppe ${n}`, coordinatorEmail, inviteCode: `M${s}${n}`.toUpperCase().slice(-12) });
  const rows = {
    ownOrder: order(OWNER, '1'),
    otherOrder: order(OTHER, '2'),
    ownDesign: design(OWNER),
    otherDesign: design(OTHER),
    ownGroup: group(OWNER, 'A'),
    joinedGroup: group(OTHER, 'B'),
    declinedGroup: group(OTHER, 'C'),
    otherGroup: group(OTHER, 'D'),
  };
  em.create(GroupMember, { group: rows.joinedGroup, email: OWNER, status: 'accepted' });
  em.create(GroupMember, { group: rows.declinedGroup, email: OWNER, status: 'declined' });
  await em.flush();
  for (const [key, row] of Object.entries(rows)) ids[key as keyof typeof ids] = row.id;
});

afterAll(async () => {
  await t?.close();
});

const cookiesFor = (role: Role) => roleCookies(t, role, { owner: OWNER, other: OTHER });

const Thread = graphql(`
  query MessagesTestThread($id: ID!) {
    messageThread(id: $id) {
      id
      subject
      type
      status
      relatedOrderId
      relatedDesignId
      relatedGroupId
      lastMessageAt
      unreadCount
      messages {
        id
        senderType
        senderEmail
        body
        isRead
        createdAt
      }
    }
  }
`);
const Start = graphql(`
  mutation MessagesTestStart($input: StartMessageThreadInput!) {
    startMessageThread(input: $input) {
      __typename
      id
      subject
      type
      status
      relatedOrderId
      relatedDesignId
      relatedGroupId
      lastMessageAt
      unreadCount
      messages {
        id
        senderType
        senderEmail
        body
        isRead
        createdAt
      }
    }
  }
`);
const Reply = graphql(`
  mutation MessagesTestReply($threadId: ID!, $body: String!) {
    replyToThread(threadId: $threadId, body: $body) {
      __typename
      id
      status
      lastMessageAt
      unreadCount
      messages {
        id
        senderType
        body
        isRead
      }
    }
  }
`);
const AreaThreads = graphql(`
  query MessagesTestAreaThreads {
    customerArea {
      email
      messageThreads {
        id
        subject
        status
        type
        unreadCount
      }
      counts {
        messages
      }
    }
  }
`);

const gql = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cookies?: Cookies,
) => t.gql(document, variables, { cookies });

/** A thread of the owner's where the shop has answered twice (both unread), as the admin will leave it. */
async function threadWithShopReplies(status: 'open' | 'waiting' | 'closed' = 'waiting'): Promise<number> {
  const em = t.em();
  const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  const thread = em.create(MessageThread, {
    memberEmail: OWNER,
    subject: 'Når kommer pakken?',
    type: 'order',
    status,
    lastMessageAt: old,
    createdAt: old,
  });
  em.create(Message, { thread, senderEmail: OWNER, body: 'Hei, når kommer pakken?', isRead: true, createdAt: old });
  em.create(Message, { thread, senderEmail: SHOP, senderType: 'staff', body: 'Den er sendt.', createdAt: old });
  em.create(Message, { thread, senderEmail: SHOP, senderType: 'staff', body: 'Sporing kommer.', createdAt: old });
  await em.flush();
  return thread.id;
}

const unreadIn = (threadId: number) => t.em().count(Message, { thread: threadId, senderType: 'staff', isRead: false });

describe('starting a thread', () => {
  it('stores the thread (open) with the first message and lists it first', async () => {
    const res = await gql(
      Start,
      {
        input: {
          subject: '  Spørsmål om trykk  ',
          type: 'support',
          body: ' Kan logoen være hvit? ',
          relatedOrderId: ids.ownOrder,
          relatedDesignId: ids.ownDesign,
          relatedGroupId: ids.ownGroup,
        },
      },
      cookiesFor('owner'),
    );
    const thread = res.data?.startMessageThread;
    expect(thread).toMatchObject({
      __typename: 'MessageThread',
      subject: 'Spørsmål om trykk',
      type: 'support',
      status: 'open',
      relatedOrderId: ids.ownOrder,
      relatedDesignId: ids.ownDesign,
      relatedGroupId: ids.ownGroup,
      unreadCount: 0,
      messages: [{ senderType: 'customer', body: 'Kan logoen være hvit?' }],
    });
    const row = await t.em().findOneOrFail(MessageThread, Number(only(thread, 'MessageThread').id));
    expect(row.memberEmail).toBe(OWNER);

    const area = await gql(AreaThreads, {}, cookiesFor('owner'));
    const list = area.data?.customerArea?.messageThreads ?? [];
    expect(list[0]).toMatchObject({
      id: only(thread, 'MessageThread').id,
      subject: 'Spørsmål om trykk',
      status: 'open',
      type: 'support',
    });
  });

  it('defaults the type to general and accepts a group the customer has joined', async () => {
    const res = await gql(
      Start,
      { input: { subject: 'Hei', body: 'Hallo', relatedGroupId: ids.joinedGroup } },
      cookiesFor('owner'),
    );
    expect(res.data?.startMessageThread).toMatchObject({ type: 'general', status: 'open' });
  });

  it('has a Norwegian message for every invalid field and stores nothing', async () => {
    const before = await t.em().count(MessageThread, { memberEmail: OWNER });
    const empty = await gql(Start, { input: { subject: ' ', body: '   ', type: 'spam' } }, cookiesFor('owner'));
    expect(refusalOf(empty)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'subject', message: 'Emne er påkrevd' },
        { field: 'type', message: 'Velg en gyldig type' },
        { field: 'body', message: 'Meldingen kan ikke være tom' },
      ],
    });
    const long = await gql(Start, { input: { subject: 'x'.repeat(201), body: 'x'.repeat(5001) } }, cookiesFor('owner'));
    expect(refusalOf(long).fieldErrors).toEqual([
      { field: 'subject', message: 'Emnet er for langt' },
      { field: 'body', message: 'Meldingen er for lang' },
    ]);
    expect(await t.em().count(MessageThread, { memberEmail: OWNER })).toBe(before);
  });

  it("refuses an order, design or group that is not the customer's own", async () => {
    const before = await t.em().count(MessageThread, { memberEmail: OWNER });
    const res = await gql(
      Start,
      {
        input: {
          subject: 'Andres ting',
          body: 'Hei',
          relatedOrderId: ids.otherOrder,
          relatedDesignId: ids.otherDesign,
          relatedGroupId: ids.otherGroup,
        },
      },
      cookiesFor('owner'),
    );
    expect(refusalOf(res).fieldErrors).toEqual([
      { field: 'relatedOrderId', message: 'Fant ikke bestillingen' },
      { field: 'relatedDesignId', message: 'Fant ikke designet' },
      { field: 'relatedGroupId', message: 'Fant ikke gruppen' },
    ]);
    const declined = await gql(
      Start,
      { input: { subject: 'Gruppe', body: 'Hei', relatedGroupId: ids.declinedGroup } },
      cookiesFor('owner'),
    );
    expect(refusalOf(declined).fieldErrors).toEqual([{ field: 'relatedGroupId', message: 'Fant ikke gruppen' }]);
    const missing = await gql(
      Start,
      { input: { subject: 'Finnes ikke', body: 'Hei', relatedOrderId: 999999 } },
      cookiesFor('owner'),
    );
    expect(refusalOf(missing).fieldErrors).toEqual([{ field: 'relatedOrderId', message: 'Fant ikke bestillingen' }]);
    expect(await t.em().count(MessageThread, { memberEmail: OWNER })).toBe(before);
  });
});

describe('reading and replying', () => {
  it("marks the shop's replies read when the owner opens the thread, not when staff do", async () => {
    const id = await threadWithShopReplies();
    const staff = await gql(Thread, { id: String(id) }, cookiesFor('staff'));
    expect(staff.data?.messageThread?.unreadCount).toBe(2);
    expect(await unreadIn(id)).toBe(2);

    const area = await gql(AreaThreads, {}, cookiesFor('owner'));
    const listed = area.data?.customerArea?.messageThreads ?? [];
    expect(listed.find((x) => Number(x.id) === id)?.unreadCount).toBe(2);

    const owner = await gql(Thread, { id: String(id) }, cookiesFor('owner'));
    expect(owner.data?.messageThread).toMatchObject({
      unreadCount: 0,
      messages: [
        { senderType: 'customer', body: 'Hei, når kommer pakken?' },
        { senderType: 'staff', body: 'Den er sendt.', isRead: true },
        { senderType: 'staff', body: 'Sporing kommer.', isRead: true },
      ],
    });
    expect(await unreadIn(id)).toBe(0);
  });

  it('adds a reply, reopens the thread and moves its last activity to now', async () => {
    for (const status of ['waiting', 'closed'] as const) {
      const id = await threadWithShopReplies(status);
      const started = Date.now();
      const res = await gql(Reply, { threadId: String(id), body: '  Takk for svar!  ' }, cookiesFor('owner'));
      const thread = res.data?.replyToThread;
      expect(thread).toMatchObject({ __typename: 'MessageThread', status: 'open', unreadCount: 0 });
      expect(only(thread, 'MessageThread').messages.at(-1)).toMatchObject({
        senderType: 'customer',
        body: 'Takk for svar!',
      });
      expect(new Date(only(thread, 'MessageThread').lastMessageAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(await unreadIn(id)).toBe(0);
    }
  });

  it('refuses an empty reply with the Norwegian message', async () => {
    const id = await threadWithShopReplies();
    const res = await gql(Reply, { threadId: String(id), body: '  ' }, cookiesFor('owner'));
    expect(refusalOf(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'body', message: 'Meldingen kan ikke være tom' }],
    });
    expect(await t.em().count(Message, { thread: id })).toBe(3);
  });

  it('works over REST with the same rules', async () => {
    const cookies = cookiesFor('owner');
    const created = await t.inject({
      ...jsonPost('/api/customer/message-threads', { subject: 'REST', type: 'order', body: 'Hei' }),
      cookies,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const reply = await t.inject({
      ...jsonPost(`/api/customer/message-threads/${id}/messages`, { body: 'Mer' }),
      cookies,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().messages).toHaveLength(2);
    const read = await t.inject({ method: 'GET', url: `/api/customer/message-threads/${id}`, cookies });
    expect(read.json()).toMatchObject({ subject: 'REST', type: 'order', status: 'open' });
    const bad = await t.inject({ ...jsonPost('/api/customer/message-threads', { subject: '', body: '' }), cookies });
    expect(expectJsonError(bad, 400).fieldErrors).toEqual({
      subject: 'Emne er påkrevd',
      body: 'Meldingen kan ikke være tom',
    });
    const nothing = await t.inject({ ...jsonPost(`/api/customer/message-threads/${id}/messages`, null), cookies });
    expectJsonError(nothing, 400);
  });
});

describe('access: anonymous / other customer / owner / staff', () => {
  const roles: Role[] = ['anonymous', 'other', 'owner', 'staff'];
  const READ: Record<Role, string | null> = {
    anonymous: 'UNAUTHENTICATED',
    other: 'NOT_FOUND',
    owner: null,
    staff: null,
  };
  const WRITE: Record<Role, string | null> = { ...READ, staff: 'FORBIDDEN' };

  it.each(roles)('messageThread(id) — %s', async (role) => {
    const id = await threadWithShopReplies();
    const res = await gql(Thread, { id: String(id) }, cookiesFor(role));
    if (READ[role]) {
      expect(res.errors?.[0]?.extensions?.code).toBe(READ[role]);
      expect(res.data?.messageThread ?? null).toBeNull();
      expect(await unreadIn(id)).toBe(2);
    } else {
      expect(res.data?.messageThread?.messages).toHaveLength(3);
    }
  });

  it.each(roles)('replyToThread — %s', async (role) => {
    const id = await threadWithShopReplies();
    const res = await gql(Reply, { threadId: String(id), body: `Svar fra ${role}` }, cookiesFor(role));
    const count = await t.em().count(Message, { thread: id });
    if (WRITE[role]) {
      expect(res.errors?.[0]?.extensions?.code).toBe(WRITE[role]);
      expect(count).toBe(3);
    } else {
      expect(count).toBe(4);
    }
  });

  it.each([
    ['anonymous', 'UNAUTHENTICATED'],
    ['other', null],
    ['owner', null],
    ['staff', 'FORBIDDEN'],
  ] as const)('startMessageThread — %s (every customer writes only as themselves)', async (role, code) => {
    const before = await t.em().count(MessageThread, {});
    const res = await gql(Start, { input: { subject: `Fra ${role}`, body: 'Hei' } }, cookiesFor(role));
    if (code) {
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
      expect(await t.em().count(MessageThread, {})).toBe(before);
    } else {
      const row = await t
        .em()
        .findOneOrFail(MessageThread, Number(only(res.data?.startMessageThread, 'MessageThread').id));
      expect(row.memberEmail).toBe(role === 'owner' ? OWNER : OTHER);
    }
  });

  it.each([
    ['anonymous', 401, 401, 401],
    ['other', 404, 404, 201],
    ['owner', 200, 201, 201],
    ['staff', 200, 403, 403],
  ] as const)('REST — %s: read %i, reply %i, start %i', async (role, read, reply, start) => {
    const id = await threadWithShopReplies();
    const cookies = cookiesFor(role);
    const got = await t.inject({ method: 'GET', url: `/api/customer/message-threads/${id}`, cookies });
    expect(got.statusCode).toBe(read);
    const replied = await t.inject({
      ...jsonPost(`/api/customer/message-threads/${id}/messages`, { body: 'Hei' }),
      cookies,
    });
    expect(replied.statusCode).toBe(reply);
    const started = await t.inject({
      ...jsonPost('/api/customer/message-threads', { subject: 'Ny', body: 'Hei' }),
      cookies,
    });
    expect(started.statusCode).toBe(start);
    expect(await t.em().count(Message, { thread: id })).toBe(reply === 201 ? 4 : 3);
  });

  it("never lets a second customer read or change the first one's threads", async () => {
    const id = await threadWithShopReplies();
    const area = await gql(AreaThreads, {}, cookiesFor('other'));
    const listed = area.data?.customerArea?.messageThreads ?? [];
    expect(listed.map((x) => Number(x.id))).not.toContain(id);
    const byEmail = await t.inject({
      method: 'GET',
      url: `/api/customer/messages/${encodeURIComponent(OWNER)}`,
      cookies: cookiesFor('other'),
    });
    expect(byEmail.statusCode).toBe(403);
    const row = await t.em().findOneOrFail(MessageThread, id);
    expect(row.status).toBe('waiting');
  });
});
