import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDateNb } from '@russ/schema/common/dates';
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
import { CONTACT_LIMITS } from '@russ/schema/contact/contact.validators';
import { normalizeEmail, parseId } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { ForbiddenError, isUniqueViolation, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import {
  reserveMail,
  TOO_MANY_MAILS_FROM_IP_MESSAGE,
  TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE,
  type MailGuard,
} from '../../infra/mail-limits.js';
import { enqueueOutbox } from '../../infra/outbox/outbox.js';
import { submitContact } from '../contacts/contact.service.js';
import { Member } from '../members/member.entity.js';
import { Product } from '../products/product.entity.js';
import { printLines } from './group-export.js';
import { toSubmissionView, sharedNames, getGroupDetail, toGroupMemberView } from './group.views.js';
import { GroupActionRefusal, GroupRateLimits } from './group-limits.js';
import { accessGroup, requireCustomerEmail, parseGroupId } from './group-access.js';
import { GroupMember } from './group-member.entity.js';
import { Group } from './group.entity.js';
import { generateInviteCode } from './invite-code.js';
import { sizeMatrixSummary } from './size-matrix.js';
import { SizeSubmission } from './size-submission.entity.js';
import type { GroupMemberEntry, GroupSizeLine, GroupSizeSubmission, GroupDetail, GroupJoined } from './group.types.js';

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

/**
 * The coordinator edits the group. A past deadline is allowed: it closes submissions at once. A group staff
 * archived cannot be reopened by its coordinator (only one they archived themselves).
 */
export async function updateGroup(em: EntityManager, sessions: Sessions, id: number | string, input: unknown) {
  requireCustomerEmail(sessions);
  await em.transactional(async (tx) => {
    const { group } = await accessGroup(tx, sessions, id, 'coordinate', true);
    const data = parseInput(updateGroupInput, input);
    if (group.status === 'archived' && group.archivedByStaff && data.status !== 'archived') {
      throw new ValidationFailed({ status: M.archivedByStaff }, M.archivedByStaff);
    }
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
  guard?: MailGuard,
): Promise<GroupMemberEntry> {
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
    const refused = await reserveMail(guard, email);
    if (refused) {
      throw new GroupActionRefusal(
        'rate_limited',
        refused === 'ip' ? TOO_MANY_MAILS_FROM_IP_MESSAGE : TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE,
      );
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
  return toGroupMemberView(row, await sharedNames(em, [row.email]), false);
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
): Promise<GroupJoined> {
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
): Promise<GroupJoined> {
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
): Promise<GroupSizeSubmission> {
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
async function withProductNames(em: EntityManager, data: SizeSubmissionData): Promise<GroupSizeLine[]> {
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
): Promise<{ contactId: number; quoteRequestedAt: Date; group: GroupDetail }> {
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
    const contact = await submitContact(
      tx,
      {
        firstName: coordinator?.firstName ?? 'Koordinator',
        lastName: coordinator?.lastName ?? detail.name.slice(0, CONTACT_LIMITS.name),
        email,
        subject: 'tilbud',
        message,
      },
      undefined,
      email, // the signed-in coordinator's own address
    );
    group.quoteRequestedAt = now;
    group.quoteContactId = contact.id;
    return contact.id;
  });
  return { contactId, quoteRequestedAt: now, group: await getGroupDetail(em.fork(), sessions, detail.id, now) };
}
