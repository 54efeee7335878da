import type { EntityManager } from '@mikro-orm/postgresql';
import { isDeadlinePassed } from '@russ/schema/groups/group-rules';
import { normalizeEmail, signedInCustomer } from '../../common/access.js';
import { nullableInt, nullableText, parseJsonList, positiveQuantity } from '../../common/json-list.js';
import type { Sessions } from '../../common/context.js';
import { Member } from '../members/member.entity.js';
import { groupMemberPayments } from '../orders/order-payment.js';
import { accessGroup } from './group-access.js';
import { GroupMember } from './group-member.entity.js';
import { Group } from './group.entity.js';
import { buildSizeMatrix } from './size-matrix.js';
import { SizeSubmission } from './size-submission.entity.js';
import type {
  GroupOverview,
  GroupSizeLine,
  GroupMemberEntry,
  GroupSizeSubmission,
  GroupDetail,
  MyGroups,
} from './group.types.js';

/** How groups read (customer-area §2, tab groups): the views, their stats, and the reads for one viewer. */

// ---------------------------------------------------------------------------------------------------------
// Views (the read shapes are the GraphQL types in group.types.ts)

export type GroupViewerRole = 'coordinator' | 'member' | 'staff';

// ---------------------------------------------------------------------------------------------------------
// Reading

interface GroupStats {
  accepted: Map<number, number>;
  invited: Map<number, number>;
  submissions: Map<number, number>;
  coordinatorNames: Map<string, string>;
}

async function loadStats(em: EntityManager, groups: Group[]): Promise<GroupStats> {
  const stats: GroupStats = {
    accepted: new Map(),
    invited: new Map(),
    submissions: new Map(),
    coordinatorNames: new Map(),
  };
  if (groups.length === 0) return stats;
  const ids = groups.map((g) => g.id);
  const [memberRows, submissionRows, coordinators] = await Promise.all([
    em.execute<Array<{ group_id: number; status: string; n: string }>>(
      'select group_id, status, count(*) as n from group_members where group_id in (?) group by group_id, status',
      [ids],
    ),
    em.execute<Array<{ group_id: number; n: string }>>(
      'select group_id, count(*) as n from size_submissions where group_id in (?) group by group_id',
      [ids],
    ),
    em.find(
      Member,
      { email: { $in: [...new Set(groups.map((g) => normalizeEmail(g.coordinatorEmail)))] } },
      { fields: ['email', 'firstName', 'lastName'] },
    ),
  ]);
  for (const row of memberRows) {
    if (row.status === 'accepted') stats.accepted.set(Number(row.group_id), Number(row.n));
    if (row.status === 'invited') stats.invited.set(Number(row.group_id), Number(row.n));
  }
  for (const row of submissionRows) stats.submissions.set(Number(row.group_id), Number(row.n));
  for (const member of coordinators) stats.coordinatorNames.set(member.email, `${member.firstName} ${member.lastName}`);
  return stats;
}

function toGroupView(
  group: Group,
  stats: GroupStats,
  role: GroupViewerRole,
  myStatus: string | null,
  now: Date,
): GroupOverview {
  return {
    id: group.id,
    name: group.name,
    school: group.school ?? null,
    graduationYear: group.graduationYear ?? null,
    coordinatorEmail: normalizeEmail(group.coordinatorEmail),
    coordinatorName: stats.coordinatorNames.get(normalizeEmail(group.coordinatorEmail)) ?? null,
    inviteCode: role === 'member' ? null : group.inviteCode,
    deadline: group.deadline ?? null,
    status: group.status,
    maxMembers: group.maxMembers ?? null,
    description: group.description ?? null,
    createdAt: group.createdAt,
    memberCount: stats.accepted.get(group.id) ?? 0,
    invitedCount: stats.invited.get(group.id) ?? 0,
    submissionCount: stats.submissions.get(group.id) ?? 0,
    viewerRole: role,
    myStatus,
    submissionsLocked: isLocked(group, now),
    quoteRequestedAt: group.quoteRequestedAt ?? null,
  };
}

const isLocked = (group: Group, now: Date) => group.status === 'archived' || isDeadlinePassed(group.deadline, now);

/** The lines of a stored submission: its JSON list, or for an old row without one, its single-product columns. */
const UNKNOWN_PRODUCT = 'Ukjent produkt';

/**
 * The one decoder of a stored size submission: its `products` JSON list, or for an old row without one, its
 * single-product columns. Lenient (numbers given as text are read, a bad quantity counts as 1), so an old or
 * hand-edited row never breaks a page.
 */
function submissionLines(row: SizeSubmission): GroupSizeLine[] {
  const lines: GroupSizeLine[] = parseJsonList(row.products).map((p) => ({
    productId: nullableInt(p.productId),
    productName: nullableText(p.name) ?? UNKNOWN_PRODUCT,
    storedName: nullableText(p.name),
    size: nullableText(p.size),
    color: nullableText(p.color),
    quantity: positiveQuantity(p.quantity),
    printName: nullableText(p.printName),
  }));
  if (lines.length === 0 && (row.size || row.productId != null)) {
    lines.push({
      productId: row.productId ?? null,
      productName: UNKNOWN_PRODUCT,
      storedName: null,
      size: row.size ?? null,
      color: row.color ?? null,
      quantity: row.quantity,
      printName: null,
    });
  }
  return lines;
}

/** Names members agreed to show coordinators (profile setting), by e-mail. */
export async function sharedNames(
  em: EntityManager,
  emails: string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (emails.length === 0) return new Map();
  const members = await em.find(
    Member,
    { email: { $in: [...new Set(emails.map(normalizeEmail))] } },
    { fields: ['email', 'firstName', 'lastName', 'shareNameWithCoordinators'] },
  );
  return new Map(
    members
      .filter((m) => m.shareNameWithCoordinators !== false)
      .map((m) => [m.email, { firstName: m.firstName, lastName: m.lastName }]),
  );
}

export function toSubmissionView(
  row: SizeSubmission,
  group: Group,
  memberName: string | null,
  now: Date,
): GroupSizeSubmission {
  return {
    id: row.id,
    groupId: group.id,
    groupName: group.name,
    memberEmail: normalizeEmail(row.memberEmail),
    memberName,
    lines: submissionLines(row),
    notes: row.notes ?? null,
    submittedAt: row.submittedAt,
    locked: isLocked(group, now),
  };
}

/**
 * The groups tab: groups the customer coordinates (newest first), groups they are invited to or in (declined
 * invitations left out), and their own size submissions. A fixed number of queries.
 */
export async function listMyGroups(em: EntityManager, sessions: Sessions, now = new Date()): Promise<MyGroups> {
  const email = signedInCustomer(sessions);
  const [coordinated, memberOf, submissions] = await Promise.all([
    listCoordinatedGroups(em, email, now),
    listMemberOfGroups(em, email, now),
    listCustomerSizeSubmissions(em, email, now),
  ]);
  return { coordinated, memberOf, submissions };
}

// ---------------------------------------------------------------------------------------------------------
// Member-scoped reads (the customer area, the REST reads, the export): one customer's groups as they see them.
// Callers check access first. `memberCount` means accepted members everywhere (the places taken); open
// invitations are `invitedCount`.

/** Groups the customer coordinates, newest first. Four queries. */
export async function listCoordinatedGroups(
  em: EntityManager,
  email: string,
  now = new Date(),
): Promise<GroupOverview[]> {
  const groups = await em.find(
    Group,
    { coordinatorEmail: normalizeEmail(email) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const stats = await loadStats(em, groups);
  return groups.map((group) => toGroupView(group, stats, 'coordinator', null, now));
}

/**
 * Groups the customer is invited to or a member of (not declined, not their own), with their status there.
 * Four queries.
 */
export async function listMemberOfGroups(em: EntityManager, email: string, now = new Date()): Promise<GroupOverview[]> {
  const normalised = normalizeEmail(email);
  const rows = await em.find(
    GroupMember,
    { email: normalised, status: { $in: ['invited', 'accepted'] }, group: { coordinatorEmail: { $ne: normalised } } },
    { populate: ['group'], orderBy: { invitedAt: 'desc', id: 'desc' } },
  );
  const stats = await loadStats(
    em,
    rows.map((row) => row.group.getEntity()),
  );
  return rows.map((row) => toGroupView(row.group.getEntity(), stats, 'member', row.status, now));
}

/**
 * The members of the groups this customer coordinates, with names from their memberships (null when the
 * invited address has none or the member does not share their name with coordinators). Three queries.
 */
export async function listGroupMemberships(em: EntityManager, email: string): Promise<GroupMemberEntry[]> {
  const rows = await em.find(
    GroupMember,
    { group: { coordinatorEmail: normalizeEmail(email) } },
    { orderBy: { group: { id: 'asc' }, invitedAt: 'asc', id: 'asc' } },
  );
  if (rows.length === 0) return [];
  const [names, submitted] = await Promise.all([
    sharedNames(
      em,
      rows.map((row) => row.email),
    ),
    em.find(
      SizeSubmission,
      { group: { $in: [...new Set(rows.map((row) => row.group.id))] } },
      { fields: ['group', 'memberEmail'] },
    ),
  ]);
  const hasSubmitted = new Set(submitted.map((s) => `${s.group.id}:${normalizeEmail(s.memberEmail)}`));
  return rows.map((row) =>
    toGroupMemberView(row, names, hasSubmitted.has(`${row.group.id}:${normalizeEmail(row.email)}`)),
  );
}

/**
 * A group_members row with the name the member shares (else null), whether they have sent sizes, and (for the
 * coordinator and staff) whether they have paid their invoice of the group's order(s).
 */
export function toGroupMemberView(
  row: GroupMember,
  names: Map<string, { firstName: string; lastName: string }>,
  hasSubmitted: boolean,
  paid: boolean | null = null,
): GroupMemberEntry {
  const email = normalizeEmail(row.email);
  const name = names.get(email);
  return {
    id: row.id,
    groupId: row.group.id,
    role: row.role,
    email,
    firstName: name?.firstName ?? null,
    lastName: name?.lastName ?? null,
    status: row.status,
    joinedAt: row.joinedAt ?? null,
    invitedAt: row.invitedAt,
    hasSubmitted,
    paid,
  };
}

/** The customer's size submissions, newest first. One query (join). */
export async function listCustomerSizeSubmissions(
  em: EntityManager,
  email: string,
  now = new Date(),
): Promise<GroupSizeSubmission[]> {
  const rows = await em.find(
    SizeSubmission,
    { memberEmail: normalizeEmail(email) },
    { populate: ['group'], orderBy: { submittedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => toSubmissionView(row, row.group.getEntity(), null, now));
}

// ---------------------------------------------------------------------------------------------------------
// REST answers (GET /api/customer/{groups,group-memberships,sizes}/:email): a public contract, answered in the
// shape it was published with, from the views above.

export async function listCoordinatedGroupsJson(em: EntityManager, email: string) {
  return (await listCoordinatedGroups(em, email)).map((g) => ({
    id: g.id,
    name: g.name,
    school: g.school,
    graduationYear: g.graduationYear,
    coordinatorEmail: g.coordinatorEmail,
    inviteCode: g.inviteCode,
    deadline: g.deadline,
    status: g.status,
    maxMembers: g.maxMembers,
    description: g.description,
    createdAt: g.createdAt,
    memberCount: g.memberCount,
    membershipStatus: g.myStatus,
  }));
}

export async function listGroupMembershipsJson(em: EntityManager, email: string) {
  return (await listGroupMemberships(em, email)).map(
    ({ hasSubmitted: _hasSubmitted, paid: _paid, ...member }) => member,
  );
}

export async function listCustomerSizeSubmissionsJson(em: EntityManager, email: string) {
  return (await listCustomerSizeSubmissions(em, email)).map((s) => ({
    id: s.id,
    groupId: s.groupId,
    groupName: s.groupName,
    products: s.lines.map((line) => ({
      productId: line.productId,
      name: line.storedName ?? null,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
    })),
    notes: s.notes,
    submittedAt: s.submittedAt,
  }));
}

/**
 * One group for its coordinator (members, every submission, the matrix), for a member (the group and their own
 * submission) or for staff (like the coordinator). 401/403/404 as described at the top.
 */
export async function getGroupDetail(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  now = new Date(),
): Promise<GroupDetail> {
  const { group, role, membership, email } = await accessGroup(em, sessions, id, 'read');
  const stats = await loadStats(em, [group]);
  const base = toGroupView(group, stats, role, membership?.status ?? null, now);
  if (role === 'member') {
    const own = email
      ? await em.findOne(SizeSubmission, { group: group.id, memberEmail: email }, { orderBy: { id: 'desc' } })
      : null;
    const mine = own ? toSubmissionView(own, group, null, now) : null;
    return { ...base, members: [], submissions: mine ? [mine] : [], mySubmission: mine, matrix: null };
  }
  // Only the coordinator and staff reach this point: a member's answer above has no members and no payments.
  const [memberRows, submissionRows, payments] = await Promise.all([
    em.find(GroupMember, { group: group.id }, { orderBy: { invitedAt: 'asc', id: 'asc' } }),
    em.find(SizeSubmission, { group: group.id }, { orderBy: { submittedAt: 'asc', id: 'asc' } }),
    groupMemberPayments(em, group.id),
  ]);
  const names = await sharedNames(em, [...memberRows.map((m) => m.email), ...submissionRows.map((s) => s.memberEmail)]);
  const submitted = new Set(submissionRows.map((s) => normalizeEmail(s.memberEmail)));
  const fullName = (e: string) => {
    const n = names.get(normalizeEmail(e));
    return n ? `${n.firstName} ${n.lastName}` : null;
  };
  const submissions = submissionRows.map((row) => toSubmissionView(row, group, fullName(row.memberEmail), now));
  return {
    ...base,
    members: memberRows.map((row) =>
      toGroupMemberView(
        row,
        names,
        submitted.has(normalizeEmail(row.email)),
        payments.get(normalizeEmail(row.email)) ?? null,
      ),
    ),
    submissions,
    mySubmission: submissions.find((s) => s.memberEmail === email) ?? null,
    matrix: buildSizeMatrix(submissions.flatMap((s) => s.lines)),
  };
}
