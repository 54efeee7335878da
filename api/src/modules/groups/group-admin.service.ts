import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { DESIGN_STATUS_LABELS, type DesignStatus } from '@russ/schema/designs/design-status';
import { GROUP_STATUSES } from '@russ/schema/groups/group-status';
import { ORDER_STATUS_LABELS, isOrderStatus } from '@russ/schema/orders/order-status';
import {
  GROUP_STAFF_MESSAGES as M,
  archiveRefusal,
  extendDeadlineRefusal,
  groupStaffActions,
  newDeadlineRefusal,
  reminderRefusal,
} from '@russ/schema/groups/group-staff-rules';
import { extendGroupDeadlineInput } from '@russ/schema/groups/group.validators';
import { JOBS } from '@russ/schema/jobs/jobs';
import { QUOTE_STATUS_LABELS, isQuoteStatus } from '@russ/schema/quotes/quote-status';
import type { Sessions } from '../../common/context.js';
import { ConflictError, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { parseGroupId } from './group-access.js';
import { GroupMember } from './group-member.entity.js';
import { designsOfGroup } from '../designs/design.views.js';
import { ordersOfGroup } from '../orders/order.views.js';
import { Group } from './group.entity.js';
import { getGroupDetail } from './group.views.js';
import type { StaffGroupDetail, StaffGroupRow } from './group-admin.types.js';

/**
 * The staff side of groups (admin §7, `Grupper`): the list, one group with its designs, quotes and orders, and
 * the actions `Forleng frist` (members are mailed), `Arkiver` and `Send påminnelse` (a mail to every accepted
 * member without a size submission). Each action is one transaction under the group row lock with its audit
 * record (entity type `group`) and its mails in the outbox; an action the group's state does not allow is refused
 * with a Norwegian message (CONFLICT) and changes nothing.
 */

/** Sortable fields, newest first by default; an empty value counts as the lowest. */
export const GROUP_LIST: ListSpec = {
  sortable: {
    name: 'g.name nulls low',
    school: 'g.school nulls low',
    graduationYear: 'g.graduation_year nulls low',
    deadline: 'g.deadline nulls low',
    createdAt: 'g.created_at nulls low',
    memberCount: 'member_count nulls low',
    submissionCount: 'submission_count nulls low',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tieBreaker: 'g.id',
};

export interface StaffGroupQuery extends ListWindowArgs {
  search?: string | null;
  filter?: { status?: string | null; graduationYear?: string | null } | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Groups for staff, newest first unless sorted otherwise; filtered by status and graduation year, searched by
 * words in the name, school, invite code or the coordinator's e-mail or name. Two queries (page and count).
 */
export async function listStaffGroups(em: EntityManager, query: StaffGroupQuery): Promise<ListPage<StaffGroupRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const status = query.filter?.status?.trim();
  if (status) {
    where.push((GROUP_STATUSES as readonly string[]).includes(status) ? 'g.status = ?' : 'false');
    if ((GROUP_STATUSES as readonly string[]).includes(status)) params.push(status);
  }
  const year = query.filter?.graduationYear?.trim();
  if (year) {
    where.push('g.graduation_year = ?');
    params.push(year);
  }
  const terms = (query.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 5);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    where.push(
      `(g.name ilike ? or g.school ilike ? or g.invite_code ilike ? or g.coordinator_email ilike ?
        or exists (select 1 from members cm where cm.email = lower(g.coordinator_email)
          and (cm.first_name || ' ' || cm.last_name) ilike ?))`,
    );
    params.push(pattern, pattern, pattern, pattern, pattern);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const connection = em.getConnection();
  return listPage(query, GROUP_LIST, {
    page: async ({ orderBySql, limit, offset }) => {
      const rows = await connection.execute<Array<Record<string, unknown>>>(
        `select g.id, g.name, g.school, g.graduation_year, g.coordinator_email, g.deadline, g.status, g.created_at,
         m.first_name, m.last_name,
         (select count(*) from group_members gm where gm.group_id = g.id and gm.status = 'accepted')::int as member_count,
         (select count(*) from group_members gm where gm.group_id = g.id and gm.status = 'invited')::int as invited_count,
         (select count(*) from size_submissions s where s.group_id = g.id)::int as submission_count
       from groups g
       left join members m on m.email = lower(g.coordinator_email)
       ${whereSql}
       order by ${orderBySql}
       limit ? offset ?`,
        [...params, limit, offset],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name as string,
        school: (row.school as string | null) ?? null,
        graduationYear: (row.graduation_year as string | null) ?? null,
        coordinatorEmail: String(row.coordinator_email).toLowerCase(),
        coordinatorName: row.first_name ? `${row.first_name as string} ${row.last_name as string}`.trim() : null,
        memberCount: Number(row.member_count),
        invitedCount: Number(row.invited_count),
        submissionCount: Number(row.submission_count),
        deadline: row.deadline ? new Date(row.deadline as string) : null,
        status: row.status as string,
        createdAt: new Date(row.created_at as string),
      }));
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: number }>>(
        `select count(*)::int as total from groups g ${whereSql}`,
        params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

/** One group for staff: what its coordinator sees, plus its designs, quotes and orders and the actions allowed. */
export async function getStaffGroup(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  now = new Date(),
): Promise<StaffGroupDetail> {
  const group = await getGroupDetail(em, sessions, id, now);
  const connection = em.getConnection();
  const [designs, quotes, orders] = await Promise.all([
    designsOfGroup(em, group.id),
    connection.execute<Array<Record<string, unknown>>>(
      `select id, quote_number, status, customer_email, total_amount, created_at from quotes where group_id = ?
        order by created_at desc, id desc`,
      [group.id],
    ),
    ordersOfGroup(em, group.id),
  ]);
  const amount = (value: unknown) => (value == null ? null : Number(value).toFixed(2));
  return {
    group,
    designs: designs.map((design) => ({
      id: design.id,
      title: design.name,
      status: design.status,
      statusLabel: DESIGN_STATUS_LABELS[design.status as DesignStatus] ?? design.status,
      email: design.memberEmail,
      amount: null,
      createdAt: design.createdAt,
    })),
    quotes: quotes.map((row) => ({
      id: Number(row.id),
      title: row.quote_number as string,
      status: row.status as string,
      statusLabel: isQuoteStatus(row.status as string)
        ? QUOTE_STATUS_LABELS[row.status as keyof typeof QUOTE_STATUS_LABELS]
        : (row.status as string),
      email: row.customer_email as string,
      amount: amount(row.total_amount),
      createdAt: new Date(row.created_at as string),
    })),
    orders: orders.map((order) => ({
      id: order.id,
      title: order.orderNumber,
      status: order.status,
      statusLabel: isOrderStatus(order.status) ? ORDER_STATUS_LABELS[order.status] : order.status,
      email: order.memberEmail,
      amount: amount(order.totalAmount),
      createdAt: order.createdAt,
    })),
    actions: {
      ...groupStaffActions({ status: group.status, deadline: group.deadline }, now),
      // What sendGroupPaymentReminder would remind of: a member whose invoice is not paid.
      canSendPaymentReminder: group.members.some((member) => member.paid === false),
    },
  };
}

/** The group locked for the rest of the transaction; 404 'Fant ikke gruppen'. */
async function lockGroup(tx: EntityManager, id: number): Promise<Group> {
  const group = await tx.findOne(Group, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!group) throw new NotFoundError(M.notFound);
  return group;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * `Forleng frist`: a new deadline (in the future, later than the current one) for a group that is not archived.
 * Size submissions and joining follow the group's deadline, so members can submit again at once. Every accepted
 * member gets a mail with the new deadline.
 */
export async function extendGroupDeadline(
  em: EntityManager,
  staff: AuditActor,
  id: number | string,
  input: unknown,
  now = new Date(),
): Promise<number> {
  const groupId = parseGroupId(id);
  const { deadline } = parseInput(extendGroupDeadlineInput, input);
  await em.transactional(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const refused = extendDeadlineRefusal(group);
    if (refused) throw new ConflictError(refused);
    const invalid = newDeadlineRefusal(group.deadline ?? null, deadline, now);
    if (invalid) throw new ValidationFailed({ deadline: invalid }, invalid);
    const before = { deadline: iso(group.deadline) };
    group.deadline = deadline;
    const members = await tx.find(GroupMember, { group: group.id, status: 'accepted' }, { orderBy: { id: 'asc' } });
    recordAudit(tx, staff, {
      action: 'group.deadline.extended',
      entityType: 'group',
      entityId: group.id,
      before,
      after: { deadline: iso(deadline), notifiedMembers: members.length },
    });
    for (const member of members) enqueueOutbox(tx, JOBS.groupDeadlineExtended, { groupMemberId: member.id });
  });
  return groupId;
}

/** `Arkiver`: the group is closed for members, sizes and reminders; what was collected stays readable. */
export async function archiveGroup(em: EntityManager, staff: AuditActor, id: number | string): Promise<number> {
  const groupId = parseGroupId(id);
  await em.transactional(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const refused = archiveRefusal(group);
    if (refused) throw new ConflictError(refused);
    const before = { status: group.status };
    group.status = 'archived';
    group.archivedByStaff = true;
    recordAudit(tx, staff, {
      action: 'group.archived',
      entityType: 'group',
      entityId: group.id,
      before,
      after: { status: 'archived' },
    });
  });
  return groupId;
}

/**
 * The accepted members of a group without a size submission (their group_members rows), the ones a size
 * reminder goes to. The coordinator is not a member row and collects the sizes, so gets none.
 */
async function membersWithoutSizes(tx: EntityManager, groupId: number): Promise<Array<{ id: number; email: string }>> {
  return tx.getConnection().execute<Array<{ id: number; email: string }>>(
    `select gm.id, gm.email from group_members gm
      where gm.group_id = ? and gm.status = 'accepted'
        and not exists (select 1 from size_submissions s where s.group_id = gm.group_id and lower(s.member_email) = lower(gm.email))
      order by gm.id`,
    [groupId],
    'all',
    tx.getTransactionContext(),
  );
}

/**
 * `Send påminnelse`: a size reminder to every accepted member without a submission, now. Refused for an archived
 * or unopened group, after the deadline, and when everyone has submitted. Answers how many were reminded.
 */
export async function sendGroupSizeReminder(
  em: EntityManager,
  staff: AuditActor,
  id: number | string,
  now = new Date(),
): Promise<{ groupId: number; reminded: number }> {
  const groupId = parseGroupId(id);
  const reminded = await em.transactional(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const refused = reminderRefusal(group, now);
    if (refused) throw new ConflictError(refused);
    const members = await membersWithoutSizes(tx, group.id);
    if (members.length === 0) throw new ConflictError(M.nobodyToRemind);
    recordAudit(tx, staff, {
      action: 'group.reminder.sent',
      entityType: 'group',
      entityId: group.id,
      after: { reminded: members.length, emails: members.map((m) => m.email.toLowerCase()) },
    });
    for (const member of members) enqueueOutbox(tx, JOBS.groupSizeReminder, { groupMemberId: Number(member.id) });
    return members.length;
  });
  return { groupId, reminded };
}
