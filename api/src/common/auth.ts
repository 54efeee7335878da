import { createHash } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import type { StaffRole } from '@russ/schema/domain/staff-roles';
import type { AppConfig } from '../infra/config.js';
import type { Sessions } from './context.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';

/**
 * Sessions are stateless signed cookies (JWT, HS256, SESSION_SECRET): any API process can read them and they
 * survive a restart. Each token carries `iat`; "sign out everywhere" (and account deletion) stores a revocation
 * time per customer, and `rejectRevokedCustomerSession` refuses older cookies (see there).
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
  /** When the cookie was signed (JWT iat). */
  issuedAt?: Date;
}

export interface ReadSessions extends Sessions {
  customer?: CustomerSession;
  staff?: StaffSession;
}

type SessionConfig = Pick<AppConfig, 'sessionSecret' | 'publicUrl'>;

function decode(token: string | undefined, secret: string): jwt.JwtPayload | null {
  if (!token || token.length > 4096) return null;
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
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
  return { email: payload.sub.toLowerCase(), issuedAt: issuedAt(payload) };
}

/** Decodes a staff session token; null unless it is a valid, unexpired `kind: 'staff'` token. */
export function decodeStaffSession(token: string | undefined, secret: string): StaffSession | null {
  const payload = decode(token, secret);
  if (!payload || payload.kind !== 'staff') return null;
  const userId = Number(payload.sub);
  const role = payload.role;
  if (!Number.isSafeInteger(userId) || userId <= 0 || (role !== 'staff' && role !== 'admin')) return null;
  const username = typeof payload.username === 'string' ? payload.username : '';
  return { userId, username, role, issuedAt: issuedAt(payload) };
}

/**
 * Who is signed in on this request, from the `russ_session` (customer) and `russ_staff` (staff) cookies.
 * Tampered, expired or wrong-kind cookies count as absent. Both may be present at once.
 */
export function readSessions(req: FastifyRequest): ReadSessions {
  const secret = req.server.config.sessionSecret;
  const cookies = req.cookies ?? {};
  const sessions: ReadSessions = {};
  const customer = decodeCustomerSession(cookies[CUSTOMER_SESSION_COOKIE], secret);
  if (customer) sessions.customer = customer;
  const staff = decodeStaffSession(cookies[STAFF_SESSION_COOKIE], secret);
  if (staff) sessions.staff = staff;
  return sessions;
}

/** SHA-256 (hex) of the lower-case e-mail: the key of customer_session_revocations. */
export function customerEmailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Whether a cookie signed at `issuedAt` is refused after a revocation at `revokedAt`. `iat` has whole seconds, so a
 * cookie signed in the same second as the revocation is refused too (safe side); one without `iat` always is.
 */
export function isRevokedSession(issuedAt: Date | undefined, revokedAt: Date): boolean {
  if (!issuedAt) return true;
  return issuedAt.getTime() <= Math.floor(revokedAt.getTime() / 1000) * 1000;
}

/**
 * onRequest hook (app.ts, after the cookie parser and the request EntityManager): a customer cookie signed at or
 * before the customer's last "sign out everywhere" or account deletion counts as absent for this request (so
 * `readSessions` and every guard see no customer) and the browser is told to drop it. Only API requests
 * (/api, /graphql) that carry a validly signed customer cookie pay for it: one primary-key lookup in a table that
 * holds a row only for customers who revoked their sessions. Anonymous requests and static files pay nothing.
 */
export async function rejectRevokedCustomerSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies?.[CUSTOMER_SESSION_COOKIE];
  if (!token) return;
  const url = request.url;
  if (!(url.startsWith('/api/') || url.startsWith('/graphql')) || url.startsWith('/api/assets/')) return;
  const session = decodeCustomerSession(token, request.server.config.sessionSecret);
  if (!session) return;
  const rows: Array<{ revoked_at: Date | string }> = await request.em
    .getConnection()
    .execute('select revoked_at from customer_session_revocations where email_hash = ?', [
      customerEmailHash(session.email),
    ]);
  const revokedAt = rows[0]?.revoked_at;
  if (revokedAt === undefined || !isRevokedSession(session.issuedAt, new Date(revokedAt))) return;
  delete request.cookies[CUSTOMER_SESSION_COOKIE];
  clearCustomerSession(reply);
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
  return jwt.sign({ sub: email.toLowerCase(), kind: 'customer' }, secret, {
    algorithm: ALGORITHM,
    expiresIn: CUSTOMER_SESSION_TTL_SECONDS,
  });
}

/** Signs the staff session token (`{ sub: userId, role, username, kind: 'staff' }`, 12 hours). */
export function signStaffSession(user: { id: number; username: string; role: StaffRole }, secret: string): string {
  return jwt.sign({ sub: String(user.id), role: user.role, username: user.username, kind: 'staff' }, secret, {
    algorithm: ALGORITHM,
    expiresIn: STAFF_SESSION_TTL_SECONDS,
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
export function setStaffSession(
  reply: FastifyReply,
  user: { id: number; username: string; role: StaffRole },
  config: SessionConfig,
): void {
  reply.setCookie(
    STAFF_SESSION_COOKIE,
    signStaffSession(user, config.sessionSecret),
    cookieOptions(config.publicUrl, 'strict', STAFF_SESSION_TTL_SECONDS),
  );
}

export function clearStaffSession(reply: FastifyReply): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(reply.server.config.publicUrl, 'strict'));
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Guards every read of one customer's data: 401 without any session, 403 for a customer asking about another
 * e-mail; the owner and any staff member pass. E-mails compare case-insensitively.
 */
export function assertCanReadCustomer(sessions: Sessions, email: string): void {
  if (sessions.staff) return;
  if (!sessions.customer) throw new UnauthorizedError();
  if (!sameEmail(sessions.customer.email, email)) throw new ForbiddenError();
}

/** The signed-in customer, or 401. */
export function requireCustomer(sessions: Sessions): { email: string } {
  if (!sessions.customer) throw new UnauthorizedError();
  return sessions.customer;
}

/**
 * The signed-in staff member, or 401 without a staff session; with `role: 'admin'`, 403 for plain staff.
 */
export function requireStaff(sessions: Sessions, role?: StaffRole): NonNullable<Sessions['staff']> {
  const staff = sessions.staff;
  if (!staff) throw new UnauthorizedError();
  if (role === 'admin' && staff.role !== 'admin') throw new ForbiddenError();
  return staff;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Whose account a profile or address call acts on (moved from profile.service.ts so addresses and profile need not import each other). Without `email`: the signed-in customer (401 without one).
 * With `email`: the owner or any staff member (401 anonymous, 403 another customer); with `staffRole: 'admin'`,
 * staff acting on someone else's account must be admins (403 for plain staff).
 */
export function customerTarget(
  sessions: Sessions,
  email?: string | null,
  options: { staffRole?: 'admin' } = {},
): string {
  if (email == null || email.trim() === '') return normalise(requireCustomer(sessions).email);
  assertCanReadCustomer(sessions, email);
  const own = sessions.customer && normalise(sessions.customer.email) === normalise(email);
  if (!own && options.staffRole) requireStaff(sessions, options.staffRole);
  return normalise(email);
}
