import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, parseId, requireSignedIn, signedInCustomer, staffMay } from '../../common/access.js';
import type { Sessions } from '../../common/context.js';
import { FORBIDDEN_MESSAGE, ForbiddenError, NotFoundError } from '../../common/errors.js';
import { GroupViewerRole } from './group.views.js';
import { GroupMember } from './group-member.entity.js';
import { Group } from './group.entity.js';

/** Who the caller is to a group (coordinator, member, staff), decided once for every read and change. */

interface GroupAccess {
  group: Group;
  role: GroupViewerRole;
  /** The viewer's row when they are in the group (not the coordinator). */
  membership: GroupMember | null;
  /** The signed-in customer's e-mail, if any. */
  email: string | null;
}

export const parseGroupId = (id: number | string) => parseId(id, 'Fant ikke gruppen');

/**
 * Loads a group and decides who the caller is to it. `need`: 'read' (coordinator, anyone with a row, staff),
 * 'coordinate' (the coordinator only). 401 without a session, 404 for a group that does not exist, 403 otherwise.
 * With `lock`, the group row is locked for the rest of the transaction (capacity and deadline checks).
 */
export async function accessGroup(
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
export function requireCustomerEmail(sessions: Sessions): string {
  return signedInCustomer(sessions, FORBIDDEN_MESSAGE);
}
