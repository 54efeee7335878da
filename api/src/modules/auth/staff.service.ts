import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import { INVALID_CREDENTIALS_MESSAGE, staffSignInInput } from '@russ/schema/auth/auth.validators';
import type { StaffRole } from '@russ/schema/domain/staff-roles';
import type { AppConfig } from '../../infra/config.js';
import { User } from '../users/user.entity.js';
import type { AuthRateLimits } from './rate-limit.js';

export const BCRYPT_ROUNDS = 10;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'For mange mislykkede innloggingsforsøk. Vent noen minutter og prøv igjen.';

export interface StaffIdentity {
  id: number;
  username: string;
  role: StaffRole;
}

export type StaffSignInResult =
  | { ok: true; user: StaffIdentity }
  | { ok: false; reason: 'invalid-credentials' | 'too-many-attempts'; message: string };

/** Hash compared when the username does not exist, so a miss costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= bcrypt.hash('russ-not-a-real-password', BCRYPT_ROUNDS));

export function hashStaffPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

/**
 * Makes sure the configured admin (ADMIN_USERNAME / ADMIN_PASSWORD) exists with role admin and can sign in with
 * the configured password: creates the user, or updates role and hash when they no longer match. Safe to run on
 * every start and from several processes at once.
 */
export async function ensureAdminUser(
  orm: MikroORM,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword'>,
): Promise<StaffIdentity> {
  const em = orm.em.fork();
  const username = config.adminUsername.trim();
  const existing = await em.findOne(User, { username });
  if (!existing) {
    const password = await hashStaffPassword(config.adminPassword);
    // Another process may create the same admin at the same moment: insert-or-nothing, then read.
    await em
      .createQueryBuilder(User)
      .insert({ username, password, role: 'admin' })
      .onConflict('username')
      .ignore()
      .execute();
    const created = await em.findOneOrFail(User, { username });
    return { id: created.id, username: created.username, role: created.role };
  }
  let changed = false;
  if (existing.role !== 'admin') {
    existing.role = 'admin';
    changed = true;
  }
  if (!(await bcrypt.compare(config.adminPassword, existing.password))) {
    existing.password = await hashStaffPassword(config.adminPassword);
    changed = true;
  }
  if (changed) await em.flush();
  return { id: existing.id, username: existing.username, role: existing.role };
}

export interface StaffSignInOptions {
  ip?: string;
  limits?: Pick<AuthRateLimits, 'staffFailuresPerUsername' | 'staffFailuresPerIp'>;
}

/**
 * Checks a staff username and password. Every failure answers the same vague 'Feil brukernavn eller passord'
 * (unknown user and wrong password take the same time: a dummy hash is compared when the user is missing), so the
 * form never reveals which usernames exist. Each attempt is counted per username and per IP before the password is
 * checked (a success gives it back); beyond the limit the password is not checked at all until the window passes.
 */
export async function signInStaff(
  em: EntityManager,
  username: unknown,
  password: unknown,
  options: StaffSignInOptions = {},
): Promise<StaffSignInResult> {
  const invalid: StaffSignInResult = { ok: false, reason: 'invalid-credentials', message: INVALID_CREDENTIALS_MESSAGE };
  const parsed = staffSignInInput.safeParse({ username, password });
  if (!parsed.success) return invalid;
  const { username: name } = parsed.data;

  const { limits, ip } = options;
  const nameKey = name.toLowerCase();
  if (limits) {
    // The attempt is counted before the password is compared (one atomic increment per counter), so a burst of
    // parallel guesses cannot all pass a check that has not seen the others yet: at most `limit` are compared.
    const [nameAllowed, ipAllowed] = await Promise.all([
      limits.staffFailuresPerUsername.hit(nameKey),
      ip ? limits.staffFailuresPerIp.hit(ip) : true,
    ]);
    if (!nameAllowed || !ipAllowed) {
      return { ok: false, reason: 'too-many-attempts', message: TOO_MANY_ATTEMPTS_MESSAGE };
    }
  }

  const user = await em.findOne(User, { username: name });
  const matches = await bcrypt.compare(parsed.data.password, user?.password ?? (await getDummyHash()));
  if (!user || !matches) return invalid; // the attempt stays counted
  // A success clears the username's failures and gives the IP its attempt back.
  await Promise.all([limits?.staffFailuresPerUsername.reset(nameKey), ip && limits?.staffFailuresPerIp.release(ip)]);
  return { ok: true, user: { id: user.id, username: user.username, role: user.role } };
}

/** The staff user behind a session, or null when the account no longer exists. */
export async function findStaffUser(em: EntityManager, userId: number): Promise<StaffIdentity | null> {
  const user = await em.findOne(User, { id: userId });
  return user ? { id: user.id, username: user.username, role: user.role } : null;
}
