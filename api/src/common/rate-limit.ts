import type { FastifyInstance } from 'fastify';
import './context.js';
import { rateLimiterFor, type RateLimit } from '../infra/rate-limiter.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The limits the auth features apply, counted by the app's rate limiter (infra/rate-limiter.ts: Redis, shared by
 * every API process; per-process memory while Redis is away).
 */
export interface AuthRateLimits {
  /** Sign-in link requests per e-mail within SIGN_IN_LINK_WINDOW_MS (counted in sign_in_tokens). */
  signInLinksPerEmail: number;
  /** Sign-in link requests per client IP (beyond it: the same answer, nothing sent). */
  signInLinksPerIp: RateLimit;
  /**
   * Staff sign-in attempts (passwords and codes) per username (lower-case) at one client IP, taken before the check;
   * a success resets it. Per client, so failures from elsewhere never lock a username out here.
   */
  staffFailuresPerUsernameAndClient: RateLimit;
  /** Staff sign-in attempts per client IP, taken before the password check; a success gives its attempt back. */
  staffFailuresPerIp: RateLimit;
}

/**
 * Default sign-in links per e-mail within the window. Counted in PostgreSQL (sign_in_tokens, under an advisory
 * lock): the count is the links really issued, exact across processes, and it holds while Redis is down.
 */
export const SIGN_IN_LINKS_PER_EMAIL = 5;
export const SIGN_IN_LINK_WINDOW_MS = FIFTEEN_MINUTES;
export const STAFF_FAILURES_PER_USERNAME = 10;
export const STAFF_FAILURES_PER_IP = 50;

const limitsByLimiter = new WeakMap<object, AuthRateLimits>();

/** The rate limits of one server (its REST routes and GraphQL resolvers share them). */
export function authRateLimits(app: FastifyInstance): AuthRateLimits {
  // The config object is decorated once on the root instance, so every encapsulated plugin context of the same
  // server finds the same limiter; each server (each test app) has its own.
  const limiter = rateLimiterFor(app.config);
  let limits = limitsByLimiter.get(limiter);
  if (!limits) {
    const { perEmail, perIp } = app.config.signInLimits;
    limits = {
      signInLinksPerEmail: perEmail,
      signInLinksPerIp: limiter.rule({ name: 'sign-in-links-ip', limit: perIp, windowMs: FIFTEEN_MINUTES }),
      staffFailuresPerUsernameAndClient: limiter.rule({
        name: 'staff-failures-username-client',
        limit: STAFF_FAILURES_PER_USERNAME,
        windowMs: FIFTEEN_MINUTES,
      }),
      staffFailuresPerIp: limiter.rule({
        name: 'staff-failures-ip',
        limit: STAFF_FAILURES_PER_IP,
        windowMs: FIFTEEN_MINUTES,
      }),
    };
    limitsByLimiter.set(limiter, limits);
  }
  return limits;
}
