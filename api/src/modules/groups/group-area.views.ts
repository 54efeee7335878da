import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { countBy } from '../../common/count-by.js';
import { nullableInt, nullableText, parseJsonList, positiveQuantity } from '../../common/json-list.js';
import { Member } from '../members/member.entity.js';
import { GroupMember } from './group-member.entity.js';
import { Group } from './group.entity.js';
import { SizeSubmission } from './size-submission.entity.js';

/** Member-scoped reads of groups for the customer area (the dashboard's lists and the REST reads). */

export interface GroupView {
  id: number;
  name: string;
  school: string | null;
  graduationYear: string | null;
  coordinatorEmail: string;
  /** Only the coordinator (and staff) see the invite code. */
  inviteCode: string | null;
  deadline: Date | null;
  status: string;
  maxMembers: number | null;
  description: string | null;
  createdAt: Date;
  /** Invited and accepted members (declined ones not counted). */
  memberCount: number;
  /** The customer's own membership status in this group; null for groups they coordinate. */
  membershipStatus: string | null;
}

export interface GroupMembershipView {
  id: number;
  groupId: number;
  email: string;
  /** From the members table; null when the invited address has no membership. */
  firstName: string | null;
  lastName: string | null;
  role: string;
  status: string;
  joinedAt: Date | null;
  invitedAt: Date;
}

export interface SizeProductView {
  productId: number | null;
  name: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
}

export interface SizeSubmissionView {
  id: number;
  groupId: number;
  groupName: string;
  products: SizeProductView[];
  notes: string | null;
  submittedAt: Date;
}

function toGroupView(
  group: Group,
  memberCount: number,
  membershipStatus: string | null,
  showInviteCode: boolean,
): GroupView {
  return {
    id: group.id,
    name: group.name,
    school: group.school ?? null,
    graduationYear: group.graduationYear ?? null,
    coordinatorEmail: group.coordinatorEmail,
    inviteCode: showInviteCode ? group.inviteCode : null,
    deadline: group.deadline ?? null,
    status: group.status,
    maxMembers: group.maxMembers ?? null,
    description: group.description ?? null,
    createdAt: group.createdAt,
    memberCount,
    membershipStatus,
  };
}

const MEMBER_COUNT_SQL =
  "select group_id as key, count(*) as n from group_members where group_id in (?) and status <> 'declined' group by group_id";

/** Groups the customer coordinates, newest first, with their member counts. Two queries. */
export async function listCoordinatedGroups(em: EntityManager, email: string): Promise<GroupView[]> {
  const groups = await em.find(
    Group,
    { coordinatorEmail: normalizeEmail(email) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  if (groups.length === 0) return [];
  const counts = await countBy(em, MEMBER_COUNT_SQL, [groups.map((g) => g.id)]);
  return groups.map((group) => toGroupView(group, counts.get(group.id) ?? 0, null, true));
}

/**
 * Groups the customer is invited to or a member of (not declined, not their own), with their status there.
 * Two queries.
 */
export async function listMemberOfGroups(em: EntityManager, email: string): Promise<GroupView[]> {
  const normalised = normalizeEmail(email);
  const memberships = await em.find(
    GroupMember,
    { email: normalised, status: { $ne: 'declined' }, group: { coordinatorEmail: { $ne: normalised } } },
    { populate: ['group'], orderBy: { invitedAt: 'desc', id: 'desc' } },
  );
  if (memberships.length === 0) return [];
  const counts = await countBy(em, MEMBER_COUNT_SQL, [memberships.map((m) => m.group.id)]);
  return memberships.map((m) => toGroupView(m.group.getEntity(), counts.get(m.group.id) ?? 0, m.status, false));
}

/**
 * The members of the groups this customer coordinates, with names from their memberships (null when the
 * invited address has none or the member does not share their name with coordinators). Two queries.
 */
export async function listGroupMemberships(em: EntityManager, email: string): Promise<GroupMembershipView[]> {
  const rows = await em.find(
    GroupMember,
    { group: { coordinatorEmail: normalizeEmail(email) } },
    { orderBy: { group: { id: 'asc' }, invitedAt: 'asc', id: 'asc' } },
  );
  if (rows.length === 0) return [];
  const members = await em.find(
    Member,
    { email: { $in: [...new Set(rows.map((r) => r.email.toLowerCase()))] } },
    { fields: ['email', 'firstName', 'lastName', 'shareNameWithCoordinators'] },
  );
  // Members who turned off 'Vis navnet mitt for gruppekoordinatorer' are shown by e-mail only.
  const byEmail = new Map(members.filter((m) => m.shareNameWithCoordinators).map((m) => [m.email, m]));
  return rows.map((row) => {
    const member = byEmail.get(row.email.toLowerCase());
    return {
      id: row.id,
      groupId: row.group.id,
      email: row.email,
      firstName: member?.firstName ?? null,
      lastName: member?.lastName ?? null,
      role: row.role,
      status: row.status,
      joinedAt: row.joinedAt ?? null,
      invitedAt: row.invitedAt,
    };
  });
}

/**
 * The customer's size submissions, newest first, with the products list parsed from its JSON text (or, for a
 * row without one, the single product in its own columns). One query (join).
 */
export async function listCustomerSizeSubmissions(em: EntityManager, email: string): Promise<SizeSubmissionView[]> {
  const rows = await em.find(
    SizeSubmission,
    { memberEmail: normalizeEmail(email) },
    { populate: ['group'], orderBy: { submittedAt: 'desc', id: 'desc' } },
  );
  return rows.map((row) => {
    let products: SizeProductView[] = parseJsonList(row.products).map((p) => ({
      productId: nullableInt(p.productId),
      name: nullableText(p.name),
      size: nullableText(p.size),
      color: nullableText(p.color),
      quantity: positiveQuantity(p.quantity),
    }));
    if (products.length === 0 && (row.size || row.productId != null)) {
      products = [
        {
          productId: row.productId ?? null,
          name: null,
          size: row.size ?? null,
          color: row.color ?? null,
          quantity: row.quantity,
        },
      ];
    }
    return {
      id: row.id,
      groupId: row.group.id,
      groupName: row.group.getEntity().name,
      products,
      notes: row.notes ?? null,
      submittedAt: row.submittedAt,
    };
  });
}
