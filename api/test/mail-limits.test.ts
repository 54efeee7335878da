import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { NewsletterSubscriber } from '../src/modules/newsletter/newsletter-subscriber.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { expectJsonError } from './support/http.js';

// Issue 8, item 6: the endpoints that mail an address nobody has verified (contact confirmation, newsletter
// confirmation, community welcome, group invitation) have per-recipient and per-IP limits, configurable by env.

const PER_RECIPIENT = 2;
const PER_IP = 4;
const PER_COORDINATOR = 3;

let t: TestApp;
let unique = 0;
const address = (label: string) => `${label}-${Date.now().toString(36)}-${++unique}@example.no`;
/** A client address of its own for each test, so the per-IP counts do not meet. */
const client = () => `198.51.100.${++unique}`;

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload, remoteAddress });

const gql = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  remoteAddress: string,
  cookies?: Record<string, string>,
) => t.gql(document, variables, { remoteAddress, cookies });

const SUBMIT_CONTACT = graphql(`
  mutation MailLimitsTestContact($input: ContactInput!) {
    submitContact(input: $input) {
      __typename
    }
  }
`);
const SUBSCRIBE = graphql(`
  mutation MailLimitsTestSubscribe($email: String!) {
    subscribeNewsletter(email: $email) {
      __typename
    }
  }
`);
const JOIN_COMMUNITY = graphql(`
  mutation MailLimitsTestJoinCommunity($input: MemberInput!) {
    joinCommunity(input: $input) {
      __typename
    }
  }
`);
const CREATE_GROUP = graphql(`
  mutation MailLimitsTestCreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      __typename
      group {
        id
      }
    }
  }
`);
const INVITE = graphql(`
  mutation MailLimitsTestInvite($groupId: ID!, $email: String!) {
    inviteGroupMember(groupId: $groupId, email: $email) {
      __typename
    }
  }
`);

/** The answers' wording, written out here so a changed text is noticed. */
const FROM_IP = 'Du har sendt for mange skjemaer på kort tid. Vent en stund og prøv igjen.';
const TO_RECIPIENT = 'Vi har sendt mange e-poster til denne adressen den siste timen. Vent en stund og prøv igjen.';

const events = async (type: string) => t.em().count(OutboxEvent, { type });

const contact = (email: string) => ({
  firstName: 'Ola',
  lastName: 'Nordmann',
  email,
  subject: 'annet',
  message: 'Hei',
});

beforeAll(async () => {
  t = await startTestApp({
    seed: false,
    env: {
      UNVERIFIED_MAILS_PER_RECIPIENT: String(PER_RECIPIENT),
      UNVERIFIED_MAILS_PER_IP: String(PER_IP),
      GROUP_INVITATIONS_PER_COORDINATOR: String(PER_COORDINATOR),
    },
  });
});

afterAll(async () => {
  await t?.close();
});

describe('contact form', () => {
  it('past the recipient limit the message is stored and the shop told, only the confirmation is skipped', async () => {
    const email = address('contact');
    const [confirmations, notices] = [await events(JOBS.contactConfirmation), await events(JOBS.contactNotice)];
    for (let i = 0; i < PER_RECIPIENT + 2; i++) {
      const response = await post('/api/contact', contact(email), client());
      expect(response.statusCode).toBe(201);
    }
    expect(await t.em().count(Contact, { email })).toBe(PER_RECIPIENT + 2);
    expect(await events(JOBS.contactNotice)).toBe(notices + PER_RECIPIENT + 2);
    expect(await events(JOBS.contactConfirmation)).toBe(confirmations + PER_RECIPIENT);
  });

  it('past the IP limit: 429 with a Norwegian message (REST) or a TOO_MANY_REQUESTS error (GraphQL), nothing stored', async () => {
    const ip = client();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('/api/contact', contact(address('ip')), ip)).statusCode).toBe(201);
    }
    const email = address('ip-refused');
    const refused = expectJsonError(await post('/api/contact', contact(email), ip), 429);
    expect(refused.message).toMatch(/for mange/i);
    expect(refused.message).toBe(FROM_IP);
    const viaGraphql = await gql(SUBMIT_CONTACT, { input: contact(email) }, ip);
    const error = viaGraphql.errors![0];
    expect(error.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/for mange/i);
    expect(error.message).toBe(FROM_IP);
    expect(await t.em().count(Contact, { email })).toBe(0);
    // Another client is not affected.
    expect((await post('/api/contact', contact(email), client())).statusCode).toBe(201);
  });
});

describe('newsletter', () => {
  it('past the recipient limit: 429, also for another IP, whether or not the address is subscribed', async () => {
    const email = address('news');
    for (let i = 0; i < PER_RECIPIENT; i++) {
      expect((await post('/api/newsletter', { email }, client())).statusCode).toBe(200);
    }
    const refused = expectJsonError(await post('/api/newsletter', { email }, client()), 429);
    expect(refused.message).toMatch(/denne adressen/);
    expect(refused.message).toBe(TO_RECIPIENT);
    const viaGraphql = await gql(SUBSCRIBE, { email }, client());
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(viaGraphql.errors?.[0].message).toBe(TO_RECIPIENT);
    expect(await events(JOBS.newsletterConfirm)).toBeGreaterThanOrEqual(PER_RECIPIENT);
    expect((await t.em().findOneOrFail(NewsletterSubscriber, { email })).status).toBe('pending');
  });

  it('past the IP limit: 429 for any address', async () => {
    const ip = client();
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('/api/newsletter', { email: address('news-ip') }, ip)).statusCode).toBe(200);
    }
    const email = address('news-ip-refused');
    expect(expectJsonError(await post('/api/newsletter', { email }, ip), 429).message).toBe(FROM_IP);
    expect(await t.em().count(NewsletterSubscriber, { email })).toBe(0);
  });
});

describe('community signup', () => {
  it('past the IP limit: 429 (REST) and TOO_MANY_REQUESTS (GraphQL), no member stored', async () => {
    const ip = client();
    const member = (email: string) => ({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email,
      school: '',
      graduationYear: '',
    });
    for (let i = 0; i < PER_IP; i++) {
      expect((await post('/api/members', member(address('join')), ip)).statusCode).toBe(201);
    }
    const email = address('join-refused');
    expect(expectJsonError(await post('/api/members', member(email), ip), 429).message).toBe(FROM_IP);
    const viaGraphql = await gql(JOIN_COMMUNITY, { input: member(email) }, ip);
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.em().count(Member, { email })).toBe(0);
    // An address that already is a member answers "taken" to a client within its limit; the limited client gets
    // 429 for it too, so the 409 cannot be used to test addresses in bulk (security-authz.test.ts).
    expect((await post('/api/members', member(email), client())).statusCode).toBe(201);
    expect((await post('/api/members', member(email), client())).statusCode).toBe(409);
    expect(expectJsonError(await post('/api/members', member(email), ip), 429).message).toBe(FROM_IP);
  });
});

describe('group invitations', () => {
  async function groupOf(coordinator: string): Promise<string> {
    const em = t.em();
    em.create(Member, { firstName: 'Cora', lastName: 'Koordinator', email: coordinator });
    await em.flush();
    const created = await gql(CREATE_GROUP, { input: { name: 'Russ 2027' } }, client(), t.customerCookies(coordinator));
    const result = created.data?.createGroup;
    expect(result?.__typename, JSON.stringify(created)).toBe('GroupSaved');
    return (result as Extract<typeof result, { __typename: 'GroupSaved' }>).group.id;
  }

  it('per recipient across coordinators, and per coordinator, as typed RATE_LIMITED errors with their reason', async () => {
    const invitee = address('invitee');
    const first = address('cora');
    const second = address('cora');
    const [groupA, groupB] = [await groupOf(first), await groupOf(second)];
    const invite = (coordinator: string, groupId: string, email: string) =>
      gql(INVITE, { groupId, email }, client(), t.customerCookies(coordinator)).then((response) =>
        response.data ? response.data.inviteGroupMember : refusalOf(response),
      );

    expect((await invite(first, groupA, invitee)).__typename).toBe('GroupMemberInvited');
    expect((await invite(second, groupB, invitee)).__typename).toBe('GroupMemberInvited');
    const overRecipient = await invite(first, groupA, invitee);
    expect(overRecipient).toMatchObject({ code: 'RATE_LIMITED', reason: 'rate_limited' });
    expect(overRecipient).toMatchObject({ message: expect.stringMatching(/denne adressen/) });
    expect(overRecipient).toMatchObject({ message: TO_RECIPIENT });

    // The coordinator's own limit (GROUP_INVITATIONS_PER_COORDINATOR) counts every invitation they send.
    for (let sent = 2; sent < PER_COORDINATOR; sent++) {
      expect((await invite(first, groupA, address('more'))).__typename).toBe('GroupMemberInvited');
    }
    const overCoordinator = await invite(first, groupA, address('more'));
    expect(overCoordinator).toMatchObject({ code: 'RATE_LIMITED', reason: 'rate_limited' });
    expect(overCoordinator).toMatchObject({ message: 'For mange invitasjoner. Prøv igjen senere.' });
  });
});
