import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_STAFF_MESSAGES } from '@russ/schema/groups/group-staff-rules';
import { GROUP_MESSAGES } from '@russ/schema/groups/group-rules';
import { JOBS } from '@russ/schema/jobs/jobs';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { SizeSubmission } from '../src/modules/groups/size-submission.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { Quote } from '../src/modules/quotes/quote.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';

/**
 * The staff side of groups (admin §7): `Grupper` lists them (search, filters, sort, paging on the server); the
 * detail shows members, the size matrix, and the group's designs, quotes and orders; `Forleng frist` (members can
 * submit again, and are mailed), `Arkiver` and `Send påminnelse` (only accepted members without sizes) are each
 * audited, and refused with a Norwegian message where the group's state does not allow them.
 */

const StaffGroups = graphql(`
  query GroupAdminTestList(
    $search: String
    $status: String
    $graduationYear: String
    $sort: ListSort
    $offset: Int
    $limit: Int
  ) {
    staffGroups(
      search: $search
      filter: { status: $status, graduationYear: $graduationYear }
      sort: $sort
      offset: $offset
      limit: $limit
    ) {
      total
      items {
        id
        name
        school
        graduationYear
        coordinatorEmail
        coordinatorName
        memberCount
        invitedCount
        submissionCount
        deadline
        status
      }
    }
  }
`);

const StaffGroup = graphql(`
  query GroupAdminTestDetail($id: ID!) {
    staffGroup(id: $id) {
      group {
        id
        name
        status
        deadline
        submissionsLocked
        members {
          email
          status
          hasSubmitted
        }
        matrix {
          sizes
          grandTotal
          products {
            productName
            total
          }
        }
      }
      designs {
        id
        title
        statusLabel
      }
      quotes {
        id
        title
        statusLabel
        amount
      }
      orders {
        id
        title
        statusLabel
        amount
      }
      actions {
        canExtendDeadline
        canArchive
        canSendReminder
      }
    }
  }
`);

const Extend = graphql(`
  mutation GroupAdminTestExtend($id: ID!, $input: ExtendGroupDeadlineInput!) {
    extendGroupDeadline(id: $id, input: $input) {
      group {
        id
        deadline
        submissionsLocked
      }
      actions {
        canSendReminder
      }
    }
  }
`);

const Archive = graphql(`
  mutation GroupAdminTestArchive($id: ID!) {
    archiveGroup(id: $id) {
      group {
        id
        status
      }
      actions {
        canExtendDeadline
        canArchive
        canSendReminder
      }
    }
  }
`);

const Remind = graphql(`
  mutation GroupAdminTestRemind($id: ID!) {
    sendGroupSizeReminder(id: $id) {
      reminded
    }
  }
`);

const Submit = graphql(`
  mutation GroupAdminTestSubmit($groupId: ID!, $input: SizeSubmissionInput!) {
    submitGroupSizes(groupId: $groupId, input: $input) {
      __typename
    }
  }
`);

let t: TestApp;
let worker: MailWorkerProcess;
let productId: number;
const staff = () => ({ cookies: t.staffCookies('staff') });
const DAY = 24 * 60 * 60 * 1000;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp({ relay: true });
  worker = await startMailWorker(t);
  productId = (await t.em().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 }))[0]!.id;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

interface Arranged {
  group: Group;
  /** accepted members with a submission */
  submitted: string[];
  /** accepted members without a submission */
  waiting: string[];
  invited: string[];
}

/**
 * A group with its coordinator, accepted members (some with sizes), an open invitation; each person a member
 * of the shop (names shown to coordinators).
 */
async function arrangeGroup(options: {
  name?: string;
  deadline: Date | null;
  status?: 'active' | 'draft' | 'archived';
  school?: string;
  graduationYear?: string;
  submitted?: number;
  waiting?: number;
}): Promise<Arranged> {
  const em = t.em();
  const tag = `${Date.now().toString(36)}${++seq}`;
  const address = (who: string) => `${who}-${tag}@example.no`;
  const group = em.create(Group, {
    name: options.name ?? `Gruppe ${tag}`,
    school: options.school ?? 'Oslo katedralskole',
    graduationYear: options.graduationYear ?? '2027',
    coordinatorEmail: address('koordinator'),
    inviteCode: `GA${tag.toUpperCase()}`.replace(/[^A-Z0-9]/g, '').slice(0, 20),
    deadline: options.deadline,
    status: options.status ?? 'active',
  });
  em.create(Member, { firstName: 'Kari', lastName: 'Koordinator', email: address('koordinator') });
  const submitted = Array.from({ length: options.submitted ?? 1 }, (_, i) => address(`ferdig${i}`));
  const waiting = Array.from({ length: options.waiting ?? 2 }, (_, i) => address(`mangler${i}`));
  const invited = [address('invitert')];
  for (const email of [...submitted, ...waiting]) {
    em.create(Member, { firstName: 'Medlem', lastName: email.split('@')[0]!, email });
    em.create(GroupMember, { group, email, status: 'accepted', joinedAt: new Date() });
  }
  for (const email of invited) em.create(GroupMember, { group, email, status: 'invited' });
  for (const email of submitted) {
    em.create(SizeSubmission, {
      group,
      memberEmail: email,
      productId,
      size: 'M',
      color: 'navy',
      quantity: 1,
      products: JSON.stringify([{ productId, name: 'Hettegenser', size: 'M', color: 'navy', quantity: 1 }]),
    });
  }
  await em.flush();
  return { group, submitted, waiting, invited };
}

const outboxOf = async (type: string, since: Date) =>
  (await t.em().find(OutboxEvent, { type, createdAt: { $gte: since } }, { orderBy: { id: 'asc' } })).map(
    (row) => row.payload.groupMemberId as number,
  );

const memberIds = async (groupId: number, emails: string[]) =>
  (await t.em().find(GroupMember, { group: groupId, email: { $in: emails } }, { orderBy: { id: 'asc' } })).map(
    (m) => m.id,
  );

const auditOf = (groupId: number) =>
  t.em().find(AuditEntry, { entityType: 'group', entityId: String(groupId) }, { orderBy: { id: 'asc' } });

describe('Grupper: the list', () => {
  it('lists groups with counts, searched, filtered, sorted and paged by the server', async () => {
    const a = await arrangeGroup({
      name: 'Listegruppe Alfa',
      school: 'Bergen katedralskole',
      graduationYear: '2031',
      deadline: new Date(Date.now() + 10 * DAY),
      submitted: 2,
      waiting: 1,
    });
    await arrangeGroup({
      name: 'Listegruppe Beta',
      school: 'Bergen katedralskole',
      graduationYear: '2031',
      deadline: new Date(Date.now() + 20 * DAY),
      status: 'archived',
    });
    const all = await t.gql(StaffGroups, { search: 'Listegruppe', sort: { field: 'name', order: 'ASC' } }, staff());
    expect(all.errors).toBeUndefined();
    expect(all.data?.staffGroups.total).toBe(2);
    expect(all.data?.staffGroups.items.map((g) => g.name)).toEqual(['Listegruppe Alfa', 'Listegruppe Beta']);
    expect(all.data?.staffGroups.items[0]).toMatchObject({
      school: 'Bergen katedralskole',
      graduationYear: '2031',
      coordinatorEmail: a.group.coordinatorEmail,
      coordinatorName: 'Kari Koordinator',
      memberCount: 3,
      invitedCount: 1,
      submissionCount: 2,
      status: 'active',
    });

    const archived = await t.gql(StaffGroups, { search: 'listegruppe', status: 'archived' }, staff());
    expect(archived.data?.staffGroups.items.map((g) => g.name)).toEqual(['Listegruppe Beta']);
    const byDeadline = await t.gql(
      StaffGroups,
      { graduationYear: '2031', sort: { field: 'deadline', order: 'DESC' }, limit: 1, offset: 0 },
      staff(),
    );
    expect(byDeadline.data?.staffGroups).toMatchObject({ total: 2, items: [{ name: 'Listegruppe Beta' }] });
    const byCoordinator = await t.gql(StaffGroups, { search: 'Kari Koordinator Alfa' }, staff());
    expect(byCoordinator.data?.staffGroups.items.map((g) => g.name)).toEqual(['Listegruppe Alfa']);
    const unknownStatus = await t.gql(StaffGroups, { search: 'Listegruppe', status: 'nonsense' }, staff());
    expect(unknownStatus.data?.staffGroups.total).toBe(0);
    // A negative offset is clamped; a hostile sort or a limit above 100 is a typed input error, never a 500.
    const odd = await t.gql(StaffGroups, { offset: -5, limit: 100 }, staff());
    expect(odd.errors).toBeUndefined();
    const hostileSort = await t.gql(StaffGroups, { sort: { field: 'id; drop table groups', order: 'ASC' } }, staff());
    expect(hostileSort.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { sort: expect.any(String) },
    });
    const huge = await t.gql(StaffGroups, { limit: 100000 }, staff());
    expect(huge.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { limit: expect.any(String) },
    });
  });

  it('is for staff only', async () => {
    const customer = await t.gql(StaffGroups, {}, { cookies: t.customerCookies('noen@example.no') });
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(StaffGroups, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('one group', () => {
  it('shows members with status, the matrix, and its designs, quotes and orders', async () => {
    const { group, submitted, waiting, invited } = await arrangeGroup({
      deadline: new Date(Date.now() + 10 * DAY),
      submitted: 2,
    });
    const em = t.em();
    em.create(Design, {
      memberEmail: group.coordinatorEmail,
      groupId: group.id,
      name: 'Gruppelogo',
      status: 'pending',
    });
    em.create(Quote, {
      quoteNumber: `T-GA-${group.id}`,
      customerEmail: group.coordinatorEmail,
      groupId: group.id,
      validUntil: new Date(Date.now() + 30 * DAY),
      pieces: 2,
      goodsAmount: '998.00',
      discountAmount: '0.00',
      shippingAmount: '0.00',
      vatAmount: '199.60',
      totalAmount: '998.00',
    });
    em.create(Order, {
      memberEmail: group.coordinatorEmail,
      orderNumber: `RK-GA-${group.id}`,
      groupId: group.id,
      totalAmount: '8990.00',
    });
    await em.flush();

    const { data, errors } = await t.gql(StaffGroup, { id: String(group.id) }, staff());
    expect(errors).toBeUndefined();
    const detail = data!.staffGroup;
    expect(detail.group.members).toHaveLength(submitted.length + waiting.length + invited.length);
    expect(detail.group.members.find((m) => m.email === submitted[0])).toMatchObject({
      status: 'accepted',
      hasSubmitted: true,
    });
    expect(detail.group.members.find((m) => m.email === waiting[0])).toMatchObject({ hasSubmitted: false });
    expect(detail.group.members.find((m) => m.email === invited[0])).toMatchObject({ status: 'invited' });
    expect(detail.group.matrix).toMatchObject({ sizes: ['M'], grandTotal: 2 });
    expect(detail.designs).toEqual([expect.objectContaining({ title: 'Gruppelogo', statusLabel: 'Venter' })]);
    expect(detail.quotes).toEqual([
      expect.objectContaining({ title: `T-GA-${group.id}`, statusLabel: 'Utkast', amount: '998.00' }),
    ]);
    expect(detail.orders).toEqual([
      expect.objectContaining({ title: `RK-GA-${group.id}`, statusLabel: 'Behandles', amount: '8990.00' }),
    ]);
    expect(detail.actions).toEqual({ canExtendDeadline: true, canArchive: true, canSendReminder: true });

    // The CSV download of the matrix is the coordinator's, and staff's.
    const csv = await t.inject({
      method: 'GET',
      url: `/api/customer/groups/${group.id}/sizes.csv`,
      cookies: t.staffCookies('staff'),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Størrelsesmatrise');

    const missing = await t.gql(StaffGroup, { id: '99999999' }, staff());
    expect(missing.errors?.[0]).toMatchObject({ message: 'Fant ikke gruppen', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('Forleng frist', () => {
  it('lets members submit sizes again after a passed deadline, mails them, and is audited', async () => {
    const { group, waiting, submitted, invited } = await arrangeGroup({ deadline: new Date(Date.now() - DAY) });
    const input = { items: [{ productId, size: 'L', color: 'svart', quantity: 1 }] };
    const before = await t.gql(
      Submit,
      { groupId: String(group.id), input },
      { cookies: t.customerCookies(waiting[0]!) },
    );
    expect(refusalOf(before)).toMatchObject({
      reason: 'locked',
      message: GROUP_MESSAGES.submissionsLocked,
    });

    const detail = await t.gql(StaffGroup, { id: String(group.id) }, staff());
    expect(detail.data?.staffGroup.actions).toEqual({
      canExtendDeadline: true,
      canArchive: true,
      canSendReminder: false,
    });

    const since = new Date();
    const newDeadline = new Date(Date.now() + 7 * DAY);
    const day = newDeadline.toISOString().slice(0, 10);
    const extended = await t.gql(Extend, { id: String(group.id), input: { deadline: day } }, staff());
    expect(extended.errors).toBeUndefined();
    expect(extended.data?.extendGroupDeadline.group.submissionsLocked).toBe(false);
    expect(extended.data?.extendGroupDeadline.actions.canSendReminder).toBe(true);

    // Every accepted member is told, not the open invitation.
    expect(await outboxOf(JOBS.groupDeadlineExtended, since)).toEqual(
      await memberIds(group.id, [...submitted, ...waiting]),
    );
    expect(await outboxOf(JOBS.groupDeadlineExtended, since)).not.toContain((await memberIds(group.id, invited))[0]);
    const mail = await waitForMail(waiting[0]!, `Ny frist for størrelser i ${group.name}`, since);
    expect(mail.text).toContain('Ny frist:');
    expect(mail.html).toContain(group.name);

    const after = await t.gql(
      Submit,
      { groupId: String(group.id), input },
      { cookies: t.customerCookies(waiting[0]!) },
    );
    expect(after.data?.submitGroupSizes.__typename).toBe('GroupSizesSubmitted');

    const audit = await auditOf(group.id);
    expect(audit.map((a) => a.action)).toEqual(['group.deadline.extended']);
    expect(audit[0]!.staffUsername).toBe(t.staffUser('staff').username);
    expect(audit[0]!.before).toEqual({ deadline: group.deadline!.toISOString() });
    expect(audit[0]!.after).toMatchObject({ notifiedMembers: 3 });
  });

  it('refuses a deadline in the past, one not later than the current, and an archived group; nothing changes', async () => {
    const { group } = await arrangeGroup({ deadline: new Date(Date.now() + 10 * DAY) });
    const since = new Date();
    const past = await t.gql(Extend, { id: String(group.id), input: { deadline: '2020-01-01' } }, staff());
    expect(past.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { deadline: GROUP_STAFF_MESSAGES.deadlineInPast } },
    });
    const earlier = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const shorter = await t.gql(Extend, { id: String(group.id), input: { deadline: earlier } }, staff());
    expect(shorter.errors?.[0]?.extensions?.fieldErrors).toEqual({ deadline: GROUP_STAFF_MESSAGES.deadlineNotLater });
    const garbage = await t.gql(Extend, { id: String(group.id), input: { deadline: 'snart' } }, staff());
    expect(garbage.errors?.[0]?.extensions?.fieldErrors).toEqual({ deadline: GROUP_MESSAGES.invalidDeadline });

    const archived = await arrangeGroup({ deadline: new Date(Date.now() - DAY), status: 'archived' });
    const later = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const refused = await t.gql(Extend, { id: String(archived.group.id), input: { deadline: later } }, staff());
    expect(refused.errors?.[0]).toMatchObject({
      message: GROUP_STAFF_MESSAGES.archivedNoExtend,
      extensions: { code: 'CONFLICT' },
    });

    const reread = await t.em().findOneOrFail(Group, { id: group.id });
    expect(reread.deadline?.toISOString()).toBe(group.deadline!.toISOString());
    expect(await outboxOf(JOBS.groupDeadlineExtended, since)).toEqual([]);
    expect(await auditOf(group.id)).toEqual([]);
    expect(await auditOf(archived.group.id)).toEqual([]);
  });
});

describe('Arkiver', () => {
  it('archives once, is audited, and then offers nothing more', async () => {
    const { group, waiting } = await arrangeGroup({ deadline: new Date(Date.now() + 10 * DAY) });
    const archived = await t.gql(Archive, { id: String(group.id) }, staff());
    expect(archived.data?.archiveGroup).toEqual({
      group: { id: String(group.id), status: 'archived' },
      actions: { canExtendDeadline: false, canArchive: false, canSendReminder: false },
    });
    const again = await t.gql(Archive, { id: String(group.id) }, staff());
    expect(again.errors?.[0]).toMatchObject({
      message: GROUP_STAFF_MESSAGES.alreadyArchived,
      extensions: { code: 'CONFLICT' },
    });
    const remind = await t.gql(Remind, { id: String(group.id) }, staff());
    expect(remind.errors?.[0]?.message).toBe(GROUP_STAFF_MESSAGES.archivedNoReminder);
    const input = { items: [{ productId, size: 'L', color: 'svart', quantity: 1 }] };
    const submit = await t.gql(
      Submit,
      { groupId: String(group.id), input },
      { cookies: t.customerCookies(waiting[0]!) },
    );
    expect(refusalOf(submit)).toMatchObject({ reason: 'archived' });
    const audit = await auditOf(group.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['group.archived', { status: 'active' }, { status: 'archived' }],
    ]);
  });
});

describe('Send påminnelse', () => {
  it('mails every accepted member without sizes, and nobody else', async () => {
    const { group, waiting } = await arrangeGroup({
      deadline: new Date(Date.now() + 10 * DAY),
      submitted: 1,
      waiting: 2,
    });
    const since = new Date();
    const sent = await t.gql(Remind, { id: String(group.id) }, staff());
    expect(sent.data?.sendGroupSizeReminder.reminded).toBe(2);
    expect(await outboxOf(JOBS.groupSizeReminder, since)).toEqual(await memberIds(group.id, waiting));
    const subject = `Påminnelse: send inn størrelsene dine til ${group.name}`;
    for (const email of waiting) {
      const mail = await waitForMail(email, subject, since);
      expect(mail.text).toContain('Send inn størrelser');
    }
    const audit = await auditOf(group.id);
    expect(audit.map((a) => a.action)).toEqual(['group.reminder.sent']);
    expect(audit[0]!.after).toMatchObject({ reminded: 2, emails: waiting });
  });

  it('is refused after the deadline, for a group not opened, and when everyone has submitted', async () => {
    const since = new Date();
    const passed = await arrangeGroup({ deadline: new Date(Date.now() - DAY) });
    const draft = await arrangeGroup({ deadline: new Date(Date.now() + 5 * DAY), status: 'draft' });
    const done = await arrangeGroup({ deadline: new Date(Date.now() + 5 * DAY), submitted: 2, waiting: 0 });
    for (const [arranged, message] of [
      [passed, GROUP_STAFF_MESSAGES.deadlinePassedNoReminder],
      [draft, GROUP_STAFF_MESSAGES.draftNoReminder],
      [done, GROUP_STAFF_MESSAGES.nobodyToRemind],
    ] as const) {
      const refused = await t.gql(Remind, { id: String(arranged.group.id) }, staff());
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
      expect(await auditOf(arranged.group.id)).toEqual([]);
    }
    expect(await outboxOf(JOBS.groupSizeReminder, since)).toEqual([]);
  });
});
