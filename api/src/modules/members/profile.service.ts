import type { AuditAction } from '@russ/schema/audit/audit-actions';
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileInput, profileSettingsInput } from '@russ/schema/members/profile.validators';
import { normalizeEmail } from '../../common/access.js';
import { customerEmailHash } from '../../common/auth.js';
import { NotFoundError } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import { auditSnapshot, recordAudit, snapshotFields, type AuditActor } from '../audit/audit.service.js';
import { Member } from './member.entity.js';
import { findCustomerProfile, PROFILE_NOT_FOUND_MESSAGE } from './profile.views.js';
import type { CustomerProfile } from './profile.types.js';

/**
 * The profile tab (customer-area §2 "Tab profile"): personal info, account settings, "sign out everywhere", the
 * data export and account deletion. Callers decide whose account it is with `customerTarget` (common/access.ts) first.
 */

async function requireMember(em: EntityManager, email: string): Promise<Member> {
  const member = await em.findOne(Member, { email: normalizeEmail(email) });
  if (!member) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return member;
}

async function profileView(em: EntityManager, email: string): Promise<CustomerProfile> {
  const view = await findCustomerProfile(em, email);
  if (!view) throw new NotFoundError(PROFILE_NOT_FOUND_MESSAGE);
  return view;
}

/** Applies a change to the member row; with `actor` (staff acting for the customer) audited in the same flush. */
async function changeMember(
  em: EntityManager,
  email: string,
  actor: AuditActor | null | undefined,
  action: AuditAction,
  change: (member: Member) => readonly string[],
): Promise<void> {
  await em.transactional(async (tx) => {
    const member = await requireMember(tx, email);
    const before = auditSnapshot(member);
    const fields = change(member);
    if (actor) {
      recordAudit(tx, actor, {
        action,
        entityType: 'member',
        entityId: member.email,
        before: snapshotFields(before, fields),
        after: auditSnapshot(member, fields),
      });
    }
  });
}

/**
 * Changes first name, last name, school and graduation year (the signup's rules and messages). The e-mail is not
 * changed here. Throws ValidationFailed for invalid input and NotFoundError without a membership. With `actor`
 * (staff acting for the customer) the change is audited in the same transaction.
 */
export async function updateProfile(
  em: EntityManager,
  email: string,
  input: unknown,
  actor?: AuditActor | null,
): Promise<CustomerProfile> {
  const data = parseInput(profileInput, input);
  await changeMember(em, email, actor, 'member.profile.updated', (member) => {
    Object.assign(member, data);
    return Object.keys(data);
  });
  return profileView(em, email);
}

/**
 * Turns e-mail notifications and the privacy setting on or off; fields not given stay as they are. With `actor`
 * audited in the same transaction.
 */
export async function updateProfileSettings(
  em: EntityManager,
  email: string,
  input: unknown,
  actor?: AuditActor | null,
): Promise<CustomerProfile> {
  const data = parseInput(profileSettingsInput, input ?? {});
  await changeMember(em, email, actor, 'member.settings.updated', (member) => {
    if (data.emailNotifications !== undefined) member.emailNotifications = data.emailNotifications;
    if (data.shareNameWithCoordinators !== undefined) member.shareNameWithCoordinators = data.shareNameWithCoordinators;
    return ['emailNotifications', 'shareNameWithCoordinators'];
  });
  return profileView(em, email);
}

/**
 * Signs the customer out on every device: every customer session cookie for this e-mail signed up to now stops
 * working on the next request (common/auth.ts `resolveSessions`), including the caller's own. A later
 * revocation never moves the time back.
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

/**
 * "Sign out everywhere" for a customer (`revokeCustomerSessions`); with `actor` (staff doing it for the customer)
 * audited in the same transaction.
 */
export async function signOutCustomerEverywhere(
  em: EntityManager,
  email: string,
  actor?: AuditActor | null,
): Promise<void> {
  await em.transactional(async (tx) => {
    const at = await revokeCustomerSessions(tx, email);
    if (actor) {
      const entityId = normalizeEmail(email);
      const after = { sessionsRevokedAt: at.toISOString() };
      recordAudit(tx, actor, { action: 'member.sessions.revoked', entityType: 'member', entityId, after });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Data export
