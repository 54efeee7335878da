import { createHash, randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import { signingKey } from '../infra/signing-key.js';
import type { StaffRole } from '@russ/schema/domain/staff-roles';
import { totpRequiredFor, type StaffTotpRequirement } from '@russ/schema/domain/staff-totp';
import type { AppConfig } from '../infra/config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from './access.js';
import type { Sessions, StaffSessionEnd } from './context.js';

/**
 * Sessions are stateless signed cookies (JWT, HS256, SESSION_SECRET): any API process can read them and they
 * survive a restart. Each token carries `iat`; "sign out everywhere" (and account deletion) stores a revocation
 * time per customer, and `resolveSessions` refuses older cookies. Staff cookies carry the user's session version:
 * signing out, a change of role and deactivation end them (see `resolveSessions`).
 */

export const CUSTOMER_SESSION_COOKIE = 'russ_session';
export const STAFF_SESSION_COOKIE = 'russ_staff';

export const CUSTOMER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;

const ALGORITHM = 'HS256' as const;

export interface CustomerSession {
  email: string;
  /** When the cookie was signed (JWT iat). */
  issuedAt?: Date;
}

export interface StaffSession {
  userId: number;
  username: string;
  role: StaffRole;
  /** The user's `session_version` when the cookie was signed; bumping it revokes every older cookie. */
  version: number;
  /** This sign-in (JWT `jti`; missing in cookies signed before sessions had ids) and when it expires. */
  sessionId?: string;
  expiresAt?: Date;
  /** When the cookie was signed (JWT iat). */
  issuedAt?: Date;
}

type SessionConfig = Pick<AppConfig, 'sessionSecret' | 'publicUrl'>;

function decode(token: string | undefined, secret: string): jwt.JwtPayload | null {
  if (!token || token.length > 4096) return null;
  try {
    const payload = jwt.verify(token, signingKey(secret), { algorithms: [ALGORITHM] });
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

const issuedAt = (payload: jwt.JwtPayload) =>
  typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : undefined;

/** Decodes a customer session token; null unless it is a valid, unexpired `kind: 'customer'` token. */
export function decodeCustomerSession(token: string | undefined, secret: string): CustomerSession | null {
  const payload = decode(token, secret);
  if (!payload || payload.kind !== 'customer' || typeof payload.sub !== 'string' || !payload.sub.includes('@')) {
    return null;
  }
  return { email: normalizeEmail(payload.sub), issuedAt: issuedAt(payload) };
}

/** Decodes a staff session token; null unless it is a valid, unexpired `kind: 'staff'` token. */
export function decodeStaffSession(token: string | undefined, secret: string): StaffSession | null {
  const payload = decode(token, secret);
  if (!payload || payload.kind !== 'staff') return null;
  const userId = Number(payload.sub);
  const role = payload.role;
  if (!Number.isSafeInteger(userId) || userId <= 0 || (role !== 'staff' && role !== 'admin')) return null;
  const username = typeof payload.username === 'string' ? payload.username : '';
  const version = Number.isSafeInteger(payload.ver) ? (payload.ver as number) : 0;
  const sessionId = typeof payload.jti === 'string' && payload.jti.length <= 64 ? payload.jti : undefined;
  const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
  return { userId, username, role, version, sessionId, expiresAt, issuedAt: issuedAt(payload) };
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
  const secret = request.server.config.sessionSecret;
  const cookies = request.cookies ?? {};
  const customer = decodeCustomerSession(cookies[CUSTOMER_SESSION_COOKIE], secret);
  const staff = decodeStaffSession(cookies[STAFF_SESSION_COOKIE], secret);
  const [customerRevoked, staffCheck] = await Promise.all([
    customer ? isCustomerSessionRevoked(request.em, customer) : false,
    staff ? checkStaffSession(request.em, staff, request.server.config.staffTotpRequired) : null,
  ]);
  const sessions: Sessions = {};
  if (customer && !customerRevoked) sessions.customer = { email: customer.email };
  if (customer && customerRevoked) {
    delete request.cookies[CUSTOMER_SESSION_COOKIE];
    clearCustomerSession(reply);
  }
  // A staff member who must switch on two-step sign-in first gets only the enrolment operations (admin §13).
  if (staffCheck?.ok && staffCheck.mustEnrolTotp) sessions.staffTotpEnrolment = staffCheck.staff;
  else if (staffCheck?.ok) sessions.staff = staffCheck.staff;
  if (staffCheck && !staffCheck.ok) {
    sessions.staffEnded = staffCheck.ended;
    delete request.cookies[STAFF_SESSION_COOKIE];
    clearStaffSession(reply);
  }
  request.sessions = sessions;
  return sessions;
}

async function isCustomerSessionRevoked(em: EntityManager, session: CustomerSession): Promise<boolean> {
  // One statement, two primary-key lookups: the revocation row, and whether an administrator deactivated the
  // member (admin §9; then no cookie counts, even one signed in the moment the deactivation was committed).
  const rows: Array<{ revoked_at: Date | string | null; deactivated: boolean }> = await em.getConnection().execute(
    `select (select revoked_at from customer_session_revocations where email_hash = ?) as revoked_at,
            exists (select 1 from members where email = ? and is_active = 'false') as deactivated`,
    [customerEmailHash(session.email), normalizeEmail(session.email)],
  );
  const row = rows[0];
  if (row?.deactivated) return true;
  const revokedAt = row?.revoked_at;
  return revokedAt != null && isRevokedSession(session.issuedAt, new Date(revokedAt));
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

function cookieOptions(publicUrl: string, sameSite: 'lax' | 'strict', maxAge?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite,
    secure: publicUrl.startsWith('https:'),
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** Signs the customer session token (`{ sub: email, kind: 'customer' }`, 30 days). */
export function signCustomerSession(email: string, secret: string): string {
  return jwt.sign({ sub: normalizeEmail(email), kind: 'customer' }, signingKey(secret), {
    algorithm: ALGORITHM,
    expiresIn: CUSTOMER_SESSION_TTL_SECONDS,
  });
}

/** The staff user a staff cookie is signed for. */
export interface StaffSessionUser {
  id: number;
  username: string;
  role: StaffRole;
  /** The user's current `session_version`. */
  sessionVersion: number;
}

/** Signs the staff session token (`{ sub: userId, role, username, ver, jti, kind: 'staff' }`, 12 hours). */
export function signStaffSession(user: StaffSessionUser, secret: string): string {
  const claims = { sub: String(user.id), role: user.role, username: user.username, ver: user.sessionVersion };
  return jwt.sign({ ...claims, kind: 'staff' }, signingKey(secret), {
    algorithm: ALGORITHM,
    expiresIn: STAFF_SESSION_TTL_SECONDS,
    jwtid: randomUUID(),
  });
}

/** Sets the customer cookie: httpOnly, SameSite=Lax (it must survive the click in the sign-in mail), 30 days. */
export function setCustomerSession(reply: FastifyReply, email: string, config: SessionConfig): void {
  reply.setCookie(
    CUSTOMER_SESSION_COOKIE,
    signCustomerSession(email, config.sessionSecret),
    cookieOptions(config.publicUrl, 'lax', CUSTOMER_SESSION_TTL_SECONDS),
  );
}

export function clearCustomerSession(reply: FastifyReply): void {
  reply.clearCookie(CUSTOMER_SESSION_COOKIE, cookieOptions(reply.server.config.publicUrl, 'lax'));
}

/** Sets the staff cookie: httpOnly, SameSite=Strict (the admin console is same-origin only), 12 hours. */
export function setStaffSession(reply: FastifyReply, user: StaffSessionUser, config: SessionConfig): void {
  reply.setCookie(
    STAFF_SESSION_COOKIE,
    signStaffSession(user, config.sessionSecret),
    cookieOptions(config.publicUrl, 'strict', STAFF_SESSION_TTL_SECONDS),
  );
}

export function clearStaffSession(reply: FastifyReply): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(reply.server.config.publicUrl, 'strict'));
}
