import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDateNb } from '@russ/schema/domain/money';
import { GROUP_MESSAGES as M, isDeadlinePassed } from '@russ/schema/groups/group-rules';
import {
  createGroupInput,
  inviteGroupMemberInput,
  joinGroupInput,
  sizeSubmissionInput,
  updateGroupInput,
  type SizeSubmissionData,
} from '@russ/schema/groups/group.validators';
import { JOBS } from '@russ/schema/jobs/jobs';
import { normalizeEmail, parseId, requireSignedIn, signedInCustomer, staffMay } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { AppError, ForbiddenError, isUniqueViolation, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { rateLimiterFor, type RateLimit } from '../../infra/rate-limiter.js';
import { CONTACT_LIMITS } from '@russ/schema/contact/contact.validators';
import { submitContact } from '../contacts/contact.service.js';
import { Member } from '../members/member.entity.js';
import { Product } from '../products/product.entity.js';
import { GroupMember } from './group-member.entity.js';
import { Group } from './group.entity.js';
import { generateInviteCode } from './invite-code.js';
import {
  buildSizeMatrix,
  sizeCsvFileName,
  sizeMatrixCsv,
  sizeMatrixSummary,
  type PrintLine,
  type SizeMatrix,
} from './size-matrix.js';
import { SizeSubmission } from './size-submission.entity.js';

/**
 * Russ groups (customer-area §2, tab groups): a coordinator creates a group with an invite code, invites people
 * by e-mail, and collects each member's sizes until the deadline; the sizes become a matrix, a CSV file and, in
 * one click, a quote request to the shop.
 *
 * Who may do what (every call checks it here, never only in the UI):
 * - the coordinator (groups.coordinatorEmail) reads everything about the group and is the only one who edits
 *   it, invites, removes members, downloads the CSV and sends the sizes to the shop;
 * - someone with a group_members row reads the group (not the member list nor other members' sizes); an
 *   accepted member, and the coordinator, submit sizes;
 * - staff read every group (detail and CSV) but change nothing: the groups belong to the customers;
 * - anyone else: 401 without a session, 403 signed in (404 when the group does not exist).
 *
 * Places: maxMembers counts accepted members; the coordinator does not take a place and invitations do not
 * reserve one. Size submissions: one row per member and group (kept so by submitGroupSizes under the group row
 * lock; older duplicate rows are folded into it), the lines in the `products` JSON text, the first line repeated
 * in the single-product columns, the member's comment in `notes`.
 */

// ---------------------------------------------------------------------------------------------------------
// Refusals and rate limits

export type GroupRefusalReason =
  | 'deadline_passed'
  | 'full'
  | 'archived'
  | 'not_open'
  | 'rate_limited'
  | 'already_member'
  | 'coordinator'
  | 'locked'
  | 'not_member'
  | 'nothing_to_send';

/** A group rule said no (deadline, full, archived…): 409 on REST (429 when rate-limited), a typed result in GraphQL. */
export class GroupActionRefusal extends AppError {
  constructor(
    readonly reason: GroupRefusalReason,
    message: string,
  ) {
    super(reason === 'rate_limited' ? 429 : 409, message, reason === 'rate_limited' ? 'RATE_LIMITED' : 'CONFLICT');
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Counted by the app's rate limiter (infra/rate-limiter.ts: Redis, shared by every API process; per-process
 * memory while Redis is away). What makes invite codes unguessable is still their 31^12 possibilities; the
 * limits damp guessing. The IP limit is higher than the customer limit: a whole school may share one address.
 */
export interface GroupRateLimits {
  /** Failed join attempts (wrong or malformed code) per signed-in customer. */
  joinFailuresPerCustomer: RateLimit;
  /** Failed join attempts per client IP. */
  joinFailuresPerIp: RateLimit;
  /** Invitation mails per coordinator (the shop sends them, so they must not become a spam cannon). */
  invitationsPerCoordinator: RateLimit;
}

export const JOIN_FAILURES_PER_CUSTOMER = 10;
export const JOIN_FAILURES_PER_IP = 30;
export const INVITATIONS_PER_COORDINATOR_PER_HOUR = 60;

const limitsByLimiter = new WeakMap<object, GroupRateLimits>();

/** The limits of one server (found by its config object, so each test app has its own). */
export function groupRateLimits(serverConfig: object): GroupRateLimits {
  const limiter = rateLimiterFor(serverConfig);
  let limits = limitsByLimiter.get(limiter);
  if (!limits) {
    limits = {
      joinFailuresPerCustomer: limiter.rule({
        name: 'group-join-failures-customer',
        limit: JOIN_FAILURES_PER_CUSTOMER,
        windowMs: FIFTEEN_MINUTES,
      }),
      joinFailuresPerIp: limiter.rule({
        name: 'group-join-failures-ip',
        limit: JOIN_FAILURES_PER_IP,
        windowMs: FIFTEEN_MINUTES,
      }),
      invitationsPerCoordinator: limiter.rule({
        name: 'group-invitations-coordinator',
        limit: INVITATIONS_PER_COORDINATOR_PER_HOUR,
        windowMs: ONE_HOUR,
      }),
    };
    limitsByLimiter.set(limiter, limits);
  }
  return limits;
}

// ---------------------------------------------------------------------------------------------------------
// Views (GraphQL types in group.types.ts mirror these)

export type GroupViewerRole = 'coordinator' | 'member' | 'staff';

export interface GroupView {
  id: number;
  name: string;
  school: string | null;
  graduationYear: string | null;
  coordinatorEmail: string;
  /** The coordinator's name from their membership, or null. */
  coordinatorName: string | null;
  /** Only for the coordinator and staff. */
  inviteCode: string | null;
  deadline: Date | null;
  status: string;
  maxMembers: number | null;
  description: string | null;
  createdAt: Date;
  /** Accepted members (the places taken). */
  memberCount: number;
  /** Open invitations. */
  invitedCount: number;
  /** Members (and coordinator) who have submitted sizes. */
  submissionCount: number;
  viewerRole: GroupViewerRole;
  /** The viewer's own group_members status; null for the coordinator and staff. */
  myStatus: string | null;
  /** True once the deadline has passed or the group is archived: no more sizes, no more joining. */
  submissionsLocked: boolean;
  quoteRequestedAt: Date | null;
}

export interface GroupMemberView {
  id: number;
  email: string;
  /** null when the address has no membership or the member does not share their name with coordinators. */
  firstName: string | null;
  lastName: string | null;
  status: string;
  joinedAt: Date | null;
  invitedAt: Date;
  hasSubmitted: boolean;
}

export interface SizeLineView {
  productId: number | null;
  productName: string;
  size: string | null;
  color: string | null;
  quantity: number;
  printName: string | null;
}

export interface SizeSubmissionView {
  id: number;
  groupId: number;
  groupName: string;
  memberEmail: string;
  /** The member's name as the coordinator may see it (null when not shared). */
  memberName: string | null;
  lines: SizeLineView[];
  notes: string | null;
  submittedAt: Date;
  /** True when the group no longer takes changes. */
  locked: boolean;
}

export interface GroupDetailView extends GroupView {
  /** Coordinator and staff: everyone invited or in the group. Members: empty. */
  members: GroupMemberView[];
  /** Coordinator and staff: every submission. Members: their own. */
  submissions: SizeSubmissionView[];
  mySubmission: SizeSubmissionView | null;
  /** Coordinator and staff only. */
  matrix: SizeMatrix | null;
}

export interface MyGroupsView {
  coordinated: GroupView[];
  memberOf: GroupView[];
  submissions: SizeSubmissionView[];
}

// ---------------------------------------------------------------------------------------------------------
// Access

interface GroupAccess {
  group: Group;
  role: GroupViewerRole;
  /** The viewer's row when they are in the group (not the coordinator). */
  membership: GroupMember | null;
  /** The signed-in customer's e-mail, if any. */
  email: string | null;
}

const parseGroupId = (id: number | string) => parseId(id, 'Fant ikke gruppen');

/**
 * Loads a group and decides who the caller is to it. `need`: 'read' (coordinator, anyone with a row, staff),
 * 'coordinate' (the coordinator only). 401 without a session, 404 for a group that does not exist, 403 otherwise.
 * With `lock`, the group row is locked for the rest of the transaction (capacity and deadline checks).
 */
async function accessGroup(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  need: 'read' | 'coordinate',
  lock = false,
): Promise<GroupAccess> {
  requireSignedIn(sessions);
  const groupId = parseGroupId(id);
  const group = await em.findOne(Group, { id: groupId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!group) throw new NotFoundError('Fant ikke gruppen');
  const email = sessions.customer ? normalizeEmail(sessions.customer.email) : null;
  if (email && normalizeEmail(group.coordinatorEmail) === email)
    return { group, role: 'coordinator', membership: null, email };
  if (need === 'coordinate') throw new ForbiddenError();
  const membership = email ? await em.findOne(GroupMember, { group: group.id, email }) : null;
  if (membership) return { group, role: 'member', membership, email };
  if (staffMay(sessions, 'groups.read')) return { group, role: 'staff', membership: null, email };
  throw new ForbiddenError();
}

/** Mutations belong to customers: 401 without any session, 403 for a staff-only session. */
function requireCustomerEmail(sessions: Sessions): string {
  return signedInCustomer(sessions, 'Forbidden');
}

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
): GroupView {
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
function submissionLines(row: SizeSubmission): SizeLineView[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.products);
  } catch {
    parsed = [];
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const lines: SizeLineView[] = Array.isArray(parsed)
    ? parsed
        .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
        .map((p) => ({
          productId: typeof p.productId === 'number' && Number.isInteger(p.productId) ? p.productId : null,
          productName: text(p.name) ?? 'Ukjent produkt',
          size: text(p.size),
          color: text(p.color),
          quantity: typeof p.quantity === 'number' && Number.isInteger(p.quantity) && p.quantity > 0 ? p.quantity : 1,
          printName: text(p.printName),
        }))
    : [];
  if (lines.length === 0 && (row.size || row.productId != null)) {
    lines.push({
      productId: row.productId ?? null,
      productName: 'Ukjent produkt',
      size: row.size ?? null,
      color: row.color ?? null,
      quantity: row.quantity,
      printName: null,
    });
  }
  return lines;
}

/** Names members agreed to show coordinators (profile setting), by e-mail. */
async function sharedNames(
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

function toSubmissionView(row: SizeSubmission, group: Group, memberName: string | null, now: Date): SizeSubmissionView {
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
export async function listMyGroups(em: EntityManager, sessions: Sessions, now = new Date()): Promise<MyGroupsView> {
  const email = signedInCustomer(sessions);
  const [coordinated, rows, submissions] = await Promise.all([
    em.find(Group, { coordinatorEmail: email }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    em.find(
      GroupMember,
      { email, status: { $in: ['invited', 'accepted'] } },
      { populate: ['group'], orderBy: { invitedAt: 'desc', id: 'desc' } },
    ),
    em.find(
      SizeSubmission,
      { memberEmail: email },
      { populate: ['group'], orderBy: { submittedAt: 'desc', id: 'desc' } },
    ),
  ]);
  const memberOf = rows.filter((row) => normalizeEmail(row.group.getEntity().coordinatorEmail) !== email);
  const stats = await loadStats(em, [...coordinated, ...memberOf.map((row) => row.group.getEntity())]);
  return {
    coordinated: coordinated.map((group) => toGroupView(group, stats, 'coordinator', null, now)),
    memberOf: memberOf.map((row) => toGroupView(row.group.getEntity(), stats, 'member', row.status, now)),
    submissions: submissions.map((row) => toSubmissionView(row, row.group.getEntity(), null, now)),
  };
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
): Promise<GroupDetailView> {
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
  const [memberRows, submissionRows] = await Promise.all([
    em.find(GroupMember, { group: group.id }, { orderBy: { invitedAt: 'asc', id: 'asc' } }),
    em.find(SizeSubmission, { group: group.id }, { orderBy: { submittedAt: 'asc', id: 'asc' } }),
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
    members: memberRows.map((row) => {
      const n = names.get(normalizeEmail(row.email));
      return {
        id: row.id,
        email: normalizeEmail(row.email),
        firstName: n?.firstName ?? null,
        lastName: n?.lastName ?? null,
        status: row.status,
        joinedAt: row.joinedAt ?? null,
        invitedAt: row.invitedAt,
        hasSubmitted: submitted.has(normalizeEmail(row.email)),
      };
    }),
    submissions,
    mySubmission: submissions.find((s) => s.memberEmail === email) ?? null,
    matrix: buildSizeMatrix(submissions.flatMap((s) => s.lines)),
  };
}

function printLines(submissions: SizeSubmissionView[]): PrintLine[] {
  return submissions.flatMap((s) =>
    s.lines.map((line) => ({ ...line, memberName: s.memberName ?? s.memberEmail, memberEmail: s.memberEmail })),
  );
}

/** The coordinator's (or staff's) CSV download of the matrix and the print names. */
export async function exportGroupSizesCsv(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
): Promise<{ fileName: string; csv: string }> {
  const detail = await getGroupDetail(em, sessions, id);
  if (detail.viewerRole === 'member') throw new ForbiddenError();
  return {
    fileName: sizeCsvFileName(detail.name),
    csv: sizeMatrixCsv(detail.name, detail.matrix ?? buildSizeMatrix([]), printLines(detail.submissions)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Coordinating

/** Creates a group coordinated by the signed-in customer, with a fresh invite code (retried on the rare clash). */
export async function createGroup(em: EntityManager, sessions: Sessions, input: unknown, now = new Date()) {
  const email = requireCustomerEmail(sessions);
  const data = parseInput(createGroupInput, input);
  if (data.deadline && isDeadlinePassed(data.deadline, now)) throw new ValidationFailed({ deadline: M.deadlineInPast });
  for (let attempt = 1; ; attempt++) {
    const fork = em.fork();
    const group = fork.create(Group, { ...data, coordinatorEmail: email, inviteCode: generateInviteCode() });
    try {
      await fork.flush();
      return getGroupDetail(em, sessions, group.id, now);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The coordinator edits the group. A past deadline is allowed: it closes submissions at once. */
export async function updateGroup(em: EntityManager, sessions: Sessions, id: number | string, input: unknown) {
  requireCustomerEmail(sessions);
  await em.transactional(async (tx) => {
    const { group } = await accessGroup(tx, sessions, id, 'coordinate', true);
    const data = parseInput(updateGroupInput, input);
    if (data.maxMembers != null) {
      const accepted = await tx.count(GroupMember, { group: group.id, status: 'accepted' });
      if (accepted > data.maxMembers) {
        throw new ValidationFailed({ maxMembers: `Gruppen har allerede ${accepted} medlemmer` });
      }
    }
    Object.assign(group, data);
  });
  return getGroupDetail(em.fork(), sessions, id);
}

/** Checks that one more person may take a place now; the group row must be locked by the caller. */
async function assertOpenForMembers(tx: EntityManager, group: Group, now: Date): Promise<void> {
  if (group.status === 'archived') throw new GroupActionRefusal('archived', M.archived);
  if (group.status === 'draft') throw new GroupActionRefusal('not_open', M.notOpen);
  if (isDeadlinePassed(group.deadline, now)) throw new GroupActionRefusal('deadline_passed', M.deadlinePassed);
  if (group.maxMembers != null) {
    const accepted = await tx.count(GroupMember, { group: group.id, status: 'accepted' });
    if (accepted >= group.maxMembers) throw new GroupActionRefusal('full', M.full);
  }
}

/**
 * Invites an address: a group_members row (status invited) and the invitation mail, in one transaction. An
 * earlier or declined invitation is renewed (and mailed again); someone already in the group is refused.
 */
export async function inviteGroupMember(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  input: unknown,
  limits: Pick<GroupRateLimits, 'invitationsPerCoordinator'>,
  now = new Date(),
): Promise<GroupMemberView> {
  const coordinator = requireCustomerEmail(sessions);
  const row = await em.transactional(async (tx) => {
    const { group } = await accessGroup(tx, sessions, id, 'coordinate', true);
    const { email } = parseInput(inviteGroupMemberInput, input);
    if (email === coordinator) throw new GroupActionRefusal('coordinator', M.inviteeIsCoordinator);
    if (group.status === 'archived') throw new GroupActionRefusal('archived', M.archived);
    if (isDeadlinePassed(group.deadline, now)) throw new GroupActionRefusal('deadline_passed', M.deadlinePassed);
    let member = await tx.findOne(GroupMember, { group: group.id, email });
    if (member?.status === 'accepted') throw new GroupActionRefusal('already_member', M.inviteeIsMember);
    if (group.maxMembers != null) {
      const accepted = await tx.count(GroupMember, { group: group.id, status: 'accepted' });
      if (accepted >= group.maxMembers) throw new GroupActionRefusal('full', M.full);
    }
    if (!(await limits.invitationsPerCoordinator.hit(coordinator))) {
      throw new GroupActionRefusal('rate_limited', M.tooManyInvitations);
    }
    if (member) {
      member.status = 'invited';
      member.invitedAt = now;
      member.joinedAt = null;
    } else {
      member = tx.create(GroupMember, { group, email, status: 'invited', invitedAt: now });
    }
    await tx.flush(); // the mail job needs the id
    enqueueOutbox(tx, JOBS.groupInvitation, { groupMemberId: member.id });
    return member;
  });
  const names = await sharedNames(em, [row.email]);
  const n = names.get(row.email);
  return {
    id: row.id,
    email: row.email,
    firstName: n?.firstName ?? null,
    lastName: n?.lastName ?? null,
    status: row.status,
    joinedAt: row.joinedAt ?? null,
    invitedAt: row.invitedAt,
    hasSubmitted: false,
  };
}

/** The coordinator removes someone (invited or member) from the group, and their size submission with them. */
export async function removeGroupMember(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  memberId: number | string,
): Promise<number> {
  requireCustomerEmail(sessions);
  return em.transactional(async (tx) => {
    const { group } = await accessGroup(tx, sessions, id, 'coordinate', true);
    const rowId = parseId(memberId, 'Fant ikke medlemmet');
    const row = await tx.findOne(GroupMember, { id: rowId, group: group.id });
    if (!row) throw new NotFoundError('Fant ikke medlemmet');
    await tx.nativeDelete(SizeSubmission, { group: group.id, memberEmail: normalizeEmail(row.email) });
    await tx.nativeDelete(GroupMember, { id: row.id });
    return row.id;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Joining

export interface JoinOutcome {
  group: GroupDetailView;
  alreadyMember: boolean;
  message: string;
}

/** Makes the signed-in customer an accepted member; the group row must be locked. Idempotent for members. */
async function acceptMembership(tx: EntityManager, group: Group, email: string, now: Date): Promise<boolean> {
  if (normalizeEmail(group.coordinatorEmail) === email)
    throw new GroupActionRefusal('coordinator', M.youAreCoordinator);
  const existing = await tx.findOne(GroupMember, { group: group.id, email });
  if (existing?.status === 'accepted') return true;
  await assertOpenForMembers(tx, group, now);
  if (existing) {
    existing.status = 'accepted';
    existing.joinedAt = now;
  } else {
    tx.create(GroupMember, { group, email, status: 'accepted', joinedAt: now, invitedAt: now });
  }
  return false;
}

async function joinOutcome(em: EntityManager, sessions: Sessions, groupId: number, alreadyMember: boolean) {
  const detail = await getGroupDetail(em.fork(), sessions, groupId);
  return {
    group: detail,
    alreadyMember,
    message: alreadyMember ? M.alreadyMember : `Du er nå medlem av ${detail.name}`,
  };
}

/**
 * Joins a group with its invite code. Refused after the deadline, when full, for an archived (or draft)
 * group; a wrong code is a field error on `inviteCode`. Failed attempts count against the customer and the IP;
 * past the limit every attempt is refused until the window ends, right code or not.
 */
export async function joinGroup(
  em: EntityManager,
  sessions: Sessions,
  input: unknown,
  context: { ip: string; limits: Pick<GroupRateLimits, 'joinFailuresPerCustomer' | 'joinFailuresPerIp'> },
  now = new Date(),
): Promise<JoinOutcome> {
  const email = requireCustomerEmail(sessions);
  const { joinFailuresPerCustomer: perCustomer, joinFailuresPerIp: perIp } = context.limits;
  const allowed = await Promise.all([perCustomer.allows(email), perIp.allows(context.ip)]);
  if (allowed.includes(false)) {
    throw new GroupActionRefusal('rate_limited', M.tooManyAttempts);
  }
  const failed = async () => {
    await Promise.all([perCustomer.hit(email), perIp.hit(context.ip)]);
    return new ValidationFailed({ inviteCode: M.invalidInviteCode }, M.invalidInviteCode);
  };
  const parsed = joinGroupInput.safeParse(input);
  if (!parsed.success) throw await failed();
  const found = await em.fork().findOne(Group, { inviteCode: parsed.data.inviteCode }, { fields: ['id'] });
  if (!found) throw await failed();
  const alreadyMember = await em.transactional(async (tx) => {
    const group = await tx.findOneOrFail(Group, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return acceptMembership(tx, group, email, now);
  });
  return joinOutcome(em, sessions, found.id, alreadyMember);
}

/** An invited customer accepts (same rules as joining) or declines the invitation from the groups tab. */
export async function respondToGroupInvitation(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  accept: boolean,
  now = new Date(),
): Promise<JoinOutcome> {
  const email = requireCustomerEmail(sessions);
  const groupId = parseGroupId(id);
  const alreadyMember = await em.transactional(async (tx) => {
    const { group, role, membership } = await accessGroup(tx, sessions, groupId, 'read', true);
    if (role === 'coordinator') throw new GroupActionRefusal('coordinator', M.youAreCoordinator);
    if (!membership) throw new ForbiddenError();
    if (accept) return acceptMembership(tx, group, email, now);
    if (membership.status === 'accepted') throw new GroupActionRefusal('already_member', M.alreadyMember);
    membership.status = 'declined';
    membership.joinedAt = null;
    return false;
  });
  const outcome = await joinOutcome(em, sessions, groupId, alreadyMember);
  if (!accept) outcome.message = `Du har avslått invitasjonen til ${outcome.group.name}`;
  return outcome;
}

// ---------------------------------------------------------------------------------------------------------
// Sizes

/**
 * Saves the caller's sizes for the group (replacing their earlier submission). Only the coordinator and accepted
 * members; refused once the deadline has passed or the group is archived (checked under the group row lock, so a
 * deadline change and a submission cannot cross). Every product must exist in the catalogue.
 */
export async function submitGroupSizes(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  input: unknown,
  now = new Date(),
): Promise<SizeSubmissionView> {
  requireCustomerEmail(sessions);
  const { group, row, email } = await em.transactional(async (tx) => {
    const access = await accessGroup(tx, sessions, id, 'read', true);
    const { group, role, membership } = access;
    const email = access.email!;
    if (role === 'staff') throw new ForbiddenError();
    if (role === 'member' && membership?.status !== 'accepted') throw new GroupActionRefusal('not_member', M.notMember);
    if (group.status === 'archived') throw new GroupActionRefusal('archived', M.archived);
    if (isDeadlinePassed(group.deadline, now)) throw new GroupActionRefusal('locked', M.submissionsLocked);
    const data = parseInput(sizeSubmissionInput, input);
    const lines = await withProductNames(tx, data);
    const first = lines[0];
    const fields = {
      productId: first.productId,
      size: first.size,
      color: first.color,
      quantity: first.quantity,
      products: JSON.stringify(
        lines.map((l) => ({
          productId: l.productId,
          name: l.productName,
          size: l.size,
          color: l.color,
          quantity: l.quantity,
          printName: l.printName,
        })),
      ),
      notes: data.notes,
      submittedAt: now,
    };
    const earlier = await tx.find(SizeSubmission, { group: group.id, memberEmail: email }, { orderBy: { id: 'desc' } });
    let row = earlier[0];
    if (row) Object.assign(row, fields);
    else row = tx.create(SizeSubmission, { group, memberEmail: email, ...fields });
    if (earlier.length > 1) tx.remove(earlier.slice(1));
    await tx.flush();
    return { group, row, email };
  });
  const names = await sharedNames(em, [email]);
  const n = names.get(email);
  return toSubmissionView(row, group, n ? `${n.firstName} ${n.lastName}` : null, now);
}

/** Adds the catalogue name to each line; an id not in the catalogue is a field error on that line. */
async function withProductNames(em: EntityManager, data: SizeSubmissionData): Promise<SizeLineView[]> {
  const ids = [...new Set(data.items.map((item) => item.productId))];
  const products = await em.find(Product, { id: { $in: ids } }, { fields: ['id', 'name'] });
  const names = new Map(products.map((p) => [p.id, p.name]));
  const errors: Record<string, string> = {};
  data.items.forEach((item, i) => {
    if (!names.has(item.productId)) errors[`items.${i}.productId`] = M.unknownProduct;
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return data.items.map((item) => ({
    productId: item.productId,
    productName: names.get(item.productId)!,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    printName: item.printName,
  }));
}

/**
 * 'Send til butikken': the collected sizes go to the shop as a quote request, i.e. a contact message with
 * subject 'tilbud' from the coordinator through the contact service (so the confirmation and the shop notice go
 * out as for any quote request), and the group remembers when. May be sent again after changes.
 */
export async function sendGroupSizesToShop(
  em: EntityManager,
  sessions: Sessions,
  id: number | string,
  now = new Date(),
): Promise<{ contactId: number; quoteRequestedAt: Date; group: GroupDetailView }> {
  const email = requireCustomerEmail(sessions);
  const detail = await getGroupDetail(em, sessions, id, now);
  if (detail.viewerRole !== 'coordinator') throw new ForbiddenError();
  if (detail.submissions.length === 0 || !detail.matrix) {
    throw new GroupActionRefusal('nothing_to_send', M.nothingToSend);
  }
  const coordinator = await em.findOne(Member, { email }, { fields: ['firstName', 'lastName'] });
  const heading = [
    `Tilbudsforespørsel fra gruppen «${detail.name}»`,
    ...(detail.school || detail.graduationYear
      ? [[detail.school, detail.graduationYear].filter(Boolean).join(', ')]
      : []),
    `Koordinator: ${detail.coordinatorName ?? email} (${email})`,
    ...(detail.deadline ? [`Frist for størrelser: ${formatDateNb(detail.deadline, 'long')}`] : []),
    `Medlemmer: ${detail.memberCount}, innsendinger: ${detail.submissions.length}`,
  ];
  const message = sizeMatrixSummary(heading, detail.matrix, printLines(detail.submissions), CONTACT_LIMITS.message);
  const contactId = await em.transactional(async (tx) => {
    const group = await tx.findOneOrFail(Group, { id: detail.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const contact = await submitContact(tx, {
      firstName: coordinator?.firstName ?? 'Koordinator',
      lastName: coordinator?.lastName ?? detail.name.slice(0, CONTACT_LIMITS.name),
      email,
      subject: 'tilbud',
      message,
    });
    group.quoteRequestedAt = now;
    group.quoteContactId = contact.id;
    return contact.id;
  });
  return { contactId, quoteRequestedAt: now, group: await getGroupDetail(em.fork(), sessions, detail.id, now) };
}
