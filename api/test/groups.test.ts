import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { SizeSubmission } from '../src/modules/groups/size-submission.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { getFragmentData, graphql, type FragmentType } from './gql/index.js';
import type { CreateGroupInput, SizeLineInput } from './gql/graphql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { only, refusalOf } from './support/results.js';

/**
 * The groups tab end to end through the real app (GraphQL + the CSV route) on a migrated, seeded database:
 * creating, joining (and every refusal), inviting with the mail queued, size submissions until the deadline,
 * the matrix and CSV, and 'Send til butikken'.
 */

const s = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CORA = `cora-${s}@example.no`; // coordinator
const MIA = `mia-${s}@example.no`; // member
const PER = `per-${s}@example.no`; // another customer
const HIDDEN = `skjult-${s}@example.no`; // member who does not share their name

let t: TestApp;
let hoodieId: number;
let bandanaId: number;

const gql = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cookies?: Record<string, string>,
  remoteAddress = '127.0.0.1',
) => t.gql(document, variables, { cookies, remoteAddress });

const as = (email: string) => t.customerCookies(email);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const DetailFields = graphql(`
  fragment GroupsTestDetail on GroupDetail {
    id
    name
    school
    graduationYear
    coordinatorEmail
    coordinatorName
    inviteCode
    deadline
    status
    maxMembers
    description
    memberCount
    invitedCount
    submissionCount
    viewerRole
    myStatus
    submissionsLocked
    quoteRequestedAt
    members {
      id
      email
      firstName
      lastName
      status
      joinedAt
      hasSubmitted
    }
    submissions {
      id
      memberEmail
      memberName
      notes
      lines {
        productId
        productName
        size
        color
        quantity
        printName
      }
    }
    mySubmission {
      id
      lines {
        productName
        size
        color
        quantity
        printName
      }
    }
    matrix {
      sizes
      grandTotal
      sizeTotals
      products {
        productName
        total
        sizeTotals
        rows {
          color
          colorLabel
          counts
          total
        }
      }
    }
  }
`);

const detailOf = (group: FragmentType<typeof DetailFields>) => getFragmentData(DetailFields, group);

const CREATE = graphql(`
  mutation GroupsTestCreate($input: CreateGroupInput!) {
    createGroup(input: $input) {
      __typename
      group {
        ...GroupsTestDetail
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation GroupsTestUpdate($id: ID!, $input: UpdateGroupInput!) {
    updateGroup(id: $id, input: $input) {
      __typename
      group {
        ...GroupsTestDetail
      }
    }
  }
`);
const JOIN = graphql(`
  mutation GroupsTestJoin($code: String!) {
    joinGroup(inviteCode: $code) {
      __typename
      alreadyMember
      message
      group {
        id
        name
        myStatus
        viewerRole
        inviteCode
        memberCount
      }
    }
  }
`);
const RESPOND = graphql(`
  mutation GroupsTestRespond($groupId: ID!, $accept: Boolean!) {
    respondToGroupInvitation(groupId: $groupId, accept: $accept) {
      __typename
      alreadyMember
      message
      group {
        id
        myStatus
      }
    }
  }
`);
const INVITE = graphql(`
  mutation GroupsTestInvite($groupId: ID!, $email: String!) {
    inviteGroupMember(groupId: $groupId, email: $email) {
      __typename
      message
      member {
        id
        email
        status
      }
    }
  }
`);
const REMOVE = graphql(`
  mutation GroupsTestRemove($groupId: ID!, $memberId: ID!) {
    removeGroupMember(groupId: $groupId, memberId: $memberId) {
      memberId
    }
  }
`);
const SUBMIT = graphql(`
  mutation GroupsTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {
    submitGroupSizes(groupId: $groupId, input: $input) {
      __typename
      message
      submission {
        id
        memberEmail
        locked
        lines {
          productName
          size
          color
          quantity
          printName
        }
      }
    }
  }
`);
const SEND = graphql(`
  mutation GroupsTestSend($groupId: ID!) {
    sendGroupSizesToShop(groupId: $groupId) {
      __typename
      contactId
      quoteRequestedAt
      message
      group {
        quoteRequestedAt
      }
    }
  }
`);
const GROUP = graphql(`
  query GroupsTestGroup($id: ID!) {
    group(id: $id) {
      ...GroupsTestDetail
    }
  }
`);
const MY_GROUPS = graphql(`
  query GroupsTestMyGroups {
    myGroups {
      coordinated {
        id
        name
        inviteCode
        viewerRole
        memberCount
        invitedCount
        submissionCount
        maxMembers
      }
      memberOf {
        id
        name
        inviteCode
        viewerRole
        myStatus
      }
      submissions {
        groupId
        groupName
        locked
        lines {
          productName
          size
          quantity
        }
      }
    }
  }
`);

/** Creates a group as `coordinator` and answers the coordinator's view of it (which always has the invite code). */
async function createGroup(coordinator: string, input: Partial<CreateGroupInput>) {
  const res = await gql(CREATE, { input: { name: `Gruppe ${s}`, ...input } }, as(coordinator));
  const group = detailOf(only(res.data?.createGroup, 'GroupSaved').group);
  expect(group.inviteCode).toEqual(expect.any(String));
  return { ...group, inviteCode: group.inviteCode! };
}

const sizes = (items: SizeLineInput[], notes: string | null = null) => ({ input: { items, notes } });

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Cora', lastName: 'Koordinator', email: CORA });
  em.create(Member, { firstName: 'Mia', lastName: 'Medlem', email: MIA });
  em.create(Member, { firstName: 'Per', lastName: 'Annen', email: PER });
  em.create(Member, { firstName: 'Skjult', lastName: 'Navn', email: HIDDEN, shareNameWithCoordinators: false });
  await em.flush();
  const products = await em.find(Product, { name: { $in: ['Hoodie Original', 'Bandana'] } });
  hoodieId = products.find((p) => p.name === 'Hoodie Original')!.id;
  bandanaId = products.find((p) => p.name === 'Bandana')!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('createGroup', () => {
  it('creates a group with an unguessable invite code and the coordinator as administrator', async () => {
    const group = await createGroup(CORA, {
      school: 'Oslo katedralskole',
      graduationYear: '2026',
      deadline: inDays(10).toISOString().slice(0, 10),
      maxMembers: null,
      description: 'Felles hoodie',
    });
    expect(group.inviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/);
    expect(group).toMatchObject({
      coordinatorEmail: CORA,
      coordinatorName: 'Cora Koordinator',
      viewerRole: 'coordinator',
      maxMembers: null,
      status: 'active',
      memberCount: 0,
      submissionsLocked: false,
      members: [],
      matrix: { sizes: [], products: [], grandTotal: 0 },
    });
    const other = await createGroup(CORA, {});
    expect(other.inviteCode).not.toBe(group.inviteCode);
  });

  it('answers field errors in Norwegian and stores nothing', async () => {
    const before = await t.em().count(Group, {});
    const res = await gql(CREATE, { input: { name: ' ', deadline: '2026-02-31', maxMembers: 0 } }, as(CORA));
    expect(refusalOf(res).code).toBe('BAD_USER_INPUT');
    expect(refusalOf(res).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Gruppenavn er påkrevd' },
        { field: 'deadline', message: 'Ugyldig frist' },
        { field: 'maxMembers', message: 'Maks antall medlemmer må være et positivt tall' },
      ]),
    );
    const past = await gql(CREATE, { input: { name: 'x', deadline: '2020-01-01' } }, as(CORA));
    expect(refusalOf(past).fieldErrors).toEqual([{ field: 'deadline', message: 'Fristen må være frem i tid' }]);
    expect(await t.em().count(Group, {})).toBe(before);
  });

  it('needs a signed-in customer: anonymous 401, staff 403', async () => {
    const anonymous = await gql(CREATE, { input: { name: 'x' } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const staff = await gql(CREATE, { input: { name: 'x' } }, t.staffCookies());
    expect(staff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('joining with an invite code', () => {
  it('joins, answers idempotently the second time, and ignores case, spaces and dashes', async () => {
    const group = await createGroup(CORA, { maxMembers: 5 });
    const code = `${group.inviteCode.slice(0, 4).toLowerCase()}-${group.inviteCode.slice(4)}`;
    const first = await gql(JOIN, { code }, as(MIA));
    expect(first.data?.joinGroup).toMatchObject({
      __typename: 'GroupJoined',
      alreadyMember: false,
      group: { id: group.id, myStatus: 'accepted', viewerRole: 'member', inviteCode: null, memberCount: 1 },
    });
    const again = await gql(JOIN, { code: group.inviteCode }, as(MIA));
    expect(again.data?.joinGroup).toMatchObject({ alreadyMember: true, message: 'Du er allerede medlem av gruppen' });
    const row = await t.em().findOneOrFail(GroupMember, { group: Number(group.id), email: MIA });
    expect(row.status).toBe('accepted');
    expect(row.joinedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong code, a full group, an archived group, a passed deadline and the coordinator', async () => {
    const wrong = await gql(JOIN, { code: 'ABCDEFGHJKMN' }, as(PER), '10.0.0.1');
    expect(refusalOf(wrong)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'inviteCode', message: 'Ugyldig invitasjonskode' }],
    });

    const full = await createGroup(CORA, { maxMembers: 1 });
    await gql(JOIN, { code: full.inviteCode }, as(MIA));
    expect(refusalOf(await gql(JOIN, { code: full.inviteCode }, as(PER)))).toMatchObject({
      code: 'CONFLICT',
      reason: 'full',
      message: 'Gruppen er full',
    });

    const archived = await createGroup(CORA, {});
    await t.em().nativeUpdate(Group, { id: Number(archived.id) }, { status: 'archived' });
    expect(refusalOf(await gql(JOIN, { code: archived.inviteCode }, as(PER)))).toMatchObject({
      reason: 'archived',
      message: 'Gruppen er arkivert',
    });

    const late = await createGroup(CORA, {});
    await t.em().nativeUpdate(Group, { id: Number(late.id) }, { deadline: new Date(Date.now() - 60_000) });
    expect(refusalOf(await gql(JOIN, { code: late.inviteCode }, as(PER)))).toMatchObject({
      reason: 'deadline_passed',
      message: 'Fristen for denne gruppen har gått ut',
    });

    expect(refusalOf(await gql(JOIN, { code: late.inviteCode }, as(CORA)))).toMatchObject({
      reason: 'coordinator',
    });
    expect(await t.em().count(GroupMember, { email: PER })).toBe(0);
  });

  it('rate-limits failed attempts per customer (10 per 15 minutes), even for the right code afterwards', async () => {
    const group = await createGroup(CORA, {});
    const guesser = `gjetter-${s}@example.no`;
    for (let i = 0; i < 10; i++) {
      const res = await gql(JOIN, { code: `WRONGCODE${i}` }, as(guesser), '10.0.1.1');
      expect(refusalOf(res).code).toBe('BAD_USER_INPUT');
    }
    const blocked = await gql(JOIN, { code: group.inviteCode }, as(guesser), '10.0.1.2');
    expect(refusalOf(blocked)).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'rate_limited',
      message: 'For mange forsøk. Prøv igjen senere.',
    });
    // Another customer is not affected.
    const other = await gql(JOIN, { code: group.inviteCode }, as(`ny-${s}@example.no`), '10.0.1.3');
    expect(other.data?.joinGroup.__typename).toBe('GroupJoined');
  });

  it('rate-limits failed attempts per IP (30 per 15 minutes) across customers', async () => {
    const group = await createGroup(CORA, {});
    for (let i = 0; i < 30; i++) {
      await gql(JOIN, { code: `WRONG${i}XX` }, as(`ip-${i}-${s}@example.no`), '10.0.2.1');
    }
    const blocked = await gql(JOIN, { code: group.inviteCode }, as(`ip-last-${s}@example.no`), '10.0.2.1');
    expect(refusalOf(blocked)).toMatchObject({ reason: 'rate_limited' });
  });

  it('needs a customer session', async () => {
    expect((await gql(JOIN, { code: 'ABCDEFGHJKMN' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('inviting, answering and removing', () => {
  it('invites by e-mail with the mail queued in the same transaction; renews a declined invitation', async () => {
    const group = await createGroup(CORA, {});
    const res = await gql(INVITE, { groupId: group.id, email: ` ${PER.toUpperCase()} ` }, as(CORA));
    expect(res.data?.inviteGroupMember).toMatchObject({
      __typename: 'GroupMemberInvited',
      member: { email: PER, status: 'invited' },
    });
    const memberId = Number(only(res.data?.inviteGroupMember, 'GroupMemberInvited').member.id);
    const mails = await t.em().find(OutboxEvent, { type: 'mail.group-invitation' });
    expect(mails.map((m) => m.payload)).toContainEqual({ groupMemberId: memberId });

    // Per sees the invitation in myGroups, declines it, and the coordinator invites again.
    const mine = await gql(MY_GROUPS, {}, as(PER));
    expect(mine.data?.myGroups.memberOf).toContainEqual(
      expect.objectContaining({ id: group.id, myStatus: 'invited', inviteCode: null, viewerRole: 'member' }),
    );
    const declined = await gql(RESPOND, { groupId: group.id, accept: false }, as(PER));
    expect(declined.data?.respondToGroupInvitation).toMatchObject({ group: { myStatus: 'declined' } });
    const renewed = await gql(INVITE, { groupId: group.id, email: PER }, as(CORA));
    expect(only(renewed.data?.inviteGroupMember, 'GroupMemberInvited').member).toMatchObject({
      id: String(memberId),
      status: 'invited',
    });
    const accepted = await gql(RESPOND, { groupId: group.id, accept: true }, as(PER));
    expect(accepted.data?.respondToGroupInvitation).toMatchObject({ group: { myStatus: 'accepted' } });

    expect(refusalOf(await gql(INVITE, { groupId: group.id, email: PER }, as(CORA)))).toMatchObject({
      reason: 'already_member',
      message: 'Personen er allerede medlem av gruppen',
    });
    expect(refusalOf(await gql(INVITE, { groupId: group.id, email: 'ikke-epost' }, as(CORA)))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Ugyldig e-postadresse' }],
    });
  });

  it('lets only the coordinator invite and remove; removing takes the sizes too', async () => {
    const group = await createGroup(CORA, {});
    await gql(JOIN, { code: group.inviteCode }, as(MIA));
    await gql(
      SUBMIT,
      { groupId: group.id, ...sizes([{ productId: hoodieId, size: 'M', color: 'navy', quantity: 1 }]) },
      as(MIA),
    );
    const detail = await gql(GROUP, { id: group.id }, as(CORA));
    const mia = detailOf(detail.data!.group).members.find((m) => m.email === MIA)!;
    expect(mia).toMatchObject({ status: 'accepted', hasSubmitted: true, firstName: 'Mia' });

    for (const cookies of [as(MIA), as(PER), t.staffCookies()]) {
      const invite = await gql(INVITE, { groupId: group.id, email: `x-${s}@example.no` }, cookies);
      expect(invite.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const remove = await gql(REMOVE, { groupId: group.id, memberId: mia.id }, cookies);
      expect(remove.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(REMOVE, { groupId: group.id, memberId: mia.id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    const removed = await gql(REMOVE, { groupId: group.id, memberId: mia.id }, as(CORA));
    expect(removed.data?.removeGroupMember).toEqual({ memberId: mia.id });
    expect(await t.em().count(GroupMember, { group: Number(group.id), email: MIA })).toBe(0);
    expect(await t.em().count(SizeSubmission, { group: Number(group.id), memberEmail: MIA })).toBe(0);
    // Mia no longer reads the group.
    expect((await gql(GROUP, { id: group.id }, as(MIA))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('size submissions, matrix, CSV and the quote request', () => {
  let group: Awaited<ReturnType<typeof createGroup>>;

  beforeAll(async () => {
    group = await createGroup(CORA, { name: `Russ 3STA ${s}`, deadline: inDays(5).toISOString() });
    await gql(JOIN, { code: group.inviteCode }, as(MIA));
    await gql(JOIN, { code: group.inviteCode }, as(HIDDEN));
    await gql(INVITE, { groupId: group.id, email: PER }, as(CORA));
  });

  it('validates every line, checks the catalogue, and only lets accepted members and the coordinator submit', async () => {
    const bad = await gql(
      SUBMIT,
      { groupId: group.id, ...sizes([{ productId: 999999, size: 'XXXL', color: 'lilla', quantity: 0 }]) },
      as(MIA),
    );
    expect(refusalOf(bad).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'items.0.size', message: 'Velg en gyldig størrelse' },
        { field: 'items.0.color', message: 'Velg en gyldig farge' },
        { field: 'items.0.quantity', message: 'Antall må være minst 1' },
      ]),
    );
    const unknown = await gql(
      SUBMIT,
      { groupId: group.id, ...sizes([{ productId: 999999, size: 'M', color: 'navy', quantity: 1 }]) },
      as(MIA),
    );
    expect(refusalOf(unknown).fieldErrors).toEqual([
      { field: 'items.0.productId', message: 'Produktet finnes ikke i katalogen' },
    ]);
    const line = { productId: hoodieId, size: 'M', color: 'navy', quantity: 1 };
    const invited = await gql(SUBMIT, { groupId: group.id, ...sizes([line]) }, as(PER));
    expect(refusalOf(invited)).toMatchObject({ reason: 'not_member' });
    const stranger = await gql(SUBMIT, { groupId: group.id, ...sizes([line]) }, as(`fremmed-${s}@example.no`));
    expect(stranger.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const staff = await gql(SUBMIT, { groupId: group.id, ...sizes([line]) }, t.staffCookies());
    expect(staff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.em().count(SizeSubmission, { group: Number(group.id) })).toBe(0);
  });

  it('stores one submission per member, replaced on update, and shows the matrix to the coordinator', async () => {
    const first = await gql(
      SUBMIT,
      { groupId: group.id, ...sizes([{ productId: hoodieId, size: 'S', color: 'navy', quantity: 1 }]) },
      as(MIA),
    );
    expect(first.data?.submitGroupSizes.__typename).toBe('GroupSizesSubmitted');
    // An older duplicate row (from before this service kept one per member) is folded into the new one.
    const em = t.em();
    em.create(SizeSubmission, { group: em.getReference(Group, Number(group.id)), memberEmail: MIA, size: 'XS' });
    await em.flush();
    const updated = await gql(
      SUBMIT,
      {
        groupId: group.id,
        ...sizes(
          [
            { productId: hoodieId, size: 'M', color: 'navy', quantity: 2, printName: ' MIA ' },
            { productId: bandanaId, size: 'One size', color: 'rod', quantity: 1 },
          ],
          'Jentemodell',
        ),
      },
      as(MIA),
    );
    expect(only(updated.data?.submitGroupSizes, 'GroupSizesSubmitted').submission.lines).toEqual([
      { productName: 'Hoodie Original', size: 'M', color: 'navy', quantity: 2, printName: 'MIA' },
      { productName: 'Bandana', size: 'One size', color: 'rod', quantity: 1, printName: null },
    ]);
    await gql(
      SUBMIT,
      {
        groupId: group.id,
        ...sizes([{ productId: hoodieId, size: 'L', color: 'rose', quantity: 1, printName: '=SUM(A1)' }]),
      },
      as(HIDDEN),
    );
    await gql(
      SUBMIT,
      {
        groupId: group.id,
        ...sizes([{ productId: hoodieId, size: 'M', color: 'navy', quantity: 1, printName: 'CORA' }]),
      },
      as(CORA),
    );

    const rows = await t.em().find(SizeSubmission, { group: Number(group.id), memberEmail: MIA });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: hoodieId, size: 'M', color: 'navy', quantity: 2, notes: 'Jentemodell' });
    expect(JSON.parse(rows[0].products)).toHaveLength(2);

    const detail = detailOf((await gql(GROUP, { id: group.id }, as(CORA))).data!.group);
    expect(detail.matrix).toEqual({
      sizes: ['M', 'L', 'One size'],
      grandTotal: 5,
      sizeTotals: [3, 1, 1],
      products: [
        {
          productName: 'Bandana',
          total: 1,
          sizeTotals: [0, 0, 1],
          rows: [{ color: 'rod', colorLabel: 'Rød', counts: [0, 0, 1], total: 1 }],
        },
        {
          productName: 'Hoodie Original',
          total: 4,
          sizeTotals: [3, 1, 0],
          rows: [
            { color: 'navy', colorLabel: 'Navy', counts: [3, 0, 0], total: 3 },
            { color: 'rose', colorLabel: 'Rosé', counts: [0, 1, 0], total: 1 },
          ],
        },
      ],
    });
    expect(detail.submissionCount).toBe(3);
    // A member who does not share their name shows as their e-mail only.
    expect(detail.submissions.find((x) => x.memberEmail === HIDDEN)!.memberName).toBeNull();
    expect(detail.members.find((x) => x.email === HIDDEN)).toMatchObject({ firstName: null });
    expect(detail.mySubmission!.lines[0].printName).toBe('CORA');

    // A member sees the group and only their own sizes.
    const asMember = detailOf((await gql(GROUP, { id: group.id }, as(MIA))).data!.group);
    expect(asMember).toMatchObject({ viewerRole: 'member', inviteCode: null, members: [], matrix: null });
    expect(asMember.submissions.map((x) => x.memberEmail)).toEqual([MIA]);

    const mine = (await gql(MY_GROUPS, {}, as(MIA))).data!.myGroups;
    expect(mine.coordinated).toEqual([]);
    expect(mine.submissions).toContainEqual(
      expect.objectContaining({ groupId: Number(group.id), locked: false, groupName: group.name }),
    );
  });

  it('downloads the CSV for the coordinator and staff only', async () => {
    const url = `/api/customer/groups/${group.id}/sizes.csv`;
    const res = await t.inject({ method: 'GET', url, cookies: as(CORA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="storrelser-russ-3sta-[a-z0-9-]+\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toContain('Produkt;Farge;M;L;One size;Totalt');
    expect(lines).toContain('Hoodie Original;Navy;3;0;0;3');
    expect(lines).toContain('Totalt;;3;1;1;5');
    expect(lines).toContain(`Mia Medlem;${MIA};Hoodie Original;M;Navy;2;MIA`);
    expect(lines).toContain(`${HIDDEN};${HIDDEN};Hoodie Original;L;Rosé;1;'=SUM(A1)`);

    expect((await t.inject({ method: 'GET', url, cookies: t.staffCookies('staff') })).statusCode).toBe(200);
    const anonymous = await t.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    expect((await t.inject({ method: 'GET', url, cookies: as(PER) })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url, cookies: as(MIA) })).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/customer/groups/99999999/sizes.csv', cookies: as(CORA) })).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/api/customer/groups/abc/sizes.csv', cookies: as(CORA) })).statusCode,
    ).toBe(404);
  });

  it("'Send til butikken' creates a quote request through the contact service and marks the group", async () => {
    for (const cookies of [as(MIA), as(PER), t.staffCookies()]) {
      expect((await gql(SEND, { groupId: group.id }, cookies)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const res = await gql(SEND, { groupId: group.id }, as(CORA));
    expect(res.data?.sendGroupSizesToShop).toMatchObject({
      __typename: 'GroupQuoteSent',
      message: 'Størrelsene er sendt til butikken. Vi kommer tilbake med et tilbud.',
      group: { quoteRequestedAt: expect.any(String) },
    });
    const contact = await t
      .em()
      .findOneOrFail(Contact, { id: Number(only(res.data?.sendGroupSizesToShop, 'GroupQuoteSent').contactId) });
    expect(contact).toMatchObject({ firstName: 'Cora', lastName: 'Koordinator', email: CORA, subject: 'tilbud' });
    expect(contact.message).toContain(`Tilbudsforespørsel fra gruppen «${group.name}»`);
    expect(contact.message).toContain('Hoodie Original – Navy: M: 3 (3 stk)');
    expect(contact.message).toContain('Totalt: 5 stk');
    expect(contact.message).toContain('Mia Medlem: Hoodie Original M Navy – «MIA»');
    const queued = await t.em().find(OutboxEvent, { payload: { contactId: contact.id } });
    expect(queued.map((e) => e.type).sort()).toEqual(['mail.contact-confirmation', 'mail.contact-notice']);
    const stored = await t.em().findOneOrFail(Group, { id: Number(group.id) });
    expect(stored.quoteRequestedAt).toBeInstanceOf(Date);
    expect(stored.quoteContactId).toBe(contact.id);

    const empty = await createGroup(CORA, {});
    expect(refusalOf(await gql(SEND, { groupId: empty.id }, as(CORA)))).toMatchObject({
      code: 'CONFLICT',
      reason: 'nothing_to_send',
      message: 'Ingen størrelser er sendt inn ennå',
    });
  });

  it('locks submissions once the coordinator moves the deadline into the past', async () => {
    const edit = await gql(
      UPDATE,
      {
        id: group.id,
        input: { name: group.name, deadline: '2025-01-01', status: 'active', maxMembers: null, school: null },
      },
      as(CORA),
    );
    expect(detailOf(only(edit.data?.updateGroup, 'GroupSaved').group)).toMatchObject({
      submissionsLocked: true,
      maxMembers: null,
      school: null,
    });
    const late = await gql(
      SUBMIT,
      { groupId: group.id, ...sizes([{ productId: hoodieId, size: 'XL', color: 'navy', quantity: 1 }]) },
      as(MIA),
    );
    expect(refusalOf(late)).toMatchObject({
      code: 'CONFLICT',
      reason: 'locked',
      message: 'Innsendingen er stengt – fristen har gått ut',
    });
    const row = await t.em().findOneOrFail(SizeSubmission, { group: Number(group.id), memberEmail: MIA });
    expect(row.size).toBe('M');
    const mine = (await gql(MY_GROUPS, {}, as(MIA))).data!.myGroups;
    expect(mine.submissions.find((x) => x.groupId === Number(group.id))!.locked).toBe(true);
  });
});

describe('updateGroup', () => {
  it('edits every field for the coordinator only, with Norwegian messages', async () => {
    const group = await createGroup(CORA, {});
    const input = {
      name: 'Nytt navn',
      school: 'Skole',
      graduationYear: '2027',
      deadline: inDays(30).toISOString().slice(0, 10),
      maxMembers: 20,
      description: 'Beskrivelse',
      status: 'draft',
    };
    for (const cookies of [as(PER), t.staffCookies()]) {
      expect((await gql(UPDATE, { id: group.id, input }, cookies)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(UPDATE, { id: group.id, input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const res = await gql(UPDATE, { id: group.id, input }, as(CORA));
    expect(detailOf(only(res.data?.updateGroup, 'GroupSaved').group)).toMatchObject({
      name: 'Nytt navn',
      school: 'Skole',
      graduationYear: '2027',
      maxMembers: 20,
      status: 'draft',
    });
    // A draft group takes no members yet.
    expect(refusalOf(await gql(JOIN, { code: group.inviteCode }, as(MIA)))).toMatchObject({
      reason: 'not_open',
    });

    const bad = await gql(UPDATE, { id: group.id, input: { ...input, name: '', status: 'lukket' } }, as(CORA));
    expect(refusalOf(bad).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Gruppenavn er påkrevd' },
        { field: 'status', message: 'Velg en gyldig status' },
      ]),
    );
  });

  it('does not lower the maximum below the members already in', async () => {
    const group = await createGroup(CORA, {});
    await gql(JOIN, { code: group.inviteCode }, as(MIA));
    await gql(JOIN, { code: group.inviteCode }, as(PER));
    const res = await gql(UPDATE, { id: group.id, input: { name: 'x', status: 'active', maxMembers: 1 } }, as(CORA));
    expect(refusalOf(res).fieldErrors).toEqual([{ field: 'maxMembers', message: 'Gruppen har allerede 2 medlemmer' }]);
  });
});

describe('access to a group: anonymous / other customer / owner / staff', () => {
  let group: { id: string };

  beforeAll(async () => {
    group = await createGroup(CORA, { name: `Tilgang ${s}` });
  });

  it('group(id): denied / denied / allowed / allowed', async () => {
    expect((await gql(GROUP, { id: group.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await gql(GROUP, { id: group.id }, as(PER));
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(other.data?.group ?? null).toBeNull();
    expect(detailOf((await gql(GROUP, { id: group.id }, as(CORA))).data!.group).viewerRole).toBe('coordinator');
    const staff = await gql(GROUP, { id: group.id }, t.staffCookies('staff'));
    expect(staff.data?.group).toMatchObject({ viewerRole: 'staff', inviteCode: expect.any(String) });
    expect((await gql(GROUP, { id: '99999999' }, as(CORA))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("myGroups: anonymous 401; another customer never sees the first one's groups", async () => {
    expect((await gql(MY_GROUPS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = (await gql(MY_GROUPS, {}, as(`helt-ny-${s}@example.no`))).data!.myGroups;
    expect(other).toEqual({ coordinated: [], memberOf: [], submissions: [] });
    const owner = (await gql(MY_GROUPS, {}, as(CORA))).data!.myGroups;
    expect(owner.coordinated.map((g) => g.id)).toContain(group.id);
  });

  it('another customer cannot change the group in any way', async () => {
    const stranger = as(PER);
    const before = await t.em().findOneOrFail(Group, { id: Number(group.id) });
    const results = [
      await gql(UPDATE, { id: group.id, input: { name: 'Kapret', status: 'archived' } }, stranger),
      await gql(INVITE, { groupId: group.id, email: `spam-${s}@example.no` }, stranger),
      await gql(SEND, { groupId: group.id }, stranger),
      await gql(RESPOND, { groupId: group.id, accept: true }, stranger),
      await gql(
        SUBMIT,
        { groupId: group.id, ...sizes([{ productId: hoodieId, size: 'M', color: 'navy', quantity: 1 }]) },
        stranger,
      ),
    ];
    for (const res of results) expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const after = await t.em().findOneOrFail(Group, { id: Number(group.id) });
    expect(after).toMatchObject({ name: before.name, status: before.status });
    expect(await t.em().count(GroupMember, { group: Number(group.id) })).toBe(0);
  });
});
