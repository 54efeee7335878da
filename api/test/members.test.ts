import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { Member } from '../src/modules/members/member.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/gql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { expectJsonError, hostileRequests, jsonPost } from './support/http.js';

const JoinCommunity = graphql(`
  mutation MembersTestJoin($input: MemberInput!) {
    joinCommunity(input: $input) {
      __typename
      member {
        firstName
        lastName
        email
      }
    }
  }
`);

const TAKEN = 'Det finnes allerede et medlemskap med denne e-postadressen.';
const valid = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  school: 'Oslo katedralskole',
  graduationYear: '2026',
};

let t: TestApp;

const counts = async () => {
  const em = t.em();
  return { members: await em.count(Member), outbox: await em.count(OutboxEvent) };
};

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/members', () => {
  it('creates the membership (e-mail lower-case) and queues the welcome mail', async () => {
    const before = await counts();
    const response = await t.inject(jsonPost('/api/members', { ...valid, email: ' Kari@Example.NO ' }));
    expect(response.statusCode).toBe(201);
    const member = response.json() as Record<string, unknown>;
    expect(member).toEqual({
      id: expect.any(Number),
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      school: 'Oslo katedralskole',
      graduationYear: '2026',
      isActive: 'true',
      joinedAt: expect.any(String),
    });
    const events = await t.em().find(OutboxEvent, { type: JOBS.memberWelcome });
    expect(events.map((e) => e.payload)).toContainEqual({ memberId: member.id });
    expect(await counts()).toEqual({ members: before.members + 1, outbox: before.outbox + 1 });
  });

  it('accepts empty optional fields and stores them as empty', async () => {
    const response = await t.inject(
      jsonPost('/api/members', {
        firstName: 'Nils',
        lastName: 'Lie',
        email: 'nils@example.no',
        school: '',
        graduationYear: '',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ school: null, graduationYear: null });
    const noOptional = await t.inject(
      jsonPost('/api/members', { firstName: 'Siv', lastName: 'Lie', email: 'siv@example.no' }),
    );
    expect(noOptional.statusCode).toBe(201);
  });

  it('answers 409 for an e-mail that already has a membership, in any casing', async () => {
    const before = await counts();
    for (const email of ['kari@example.no', 'KARI@EXAMPLE.NO', '  Kari@example.no']) {
      const body = expectJsonError(await t.inject(jsonPost('/api/members', { ...valid, email })), 409);
      expect(body).toEqual({ message: TAKEN });
    }
    expect(await counts()).toEqual(before);
  });

  it('lets exactly one of several simultaneous signups with one e-mail through', async () => {
    const before = await counts();
    const responses = await Promise.all(
      ['race@example.no', 'RACE@example.no', 'race@EXAMPLE.no', 'Race@Example.No', 'race@example.no'].map((email) =>
        t.inject(jsonPost('/api/members', { ...valid, email })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ message: TAKEN });
    expect(await counts()).toEqual({ members: before.members + 1, outbox: before.outbox + 1 });
  });

  it('gives the spec messages for missing names and a bad e-mail, and checks the graduation year', async () => {
    const body = expectJsonError(await t.inject(jsonPost('/api/members', { graduationYear: '26' })), 400);
    expect(body.fieldErrors).toEqual({
      firstName: 'Fornavn er påkrevd',
      lastName: 'Etternavn er påkrevd',
      email: 'Ugyldig e-postadresse',
      graduationYear: expect.any(String),
    });
    expect(
      (await t.inject(jsonPost('/api/members', { ...valid, email: 'gy@example.no', graduationYear: 2027 }))).statusCode,
    ).toBe(201);
  });

  it('stores HTML in names verbatim as data', async () => {
    const response = await t.inject(
      jsonPost('/api/members', { ...valid, firstName: '<img src=x onerror=alert(1)>', email: 'html@example.no' }),
    );
    expect(response.statusCode).toBe(201);
    expect((await t.em().findOneOrFail(Member, { email: 'html@example.no' })).firstName).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  for (const { name, request, status } of hostileRequests('/api/members', { ...valid, email: 'hostile@example.no' })) {
    it(`answers ${status} JSON and stores nothing for ${name}`, async () => {
      const before = await counts();
      expectJsonError(await t.inject(request), status);
      expect(await counts()).toEqual(before);
    });
  }
});

describe('GraphQL joinCommunity', () => {
  it('answers CommunityJoined, then CONFLICT, and BAD_USER_INPUT for bad input', async () => {
    const joined = await t.gql(JoinCommunity, { input: { ...valid, email: 'gql@example.no' } });
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.joinCommunity).toEqual({
      __typename: 'CommunityJoined',
      member: { firstName: 'Kari', lastName: 'Nordmann', email: 'gql@example.no' },
    });
    const taken = await t.gql(JoinCommunity, { input: { ...valid, email: 'GQL@example.no' } });
    expect(refusalOf(taken)).toMatchObject({ code: 'CONFLICT', message: TAKEN });
    const invalid = await t.gql(JoinCommunity, { input: { firstName: '', lastName: 'x', email: 'nei' } });
    expect(refusalOf(invalid)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'firstName', message: 'Fornavn er påkrevd' },
        { field: 'email', message: 'Ugyldig e-postadresse' },
      ],
    });
  });
});
