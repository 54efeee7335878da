import type { AuditAction } from '@russ/schema/audit/audit-actions';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import {
  changeOwnPasswordInput,
  STAFF_USER_MESSAGES as M,
  staffPassword,
  staffRole,
  staffUserCreateInput,
} from '@russ/schema/staff/staff-user.validators';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationFailed } from '../../common/errors.js';
import { listPage, type ListPage, type ListSpec, type ListWindowArgs } from '../../common/list-page.js';
import { parseInput } from '../../common/validation.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { hashStaffPassword, identityOf, type StaffIdentity } from './staff-auth.service.js';
import { User } from './user.entity.js';
import type { StaffUser } from './staff-users.types.js';

/**
 * Staff users (admin §13, `Ansatte`, administrator only) and `Endre passord` (every staff member).
 *
 * - Passwords are bcrypt-hashed like every staff password (`hashStaffPassword`), at least 12 characters; a password
 *   or its hash is never logged nor put in an audit entry (the entry says that the password was reset or changed).
 * - A change of role, a deactivation, an activation and a password reset bump the user's `session_version`, so
 *   every cookie signed before is refused on the user's next request (common/auth.ts `resolveSessions`, which
 *   answers 'Du er logget ut.' or, for a deactivated user, 'Kontoen er deaktivert.'). A deactivated user cannot
 *   sign in (`signInStaff`).
 * - The last active administrator cannot be demoted or deactivated: every change that could remove an active
 *   administrator takes one transaction-scoped advisory lock first, so two administrators demoting each other at
 *   the same moment are serialised and the second is refused.
 * - Every change writes an audit entry (entity type `staffUser`) in the same transaction.
 */

export interface StaffUserQuery extends ListWindowArgs {
  search?: string | null;
  filter?: { role?: string | null; active?: boolean | null } | null;
}

/** Sortable fields (entity properties), by username by default. */
export const STAFF_USER_LIST: ListSpec = {
  sortable: { username: 'username', name: 'name', role: 'role', createdAt: 'createdAt' },
  defaultSort: { field: 'username', order: 'ASC' },
  tieBreaker: 'id',
};

/** The audit trail's kind of record for a staff user (admin console route /admin/staff/:id). */
export const STAFF_USER_ENTITY = 'staffUser';

const ADMIN_LOCK = 'staff-users:active-admins';

const toView = (user: User): StaffUser => ({
  id: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.role,
  active: user.active,
  totpEnabled: user.totpEnabledAt !== null,
  totpRequired: user.totpRequired,
  createdAt: user.createdAt,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `Ansatte`: staff users, sorted by username; `search` matches username, name or e-mail (every word). */
export async function listStaffUsers(em: EntityManager, query: StaffUserQuery): Promise<ListPage<StaffUser>> {
  const and: FilterQuery<User>[] = [];
  for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = `%${escapeLike(word)}%`;
    and.push({ $or: [{ username: { $ilike: like } }, { name: { $ilike: like } }, { email: { $ilike: like } }] });
  }
  const { role, active } = query.filter ?? {};
  if (role === 'staff' || role === 'admin') and.push({ role });
  if (active != null) and.push({ active });
  const where: FilterQuery<User> = and.length ? { $and: and } : {};
  return listPage(query, STAFF_USER_LIST, {
    page: async ({ orderBy, offset, limit }) => (await em.find(User, where, { orderBy, offset, limit })).map(toView),
    count: () => em.count(User, where),
  });
}

async function userOrNotFound(em: EntityManager, id: number): Promise<User> {
  const user = await em.findOne(User, { id }, { refresh: true });
  if (!user) throw new NotFoundError(M.notFound);
  return user;
}

export async function getStaffUser(em: EntityManager, id: number): Promise<StaffUser> {
  return toView(await userOrNotFound(em, id));
}

/** Every staff user by id and username, for the audit log's staff filter. */
export async function listStaffNames(em: EntityManager): Promise<Array<Pick<StaffUser, 'id' | 'username' | 'name'>>> {
  const users = await em.find(User, {}, { orderBy: { username: 'asc' }, fields: ['id', 'username', 'name'] });
  return users.map((user) => ({ id: user.id, username: user.username, name: user.name }));
}

async function assertUnique(em: EntityManager, username: string, email: string): Promise<void> {
  const [nameRows, emailRows] = await Promise.all([
    em
      .getConnection()
      .execute<Array<{ id: number }>>('select id from users where lower(username) = lower(?)', [username]),
    em.getConnection().execute<Array<{ id: number }>>('select id from users where lower(email) = lower(?)', [email]),
  ]);
  const fieldErrors: Record<string, string> = {};
  if (nameRows.length) fieldErrors.username = M.usernameTaken;
  if (emailRows.length) fieldErrors.email = M.emailTaken;
  if (Object.keys(fieldErrors).length) throw new ValidationFailed(fieldErrors);
}

/** `Ny ansatt`. A username or e-mail in use (whatever its case) is refused on its field. */
export async function createStaffUser(em: EntityManager, actor: AuditActor, input: unknown): Promise<StaffUser> {
  const values = parseInput(staffUserCreateInput, input);
  await assertUnique(em, values.username, values.email);
  const password = await hashStaffPassword(values.password);
  try {
    const user = await em.transactional(async (tx) => {
      const created = tx.create(User, {
        username: values.username,
        name: values.name,
        email: values.email,
        role: values.role,
        password,
      });
      await tx.flush();
      recordAudit(tx, actor, {
        action: 'staffUser.created',
        entityType: STAFF_USER_ENTITY,
        entityId: created.id,
        after: {
          username: created.username,
          name: created.name,
          email: created.email,
          role: created.role,
          active: true,
        },
      });
      return created;
    });
    return toView(user);
  } catch (error) {
    // Two creations of the same name at once: the unique indexes decide, the loser gets the same message.
    if (isUniqueViolation(error)) await assertUnique(em, values.username, values.email);
    throw error;
  }
}

/**
 * Runs `change` on the user, locked, inside a transaction that holds the active-administrators lock; `change`
 * returns the audit entry's fields, or null when nothing changed. Refuses a change that leaves no active
 * administrator.
 */
async function changeUser(
  em: EntityManager,
  actor: AuditActor,
  id: number,
  change: (
    user: User,
  ) => { action: AuditAction; before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null,
): Promise<StaffUser> {
  const user = await em.transactional(async (tx) => {
    await tx
      .getConnection()
      .execute('select pg_advisory_xact_lock(hashtext(?))', [ADMIN_LOCK], 'all', tx.getTransactionContext());
    const target = await userOrNotFound(tx, id);
    const wasActiveAdmin = target.role === 'admin' && target.active;
    const audit = change(target);
    if (!audit) return target;
    if (wasActiveAdmin && !(target.role === 'admin' && target.active)) {
      const others = await tx.count(User, { role: 'admin', active: true, id: { $ne: id } });
      if (others === 0) throw new ConflictError(M.lastAdmin);
    }
    // Every cookie signed before stops working on the user's next request.
    target.sessionVersion += 1;
    recordAudit(tx, actor, { ...audit, entityType: STAFF_USER_ENTITY, entityId: id });
    return target;
  });
  return toView(user);
}

/** `Endre rolle`. */
export function changeStaffRole(em: EntityManager, actor: AuditActor, id: number, role: unknown): Promise<StaffUser> {
  const next = parseInput(staffRole, role);
  return changeUser(em, actor, id, (user) => {
    if (user.role === next) return null;
    const before = { role: user.role };
    user.role = next;
    return { action: 'staffUser.role.changed', before, after: { role: next } };
  });
}

/** `Deaktiver` (active false) / `Aktiver` (active true). */
export function setStaffUserActive(
  em: EntityManager,
  actor: AuditActor,
  id: number,
  active: boolean,
): Promise<StaffUser> {
  return changeUser(em, actor, id, (user) => {
    if (user.active === active) return null;
    user.active = active;
    return {
      action: active ? 'staffUser.activated' : 'staffUser.deactivated',
      before: { active: !active },
      after: { active },
    };
  });
}

/**
 * `Tilbakestill to-trinns innlogging`: switches the user's two-step sign-in off (secret and recovery codes
 * dropped) and ends their sessions; where it is required, their next sign-in leads to the enrolment again.
 */
export function resetStaffTotp(em: EntityManager, actor: AuditActor, id: number): Promise<StaffUser> {
  return changeUser(em, actor, id, (user) => {
    const wasEnabled = user.totpEnabledAt !== null;
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpEnabledAt = null;
    user.totpLastStep = null;
    user.totpRecoveryHashes = [];
    // Never the secret: only the fact.
    return { action: 'staffUser.totp.reset', before: { totpEnabled: wasEnabled }, after: { totpEnabled: false } };
  });
}

/** `Krever to-trinns innlogging`: whether this user must have two-step sign-in (their sessions end). */
export function setStaffTotpRequired(
  em: EntityManager,
  actor: AuditActor,
  id: number,
  required: boolean,
): Promise<StaffUser> {
  return changeUser(em, actor, id, (user) => {
    if (user.totpRequired === required) return null;
    user.totpRequired = required;
    return {
      action: 'staffUser.totpRequired.changed',
      before: { totpRequired: !required },
      after: { totpRequired: required },
    };
  });
}

/** `Tilbakestill passord`: the administrator sets a new password; the user's sessions end. */
export async function resetStaffPassword(
  em: EntityManager,
  actor: AuditActor,
  id: number,
  password: unknown,
): Promise<StaffUser> {
  const parsed = staffPassword.safeParse(password);
  if (!parsed.success) throw new ValidationFailed({ password: parsed.error.issues[0]?.message ?? M.passwordTooShort });
  const hash = await hashStaffPassword(parsed.data);
  return changeUser(em, actor, id, (user) => {
    user.password = hash;
    // Only the fact is recorded, never the password or its hash.
    return { action: 'staffUser.password.reset', before: null, after: null };
  });
}

/**
 * `Endre passord`: the signed-in staff member's own password. A wrong current password is refused on its field;
 * every session of the user ends, and the caller gets the identity to sign this browser's new cookie with.
 */
export async function changeOwnPassword(em: EntityManager, actor: AuditActor, input: unknown): Promise<StaffIdentity> {
  const values = parseInput(changeOwnPasswordInput, input);
  const current = await userOrNotFound(em, actor.userId);
  if (!(await bcrypt.compare(values.currentPassword, current.password))) {
    throw new ValidationFailed({ currentPassword: M.wrongCurrentPassword }, M.wrongCurrentPassword);
  }
  const hash = await hashStaffPassword(values.newPassword);
  const user = await em.transactional(async (tx) => {
    const target = await userOrNotFound(tx, actor.userId);
    target.password = hash;
    target.sessionVersion += 1;
    recordAudit(tx, actor, {
      action: 'staffUser.password.changed',
      entityType: STAFF_USER_ENTITY,
      entityId: target.id,
    });
    return target;
  });
  return identityOf(user);
}
