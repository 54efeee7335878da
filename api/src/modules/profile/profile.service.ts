import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../common/access.js';
import { profileInput, profileSettingsInput } from '@russ/schema/profile/profile.validators';
import { customerEmailHash } from '../../common/auth.js';
import { NotFoundError } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { type CustomerProfileView, findCustomerProfile, PROFILE_NOT_FOUND_MESSAGE } from './profile.views.js';
import { Member } from '../members/member.entity.js';

/**
 * The profile tab (customer-area §2 "Tab profile"): personal info, account settings, "sign out everywhere", the
 * data export and account deletion. Callers decide whose account it is with `customerTarget` (common/access.ts) first.
 */

async function requireMember(em: EntityManager, email: string): Promise<Member> {
  const member = await em.findOne(Member, { email: normalizeEmail(email) });
  if (!member) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return member;
}

async function profileView(em: EntityManager, email: string): Promise<CustomerProfileView> {
  const view = await findCustomerProfile(em, email);
  if (!view) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return view;
}

/**
 * Changes first name, last name, school and graduation year (the signup's rules and messages). The e-mail is not
 * changed here. Throws ValidationFailed for invalid input and NotFoundError without a membership.
 */
export async function updateProfile(em: EntityManager, email: string, input: unknown): Promise<CustomerProfileView> {
  const data = parseInput(profileInput, input);
  const member = await requireMember(em, email);
  em.assign(member, data);
  await em.flush();
  return profileView(em, email);
}

/** Turns e-mail notifications and the privacy setting on or off; fields not given stay as they are. */
export async function updateProfileSettings(
  em: EntityManager,
  email: string,
  input: unknown,
): Promise<CustomerProfileView> {
  const data = parseInput(profileSettingsInput, input ?? {});
  const member = await requireMember(em, email);
  if (data.emailNotifications !== undefined) member.emailNotifications = data.emailNotifications;
  if (data.shareNameWithCoordinators !== undefined) member.shareNameWithCoordinators = data.shareNameWithCoordinators;
  await em.flush();
  return profileView(em, email);
}

/**
 * Signs the customer out on every device: every customer session cookie for this e-mail signed up to now stops
 * working on the next request (common/auth.ts `rejectRevokedCustomerSession`), including the caller's own.
 * A later revocation never moves the time back.
 */
export async function revokeCustomerSessions(em: EntityManager, email: string, at = new Date()): Promise<Date> {
  await em
    .getConnection()
    .execute(
      'insert into customer_session_revocations (email_hash, revoked_at) values (?, ?) on conflict (email_hash) do update set revoked_at = greatest(customer_session_revocations.revoked_at, excluded.revoked_at)',
      [customerEmailHash(email), at],
      'run',
      em.getTransactionContext(),
    );
  return at;
}

// ---------------------------------------------------------------------------------------------------------
// Data export
