import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MEMBER_STAFF_MESSAGES, memberStatusOf, type MemberStatus } from '@russ/schema/members/member-status';
import { parseId } from '../../common/access.js';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { revokeCustomerSessions } from './profile.service.js';
import { findStaffMember } from './member-list.query.js';
import { Member } from './member.entity.js';
import type { StaffMember } from './member-admin.types.js';

/**
 * The administrator's steps on a member (admin §9): deactivate and activate again. Deleting a member is the
 * customer's own account deletion (account-deletion/account-deletion.service.ts), called by staff holding
 * members.manage.
 */

/** A member by id for the console; NotFoundError ('Fant ikke medlemmet.') otherwise. */
export async function getStaffMember(em: EntityManager, id: number | string): Promise<StaffMember> {
  const view = await findStaffMember(em, parseId(id, MEMBER_STAFF_MESSAGES.notFound));
  if (!view) throw new NotFoundError(MEMBER_STAFF_MESSAGES.notFound);
  return view;
}

async function setMemberStatus(
  em: EntityManager,
  id: number | string,
  actor: AuditActor,
  status: MemberStatus,
): Promise<StaffMember> {
  const memberId = parseId(id, MEMBER_STAFF_MESSAGES.notFound);
  await em.transactional(async (tx) => {
    const member = await tx.findOne(Member, { id: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!member) throw new NotFoundError(MEMBER_STAFF_MESSAGES.notFound);
    const before = memberStatusOf(member.isActive);
    if (before === status) {
      throw new ConflictError(
        status === 'deactivated' ? MEMBER_STAFF_MESSAGES.alreadyDeactivated : MEMBER_STAFF_MESSAGES.alreadyActive,
      );
    }
    member.isActive = status === 'deactivated' ? 'false' : 'true';
    member.deactivatedAt = status === 'deactivated' ? new Date() : null;
    const after: Record<string, unknown> = { status };
    if (status === 'deactivated') {
      const at = await revokeCustomerSessions(tx, member.email);
      after.sessionsRevokedAt = at.toISOString();
    }
    recordAudit(tx, actor, {
      action: status === 'deactivated' ? 'member.deactivated' : 'member.activated',
      entityType: 'member',
      entityId: member.email,
      before: { status: before },
      after,
    });
  });
  return getStaffMember(em, memberId);
}

/**
 * Deactivates a member: they can no longer sign in (a sign-in link request mails a note instead of a link, and a
 * link sent earlier signs in nobody), and every session of theirs ends at once. Audited in the same transaction.
 * NotFoundError without the member, ConflictError when already deactivated; nothing changes then.
 */
export function deactivateMember(em: EntityManager, id: number | string, actor: AuditActor) {
  return setMemberStatus(em, id, actor, 'deactivated');
}

/** Lets a deactivated member sign in again (sessions ended before stay ended). Audited; ConflictError when active. */
export function activateMember(em: EntityManager, id: number | string, actor: AuditActor) {
  return setMemberStatus(em, id, actor, 'active');
}
