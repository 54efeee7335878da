import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { NotFoundError } from '../../common/errors.js';
import { pickFields } from '../../common/pick-fields.js';
import { Member } from './member.entity.js';
import type { CustomerProfile as CustomerProfileShape } from './profile.types.js';

/** The member profile as the customer area reads it (REST answer and GraphQL `CustomerProfile`). */

export const PROFILE_NOT_FOUND_MESSAGE = 'Fant ingen medlemsprofil for denne e-postadressen';

/** The member profile for this e-mail, or null when there is no membership. One query. */
export async function findCustomerProfile(em: EntityManager, email: string): Promise<CustomerProfileShape | null> {
  const member = await em.findOne(Member, { email: normalizeEmail(email) });
  if (!member) return null;
  return {
    ...pickFields(member, ['id', 'firstName', 'lastName', 'email', 'school', 'graduationYear', 'joinedAt']),
    isActive: member.isActive !== 'false',
    ...pickFields(member, ['emailNotifications', 'shareNameWithCoordinators']),
  };
}

/** Like findCustomerProfile, but a missing membership is a NotFoundError (404 on REST). */
export async function getCustomerProfile(em: EntityManager, email: string): Promise<CustomerProfileShape> {
  const profile = await findCustomerProfile(em, email);
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return profile;
}
