import { LockMode, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import bcrypt from 'bcryptjs';
import type { FastifyBaseLogger } from 'fastify';
import {
  STAFF_SECOND_STEP_TTL_SECONDS,
  STAFF_TOTP_MESSAGES,
  totpRequiredFor,
  type StaffTotpRequirement,
} from '@russ/schema/staff/staff-totp';
import { INVALID_CREDENTIALS_MESSAGE, staffSignInInput } from '@russ/schema/auth/auth.validators';
import type { StaffRole } from '@russ/schema/staff/staff-roles';
import type { Sessions } from '../../common/context.js';
import type { AppConfig } from '../../infra/config.js';
import { User } from './user.entity.js';
import { signWithPurpose, verifyWithPurpose } from '../../infra/signing-key.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthRateLimits } from '../../common/rate-limit.js';
import { logStaffSecurityEvent } from '../../common/security-events.js';
import { verifyStaffSecondFactor } from './staff-totp.service.js';

/** bcrypt cost of new hashes; a hash of a lower cost is replaced at the user's next successful sign-in. */
export const BCRYPT_ROUNDS = 12;

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
  | {
      ok: true;
      user: StaffIdentity;
      /** Two-step sign-in is on: no session yet, the code is asked for next (`completeStaffSecondStep`). */
      secondStep: boolean;
      /** Two-step sign-in is required of the user but off: the session reaches only the enrolment. */
      mustEnrolTotp: boolean;
    }
  | { ok: false; reason: 'invalid-credentials' | 'too-many-attempts'; message: string };

/** Hash compared when the username does not exist, so a miss costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= bcrypt.hash('russ-not-a-real-password', BCRYPT_ROUNDS));

export function hashStaffPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

type SecurityLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;
const silentLog: SecurityLog = { info: () => undefined, warn: () => undefined };

/**
 * Makes sure the configured admin (ADMIN_USERNAME / ADMIN_PASSWORD) exists: creates it (role admin) when no user
 * has that username, and otherwise leaves it alone, so a password changed in the console or a deactivation
 * survives the next start. Only with `adminReset` (ADMIN_RESET=1) is an existing user set back: password from
 * ADMIN_PASSWORD, role admin, active, two-step sign-in off, every session ended, and an audit entry written.
 * Safe to run on every start and from several processes at once.
 */
export async function ensureAdminUser(
  orm: MikroORM,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword'> & Partial<Pick<AppConfig, 'adminReset'>>,
  log: SecurityLog = silentLog,
): Promise<StaffIdentity> {
  const em = orm.em.fork();
  const username = config.adminUsername.trim();
  const existing = await em.findOne(User, { username });
  if (!existing) {
    const password = await hashStaffPassword(config.adminPassword);
    // Another process may create the same admin at the same moment: insert-or-nothing, then read.
    const inserted: Array<{ id: number }> = await em
      .getConnection()
      .execute(
        `insert into users (username, password, role) values (?, ?, 'admin') on conflict (username) do nothing returning id`,
        [username, password],
      );
    const created = await em.findOneOrFail(User, { username });
    if (inserted.length > 0)
      logStaffSecurityEvent(log, 'staff.admin.created', { username, userId: created.id, outcome: 'success' });
    return identityOf(created);
  }
  if (!config.adminReset) return identityOf(existing);

  const password = await hashStaffPassword(config.adminPassword);
  const user = await em.transactional(async (tx) => {
    const target = await tx.findOneOrFail(
      User,
      { id: existing.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    const before = { role: target.role, active: target.active, totpEnabled: target.totpEnabledAt !== null };
    target.password = password;
    target.role = 'admin';
    target.active = true;
    target.totpSecret = null;
    target.totpPendingSecret = null;
    target.totpEnabledAt = null;
    target.totpLastStep = null;
    target.totpRecoveryHashes = [];
    target.sessionVersion += 1; // every cookie signed before is refused
    // The password itself is never recorded; the actor is the start-up (ADMIN_RESET), named as the admin itself.
    recordAudit(
      tx,
      { userId: target.id, username: target.username },
      {
        action: 'staffUser.admin.reset',
        entityType: 'staffUser',
        entityId: target.id,
        before,
        after: { role: 'admin', active: true, totpEnabled: false },
      },
    );
    return target;
  });
  logStaffSecurityEvent(log, 'staff.admin.reset', { username, userId: user.id, outcome: 'success' });
  return identityOf(user);
}

export interface StaffSignInOptions {
  ip?: string;
  limits?: Pick<AuthRateLimits, 'staffFailuresPerUsernameAndClient' | 'staffFailuresPerIp'>;
  /** Who must have two-step sign-in (STAFF_TOTP_REQUIRED); default: only users marked for it. */
  totpRequirement?: StaffTotpRequirement;
  log?: SecurityLog;
}

/** The lockout key of a username at a client: nobody elsewhere can lock the account out. */
const attemptKey = (username: string, ip: string | undefined) => `${username.toLowerCase()}|${ip ?? '-'}`;

/**
 * The pause before answering a failed attempt, growing with the failures of the username at this client within the
 * window: none for the first three, then 0.1 s, 0.2 s, 0.4 s … up to 2 s.
 */
export function failureDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(2000, 100 * 2 ** (failures - 4));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts one attempt of `username` from `ip` before it is checked: false when the username at this client, or the
 * client, is over its limit. (One atomic increment per counter, so parallel guesses cannot all pass.)
 */
async function takeAttempt(options: StaffSignInOptions, username: string): Promise<boolean> {
  const { limits, ip } = options;
  if (!limits) return true;
  const [pairAllowed, ipAllowed] = await Promise.all([
    limits.staffFailuresPerUsernameAndClient.hit(attemptKey(username, ip)),
    ip ? limits.staffFailuresPerIp.hit(ip) : true,
  ]);
  return pairAllowed && ipAllowed;
}

async function afterFailure(options: StaffSignInOptions, username: string): Promise<void> {
  if (!options.limits) return;
  const failures = await options.limits.staffFailuresPerUsernameAndClient.count(attemptKey(username, options.ip));
  const delay = failureDelayMs(failures);
  if (delay > 0) await pause(delay);
}

/** A success clears the username's failures at this client and gives the client its attempt back. */
async function afterSuccess(options: StaffSignInOptions, username: string): Promise<void> {
  const { limits, ip } = options;
  await Promise.all([
    limits?.staffFailuresPerUsernameAndClient.reset(attemptKey(username, ip)),
    ip && limits?.staffFailuresPerIp.release(ip),
  ]);
}

/**
 * Checks a staff username and password. Every failure answers the same vague 'Feil brukernavn eller passord'
 * (unknown user and wrong password take the same time: a dummy hash is compared when the user is missing), so the
 * form never reveals which usernames exist. Each attempt is counted per username at this client and per client
 * before the password is checked (a success gives it back), and failures are answered after a growing pause;
 * beyond the limit the password is not checked at all until the window passes. Failures elsewhere never lock the
 * username out here. A hash of a lower cost than BCRYPT_ROUNDS is replaced on success. A user with two-step
 * sign-in gets `secondStep` (the attempt stays counted until the code is right).
 */
export async function signInStaff(
  em: EntityManager,
  username: unknown,
  password: unknown,
  options: StaffSignInOptions = {},
): Promise<StaffSignInResult> {
  const invalid: StaffSignInResult = { ok: false, reason: 'invalid-credentials', message: INVALID_CREDENTIALS_MESSAGE };
  const log = options.log ?? silentLog;
  const parsed = staffSignInInput.safeParse({ username, password });
  if (!parsed.success) return invalid;
  const { username: name } = parsed.data;
  const who = { username: name.toLowerCase(), ip: options.ip };

  if (!(await takeAttempt(options, name))) {
    logStaffSecurityEvent(log, 'staff.sign-in.locked-out', { ...who, outcome: 'refused', reason: 'too-many-attempts' });
    return { ok: false, reason: 'too-many-attempts', message: TOO_MANY_ATTEMPTS_MESSAGE };
  }

  const user = await em.findOne(User, { username: name });
  const matches = await bcrypt.compare(parsed.data.password, user?.password ?? (await getDummyHash()));
  if (!user || !matches || !user.active) {
    // the attempt stays counted
    const reason = !user ? 'unknown-user' : !matches ? 'wrong-password' : 'deactivated';
    logStaffSecurityEvent(log, 'staff.sign-in.failed', { ...who, userId: user?.id, outcome: 'failure', reason });
    await afterFailure(options, name);
    return invalid;
  }
  if (bcrypt.getRounds(user.password) < BCRYPT_ROUNDS) {
    user.password = await hashStaffPassword(parsed.data.password);
    await em.flush();
  }
  const identity = identityOf(user);
  if (user.totpEnabledAt) {
    logStaffSecurityEvent(log, 'staff.sign-in.second-step-required', { ...who, userId: user.id, outcome: 'pending' });
    return { ok: true, user: identity, secondStep: true, mustEnrolTotp: false };
  }
  await afterSuccess(options, name);
  const mustEnrolTotp = totpRequiredFor(user, options.totpRequirement ?? 'off');
  logStaffSecurityEvent(log, 'staff.sign-in.succeeded', {
    ...who,
    userId: user.id,
    outcome: 'success',
    ...(mustEnrolTotp ? { reason: 'totp-enrolment-required' } : {}),
  });
  return { ok: true, user: identity, secondStep: false, mustEnrolTotp };
}

/** Signs the password step's proof: user id and session version, kind `staff-second-step`, 5 minutes. */
export function signStaffSecondStep(user: StaffIdentity, secret: string): string {
  return signWithPurpose(
    'session',
    { sub: String(user.id), ver: user.sessionVersion, kind: 'staff-second-step' },
    secret,
    {
      expiresIn: STAFF_SECOND_STEP_TTL_SECONDS,
    },
  );
}

function decodeStaffSecondStep(token: string | undefined, secret: string): { userId: number; version: number } | null {
  const payload = verifyWithPurpose('session', token, secret, { maxLength: 2048 });
  if (!payload || payload.kind !== 'staff-second-step') return null;
  const userId = Number(payload.sub);
  const version = Number(payload.ver);
  return Number.isSafeInteger(userId) && Number.isSafeInteger(version) ? { userId, version } : null;
}

export type StaffSecondStepResult =
  | { ok: true; user: StaffIdentity; via: 'totp' | 'recovery-code' }
  | { ok: false; reason: 'wrong-code' | 'expired' | 'too-many-attempts'; message: string };

/**
 * The code step of a staff sign-in: `token` is the password step's proof (its cookie), `code` a TOTP code or a
 * recovery code. Wrong codes count in the same lockout as wrong passwords (per username at this client, and per
 * client) and answer 'Koden er feil eller utløpt.'; an expired or stale proof answers that the sign-in must start
 * again.
 */
export async function completeStaffSecondStep(
  em: EntityManager,
  token: string | undefined,
  code: unknown,
  config: Pick<AppConfig, 'sessionSecret'>,
  options: StaffSignInOptions = {},
): Promise<StaffSecondStepResult> {
  const log = options.log ?? silentLog;
  const expired = { ok: false, reason: 'expired', message: STAFF_TOTP_MESSAGES.secondStepExpired } as const;
  const proof = decodeStaffSecondStep(token, config.sessionSecret);
  if (!proof) return expired;
  const user = await em.findOne(User, { id: proof.userId });
  if (!user || !user.active || user.sessionVersion !== proof.version || !user.totpEnabledAt) return expired;
  const who = { username: user.username.toLowerCase(), userId: user.id, ip: options.ip };
  if (!(await takeAttempt(options, user.username))) {
    logStaffSecurityEvent(log, 'staff.sign-in.locked-out', { ...who, outcome: 'refused', reason: 'too-many-attempts' });
    return { ok: false, reason: 'too-many-attempts', message: TOO_MANY_ATTEMPTS_MESSAGE };
  }
  const via =
    typeof code === 'string' && code.length <= 64 ? await verifyStaffSecondFactor(em, user.id, code, config) : null;
  if (!via) {
    logStaffSecurityEvent(log, 'staff.totp.failed', { ...who, outcome: 'failure', reason: 'wrong-code' });
    await afterFailure(options, user.username);
    return { ok: false, reason: 'wrong-code', message: STAFF_TOTP_MESSAGES.wrongCode };
  }
  await afterSuccess(options, user.username);
  if (via === 'recovery-code')
    logStaffSecurityEvent(log, 'staff.totp.recovery-code-used', { ...who, outcome: 'success' });
  logStaffSecurityEvent(log, 'staff.sign-in.succeeded', { ...who, outcome: 'success', reason: via });
  return { ok: true, user: identityOf(user), via };
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
