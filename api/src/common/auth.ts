import { createHash, randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import { signWithPurpose, verifyWithPurpose, type SigningSecrets } from '../infra/signing-key.js';
import type { StaffRole } from '@russ/schema/staff/staff-roles';
import { totpRequiredFor, type StaffTotpRequirement } from '@russ/schema/staff/staff-totp';
import { isLocalUrl, type AppConfig } from '../infra/config.js';
import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { normalizeEmail } from './access.js';
import type { Sessions, StaffSessionEnd } from './context.js';

/**
 * Sessions are signed cookies (JWT, HS256, the sessions key derived from SESSION_SECRET, infra/signing-key.ts):
 * any API process can read them and they survive a restart. Each token carries its sign-in's id (`jti`) and when
 * that sign-in happened (`auth_time`). Signing out stores the id (customer_session_ends, staff_session_revocations)
 * and `resolveSessions` refuses the cookie from then on; "sign out everywhere" (and account deletion) stores a
 * revocation time per customer and refuses older sign-ins. Staff cookies carry the user's session version too:
 * a change of role and deactivation end them.
 *
 * Each session ends after a time without use (idle timeout) and at the latest a fixed time after the sign-in
 * (absolute lifetime): the cookie's `exp` is at most the idle timeout ahead, and a cookie used some minutes after
 * it was signed is signed again (same claims, a fresh `exp`) on that request, never beyond `auth_time` plus the
 * lifetime.
 */

/** The cookie names on http://localhost (development, tests). Elsewhere they carry the `__Host-` prefix. */
export const CUSTOMER_SESSION_COOKIE = 'russ_session';
export const STAFF_SESSION_COOKIE = 'russ_staff';
/** Carries a passed password step to the code step of a staff sign-in with two-step sign-in (admin §13). */
export const STAFF_SECOND_STEP_COOKIE = 'russ_staff_second_step';

/** Absolute lifetime and idle timeout of a customer session. */
export const CUSTOMER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const CUSTOMER_IDLE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
/** A customer cookie used this long after it was signed is signed again with a fresh idle expiry. */
export const CUSTOMER_REISSUE_AFTER_SECONDS = 60 * 60;
/** Absolute lifetime and idle timeout of a staff session. */
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;
export const STAFF_IDLE_TIMEOUT_SECONDS = 30 * 60;
/** A staff cookie used this long after it was signed is signed again (the console stays open while it is used). */
export const STAFF_REISSUE_AFTER_SECONDS = 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The session cookies' names for a PUBLIC_URL: `__Host-russ_session` and `__Host-russ_staff` (Secure, path /, no
 * Domain: no other host can set or shadow them) everywhere but localhost, where they are plain.
 */
export function sessionCookieNames(publicUrl: string): { customer: string; staff: string; staffSecondStep: string } {
  const prefix = isLocalUrl(publicUrl) ? '' : '__Host-';
  return {
    customer: `${prefix}${CUSTOMER_SESSION_COOKIE}`,
    staff: `${prefix}${STAFF_SESSION_COOKIE}`,
    staffSecondStep: `${prefix}${STAFF_SECOND_STEP_COOKIE}`,
  };
}

export interface CustomerSession {
  email: string;
  /** When the cookie was signed (JWT iat). */
  issuedAt?: Date;
  /** When the customer signed in (`auth_time`; `iat` in older cookies). */
  authTime?: Date;
  /** This sign-in (JWT `jti`) and when it ends at the latest (auth_time + CUSTOMER_SESSION_TTL_SECONDS). */
  sessionId?: string;
  expiresAt?: Date;
}

export interface StaffSession {
  userId: number;
  username: string;
  role: StaffRole;
  /** The user's `session_version` when the cookie was signed; bumping it revokes every older cookie. */
  version: number;
  /** This sign-in (JWT `jti`; missing in cookies signed before sessions had ids) and when it ends at the latest. */
  sessionId?: string;
  expiresAt?: Date;
  /** When the cookie was signed (JWT iat). */
  issuedAt?: Date;
}

type SessionConfig = Pick<AppConfig, 'sessionSecret' | 'publicUrl'> & { previousSessionSecret?: string };

function decode(token: string | undefined, secrets: SigningSecrets): jwt.JwtPayload | null {
  return verifyWithPurpose('session', token, secrets);
}

const issuedAt = (payload: jwt.JwtPayload) =>
  typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : undefined;

/** `auth_time` in seconds: when the sign-in happened (`iat` in cookies signed before it was a claim). */
const authTimeOf = (payload: jwt.JwtPayload): number | undefined =>
  typeof payload.auth_time === 'number' ? payload.auth_time : typeof payload.iat === 'number' ? payload.iat : undefined;

const sessionIdOf = (payload: jwt.JwtPayload) =>
  typeof payload.jti === 'string' && payload.jti.length <= 64 ? payload.jti : undefined;

/** The latest moment a sign-in at `authTime` (seconds) may last: its absolute end, or the token's own `exp`. */
function absoluteEnd(payload: jwt.JwtPayload, lifetimeSeconds: number): Date | undefined {
  const authTime = authTimeOf(payload);
  if (authTime !== undefined) return new Date((authTime + lifetimeSeconds) * 1000);
  return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
}

/** Whether the sign-in is older than the absolute lifetime (whatever the token's own `exp` says). */
function beyondLifetime(payload: jwt.JwtPayload, lifetimeSeconds: number): boolean {
  const authTime = authTimeOf(payload);
  return authTime !== undefined && authTime + lifetimeSeconds <= nowSeconds();
}

function customerFromPayload(payload: jwt.JwtPayload | null): CustomerSession | null {
  if (!payload || payload.kind !== 'customer' || typeof payload.sub !== 'string' || !payload.sub.includes('@')) {
    return null;
  }
  if (beyondLifetime(payload, CUSTOMER_SESSION_TTL_SECONDS)) return null;
  const authTime = authTimeOf(payload);
  return {
    email: normalizeEmail(payload.sub),
    issuedAt: issuedAt(payload),
    authTime: authTime === undefined ? undefined : new Date(authTime * 1000),
    sessionId: sessionIdOf(payload),
    expiresAt: absoluteEnd(payload, CUSTOMER_SESSION_TTL_SECONDS),
  };
}

/** Decodes a customer session token; null unless it is a valid, unexpired `kind: 'customer'` token. */
export function decodeCustomerSession(token: string | undefined, secrets: SigningSecrets): CustomerSession | null {
  return customerFromPayload(decode(token, secrets));
}

/** Decodes a staff session token; null unless it is a valid, unexpired `kind: 'staff'` token. */
export function decodeStaffSession(token: string | undefined, secrets: SigningSecrets): StaffSession | null {
  return staffFromPayload(decode(token, secrets));
}

function staffFromPayload(payload: jwt.JwtPayload | null): StaffSession | null {
  if (!payload || payload.kind !== 'staff') return null;
  if (beyondLifetime(payload, STAFF_SESSION_TTL_SECONDS)) return null;
  const userId = Number(payload.sub);
  const role = payload.role;
  if (!Number.isSafeInteger(userId) || userId <= 0 || (role !== 'staff' && role !== 'admin')) return null;
  const username = typeof payload.username === 'string' ? payload.username : '';
  const version = Number.isSafeInteger(payload.ver) ? (payload.ver as number) : 0;
  const sessionId = sessionIdOf(payload);
  const expiresAt = absoluteEnd(payload, STAFF_SESSION_TTL_SECONDS);
  return { userId, username, role, version, sessionId, expiresAt, issuedAt: issuedAt(payload) };
}

/**
 * The `exp` (seconds) of a session cookie signed at `now` for a sign-in at `authTime`: the idle timeout ahead,
 * never beyond the absolute lifetime.
 */
export function sessionExpiry(authTime: number, now: number, idleSeconds: number, lifetimeSeconds: number): number {
  return Math.min(now + idleSeconds, authTime + lifetimeSeconds);
}

interface SessionKind {
  idle: number;
  lifetime: number;
  reissueAfter: number;
}

const CUSTOMER_KIND: SessionKind = {
  idle: CUSTOMER_IDLE_TIMEOUT_SECONDS,
  lifetime: CUSTOMER_SESSION_TTL_SECONDS,
  reissueAfter: CUSTOMER_REISSUE_AFTER_SECONDS,
};
const STAFF_KIND: SessionKind = {
  idle: STAFF_IDLE_TIMEOUT_SECONDS,
  lifetime: STAFF_SESSION_TTL_SECONDS,
  reissueAfter: STAFF_REISSUE_AFTER_SECONDS,
};

/** Signs session claims (plus `auth_time`, defaulting to now) with an `exp` from `sessionExpiry`. */
function signSession(claims: Record<string, unknown>, kind: SessionKind, secrets: SigningSecrets) {
  const now = nowSeconds();
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : now;
  const exp = sessionExpiry(authTime, now, kind.idle, kind.lifetime);
  const token = signWithPurpose('session', { ...claims, auth_time: authTime, iat: now, exp }, secrets);
  return { token, maxAge: Math.max(0, exp - now) };
}

/**
 * The same session signed again with a fresh idle expiry when the cookie was signed at least `reissueAfter`
 * seconds ago (every claim is kept: the sign-in's id, `auth_time`, and whatever else the token says); null when
 * it is recent enough or its absolute lifetime leaves nothing to extend.
 */
function renewal(payload: jwt.JwtPayload, kind: SessionKind, secrets: SigningSecrets) {
  const now = nowSeconds();
  if (typeof payload.iat === 'number' && now - payload.iat < kind.reissueAfter) return null;
  const authTime = authTimeOf(payload) ?? now;
  if (typeof payload.exp === 'number' && sessionExpiry(authTime, now, kind.idle, kind.lifetime) <= payload.exp) {
    return null;
  }
  const { iat: _iat, exp: _exp, nbf: _nbf, ...claims } = payload;
  return signSession({ ...claims, auth_time: authTime }, kind, secrets);
}

/**
 * Who is signed in on this request, from the `russ_session` (customer) and `russ_staff` (staff) cookies, as
 * resolved by `resolveSessions` (the route policy hook runs it before every API handler and GraphQL operation).
 * A request whose sessions were never resolved (static files, not-found answers) counts as anonymous.
 */
export function readSessions(req: FastifyRequest): Sessions {
  return req.sessions ?? {};
}

/**
 * Reads the session cookies and checks them against the database, once per request (the result is kept on
 * `request.sessions`). Tampered, expired or wrong-kind cookies count as absent, and so do:
 * - a customer cookie signed at or before the customer's last "sign out everywhere" or account deletion (one
 *   primary-key lookup in a table that holds a row only for customers who revoked their sessions), and any
 *   customer cookie of a member an administrator deactivated;
 * - a staff cookie whose user no longer exists, is deactivated or has another role now, whose sign-in was
 *   signed out (`staff_session_revocations`), or that is older than the user's `session_version`; `staffEnded`
 *   then says why.
 * A refused cookie is also cleared in the browser. Both sessions may be present at once.
 */
export async function resolveSessions(request: FastifyRequest, reply: FastifyReply): Promise<Sessions> {
  if (request.sessions) return request.sessions;
  const config = request.server.config;
  const names = sessionCookieNames(config.publicUrl);
  const cookies = request.cookies ?? {};
  const customerPayload = decode(cookies[names.customer], config);
  const staffPayload = decode(cookies[names.staff], config);
  const customer = customerFromPayload(customerPayload);
  const staff = staffFromPayload(staffPayload);
  const [customerRevoked, staffCheck] = await Promise.all([
    customer ? isCustomerSessionRevoked(request.em, customer) : false,
    staff ? checkStaffSession(request.em, staff, request.server.config.staffTotpRequired) : null,
  ]);
  const sessions: Sessions = {};
  if (customer && !customerRevoked) {
    const { sessionId, expiresAt } = customer;
    sessions.customer = {
      email: customer.email,
      ...(sessionId && expiresAt ? { session: { id: sessionId, expiresAt } } : {}),
    };
    // In use: the idle timeout starts again.
    const renewed = renewal(customerPayload!, CUSTOMER_KIND, config);
    if (renewed) reply.setCookie(names.customer, renewed.token, cookieOptions(config.publicUrl, 'lax', renewed.maxAge));
  }
  if (customer && customerRevoked) {
    delete request.cookies[names.customer];
    clearCustomerSession(reply);
  }
  if (staffCheck?.ok) {
    // A staff member who must switch on two-step sign-in first gets only the enrolment operations (admin §13).
    if (staffCheck.mustEnrolTotp) sessions.staffTotpEnrolment = staffCheck.staff;
    else sessions.staff = staffCheck.staff;
    const renewed = renewal(staffPayload!, STAFF_KIND, config);
    if (renewed) reply.setCookie(names.staff, renewed.token, cookieOptions(config.publicUrl, 'strict', renewed.maxAge));
  }
  if (staffCheck && !staffCheck.ok) {
    sessions.staffEnded = staffCheck.ended;
    delete request.cookies[names.staff];
    clearStaffSession(reply);
  }
  request.sessions = sessions;
  return sessions;
}

async function isCustomerSessionRevoked(em: EntityManager, session: CustomerSession): Promise<boolean> {
  // One statement, three primary-key lookups: whether this sign-in was signed out, the "sign out everywhere" row,
  // and whether an administrator deactivated the member (admin §9; then no cookie counts, even one signed in the
  // moment the deactivation was committed).
  const rows: Array<{ revoked_at: Date | string | null; deactivated: boolean; signed_out: boolean }> = await em
    .getConnection()
    .execute(
      `select (select revoked_at from customer_session_revocations where email_hash = ?) as revoked_at,
              exists (select 1 from members where email = ? and is_active = 'false') as deactivated,
              exists (select 1 from customer_session_ends where session_id = ?) as signed_out`,
      [customerEmailHash(session.email), normalizeEmail(session.email), session.sessionId ?? ''],
    );
  const row = rows[0];
  if (row?.deactivated || row?.signed_out) return true;
  const revokedAt = row?.revoked_at;
  // The sign-in's time counts, not the renewal's: a renewed cookie of a revoked sign-in stays refused.
  return revokedAt != null && isRevokedSession(session.authTime ?? session.issuedAt, new Date(revokedAt));
}

/**
 * Signs a customer out on the server: this sign-in's cookie (and every renewal of it) is refused from now on, even
 * if replayed; their other sign-ins go on. A cookie without a session id ends every sign-in of the customer.
 * Rows are kept until the sign-in would have ended anyway; expired ones are pruned here.
 */
export async function endCustomerSession(em: EntityManager, customer: Sessions['customer']): Promise<void> {
  if (!customer) return;
  const connection = em.getConnection();
  if (!customer.session) {
    await connection.execute(
      'insert into customer_session_revocations (email_hash, revoked_at) values (?, now()) on conflict (email_hash) do update set revoked_at = greatest(customer_session_revocations.revoked_at, excluded.revoked_at)',
      [customerEmailHash(customer.email)],
    );
    return;
  }
  await connection.execute('delete from customer_session_ends where expires_at < now()');
  await connection.execute(
    'insert into customer_session_ends (session_id, expires_at) values (?, ?) on conflict do nothing',
    [customer.session.id, customer.session.expiresAt],
  );
}

/**
 * Retention (modules/retention): the sign-out marks of customer and staff sessions whose cookie has expired anyway (a
 * replayed cookie is refused by its own expiry). Signing out prunes them too; this is the nightly sweep.
 */
export async function pruneExpiredSignOuts(
  em: EntityManager,
  now: Date,
): Promise<{ customerSessionEnds: number; staffSessionRevocations: number }> {
  const connection = em.getConnection();
  const customer = await connection.execute<QueryResult>(
    'delete from customer_session_ends where expires_at < ?',
    [now],
    'run',
  );
  const staff = await connection.execute<QueryResult>(
    'delete from staff_session_revocations where expires_at < ?',
    [now],
    'run',
  );
  return { customerSessionEnds: customer.affectedRows, staffSessionRevocations: staff.affectedRows };
}

type StaffSessionCheck =
  { ok: true; staff: NonNullable<Sessions['staff']>; mustEnrolTotp: boolean } | { ok: false; ended: StaffSessionEnd };

/**
 * The staff user behind a cookie as the users table has it now (role, active flag, session version, and whether
 * they must still switch on two-step sign-in).
 */
async function checkStaffSession(
  em: EntityManager,
  session: StaffSession,
  totpRequirement: StaffTotpRequirement,
): Promise<StaffSessionCheck> {
  const rows: Array<{
    username: string;
    role: StaffRole;
    active: boolean;
    session_version: number;
    signed_out: boolean;
    totp_enabled: boolean;
    totp_required: boolean;
  }> = await em.getConnection().execute(
    `select username, role, active, session_version,
            totp_enabled_at is not null as totp_enabled, totp_required,
            exists (select 1 from staff_session_revocations where session_id = ?) as signed_out
       from users where id = ?`,
    [session.sessionId ?? '', session.userId],
  );
  const user = rows[0];
  if (!user) return { ok: false, ended: 'signed-out' };
  if (!user.active) return { ok: false, ended: 'deactivated' };
  // A change of role ends the session too (admin.md §16: the console asks the user to sign in again).
  if (user.signed_out || user.session_version !== session.version || user.role !== session.role) {
    return { ok: false, ended: 'signed-out' };
  }
  const { sessionId, expiresAt } = session;
  const current = sessionId && expiresAt ? { session: { id: sessionId, expiresAt } } : {};
  const mustEnrolTotp =
    !user.totp_enabled && totpRequiredFor({ role: user.role, totpRequired: user.totp_required }, totpRequirement);
  return {
    ok: true,
    staff: { userId: session.userId, username: user.username, role: user.role, ...current },
    mustEnrolTotp,
  };
}

/** SHA-256 (hex) of the lower-case e-mail: the key of customer_session_revocations. */
export function customerEmailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/**
 * Whether a cookie signed at `issuedAt` is refused after a revocation at `revokedAt`. `iat` has whole seconds, so a
 * cookie signed in the same second as the revocation is refused too (safe side); one without `iat` always is.
 */
export function isRevokedSession(issuedAt: Date | undefined, revokedAt: Date): boolean {
  if (!issuedAt) return true;
  return issuedAt.getTime() <= Math.floor(revokedAt.getTime() / 1000) * 1000;
}

/** Secure everywhere but localhost (the `__Host-` names require it); path `/` and no Domain. */
function cookieOptions(publicUrl: string, sameSite: 'lax' | 'strict', maxAge?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite,
    secure: !isLocalUrl(publicUrl) || publicUrl.startsWith('https:'),
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/**
 * Signs a new customer session token (`{ sub: email, kind: 'customer', jti, auth_time }`): it expires after
 * CUSTOMER_IDLE_TIMEOUT_SECONDS unless used, and CUSTOMER_SESSION_TTL_SECONDS after the sign-in at the latest.
 */
export function signCustomerSession(email: string, secrets: SigningSecrets): string {
  return signSession({ sub: normalizeEmail(email), kind: 'customer', jti: randomUUID() }, CUSTOMER_KIND, secrets).token;
}

/** The staff user a staff cookie is signed for. */
export interface StaffSessionUser {
  id: number;
  username: string;
  role: StaffRole;
  /** The user's current `session_version`. */
  sessionVersion: number;
}

/**
 * Signs a new staff session token (`{ sub: userId, role, username, ver, jti, auth_time, kind: 'staff' }`): it
 * expires after STAFF_IDLE_TIMEOUT_SECONDS unless used, and STAFF_SESSION_TTL_SECONDS after the sign-in at the latest.
 */
export function signStaffSession(user: StaffSessionUser, secrets: SigningSecrets): string {
  const claims = { sub: String(user.id), role: user.role, username: user.username, ver: user.sessionVersion };
  return signSession({ ...claims, kind: 'staff', jti: randomUUID() }, STAFF_KIND, secrets).token;
}

/** The cookie's max-age for a freshly signed token: until its `exp`. */
function maxAgeOf(token: string): number {
  const exp = (jwt.decode(token) as jwt.JwtPayload | null)?.exp;
  return typeof exp === 'number' ? Math.max(0, exp - nowSeconds()) : 0;
}

/** Sets the customer cookie: httpOnly, SameSite=Lax (it must survive the click in the sign-in mail). */
export function setCustomerSession(reply: FastifyReply, email: string, config: SessionConfig): void {
  const token = signCustomerSession(email, config);
  reply.setCookie(
    sessionCookieNames(config.publicUrl).customer,
    token,
    cookieOptions(config.publicUrl, 'lax', maxAgeOf(token)),
  );
}

export function clearCustomerSession(reply: FastifyReply): void {
  const { publicUrl } = reply.server.config;
  reply.clearCookie(sessionCookieNames(publicUrl).customer, cookieOptions(publicUrl, 'lax'));
}

/** Sets the staff cookie: httpOnly, SameSite=Strict (the admin console is same-origin only). */
export function setStaffSession(reply: FastifyReply, user: StaffSessionUser, config: SessionConfig): void {
  const token = signStaffSession(user, config);
  reply.setCookie(
    sessionCookieNames(config.publicUrl).staff,
    token,
    cookieOptions(config.publicUrl, 'strict', maxAgeOf(token)),
  );
}

export function clearStaffSession(reply: FastifyReply): void {
  const { publicUrl } = reply.server.config;
  reply.clearCookie(sessionCookieNames(publicUrl).staff, cookieOptions(publicUrl, 'strict'));
}

/** Sets the password step's proof (a signed token, see signStaffSecondStep) for the code step. */
export function setStaffSecondStep(reply: FastifyReply, token: string, maxAge: number): void {
  const { publicUrl } = reply.server.config;
  reply.setCookie(sessionCookieNames(publicUrl).staffSecondStep, token, cookieOptions(publicUrl, 'strict', maxAge));
}

/** The password step's proof sent with this request, if any. */
export function readStaffSecondStep(request: FastifyRequest): string | undefined {
  return request.cookies?.[sessionCookieNames(request.server.config.publicUrl).staffSecondStep];
}

export function clearStaffSecondStep(reply: FastifyReply): void {
  const { publicUrl } = reply.server.config;
  reply.clearCookie(sessionCookieNames(publicUrl).staffSecondStep, cookieOptions(publicUrl, 'strict'));
}
