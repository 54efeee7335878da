import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { Member } from './member.entity.js';
import { PROFILE_NOT_FOUND_MESSAGE } from './profile.views.js';
import { revokeCustomerSessions } from './profile.service.js';

/** What the members feature does when a customer deletes their account (account-deletion.service.ts). */

/** The membership of this e-mail (as stored); NotFoundError 'Fant ingen medlemsprofil …' without one. */
export async function findMembershipOrFail(em: EntityManager, email: string): Promise<Member> {
  const member = await em.findOne(Member, { email });
  if (!member) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return member;
}

/** Deletes the membership and revokes every session of the customer at the same moment, in the caller's transaction. */
export async function deleteMembership(tx: EntityManager, member: Member): Promise<void> {
  await tx.execute('delete from members where id = ?', [member.id]);
  await revokeCustomerSessions(tx, member.email);
}
