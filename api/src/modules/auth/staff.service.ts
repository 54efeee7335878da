import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import { INVALID_CREDENTIALS_MESSAGE, staffSignInInput } from '@russ/schema/auth/auth.validators';
import type { StaffRole } from '@russ/schema/domain/staff-roles';
import type { Sessions } from '../../common/context.js';
import type { AppConfig } from '../../infra/config.js';
import { User } from '../users/user.entity.js';
import type { AuthRateLimits } from './rate-limit.js';

export const BCRYPT_ROUNDS = 10;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'For mange mislykkede innloggingsforsøk. Vent noen minutter og prøv igjen.';

export interface StaffIdentity {
  id: number;
  username: string;
  role: StaffRole;
  /** The user's session version, signed into the staff cookie. */
  sessionVersion: number;
}

/** What a staff cookie is signed from. */
export const identityOf = (user: User): StaffIdentity => ({
  id: user.id,
  username: user.username,
  role: user.role,
  sessionVersion: user.sessionVersion,
});

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
    return identityOf(await em.findOneOrFail(User, { username }));
  }
  let changed = false;
  if (existing.role !== 'admin' || !existing.active) {
    existing.role = 'admin';
    existing.active = true;
    changed = true;
  }
  if (!(await bcrypt.compare(config.adminPassword, existing.password))) {
    existing.password = await hashStaffPassword(config.adminPassword);
    changed = true;
  }
  if (changed) await em.flush();
  return identityOf(existing);
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
  if (!user || !matches || !user.active) return invalid; // the attempt stays counted
  // A success clears the username's failures and gives the IP its attempt back.
  await Promise.all([limits?.staffFailuresPerUsername.reset(nameKey), ip && limits?.staffFailuresPerIp.release(ip)]);
  return { ok: true, user: identityOf(user) };
}

/**
 * Ends every session of a staff user: bumps `session_version`, so every cookie signed before is refused on its next
 * request. (A change of role or a deactivation needs no call: `resolveSessions` compares the role and active flag.)
 */
async function endStaffSessions(em: EntityManager, userId: number): Promise<void> {
  await em.getConnection().execute('update users set session_version = session_version + 1 where id = ?', [userId]);
}

/**
 * Signs a staff member out on the server: this sign-in's cookie is refused from now on, even if replayed, while
 * their other sign-ins (another browser) go on. A cookie from before sessions had ids ends every session.
 * Revocations are kept until the cookie would have expired anyway.
 */
export async function endStaffSession(em: EntityManager, staff: Sessions['staff']): Promise<void> {
  if (!staff) return; // not signed in as staff: only the cookie is cleared
  if (!staff.session) return endStaffSessions(em, staff.userId);
  const connection = em.getConnection();
  await connection.execute('delete from staff_session_revocations where expires_at < now()');
  await connection.execute(
    'insert into staff_session_revocations (session_id, expires_at) values (?, ?) on conflict do nothing',
    [staff.session.id, staff.session.expiresAt],
  );
}
