import type { FastifyInstance } from 'fastify';
import '../../common/context.js';
import type { AppConfig } from '../../infra/config.js';

/**
 * A fixed-window counter per key, in process memory. It only damps abuse that arrives at one API process
 * (IP floods, password guessing); the rules that must hold across processes (sign-in links per e-mail) are
 * counted in PostgreSQL instead. Keys are dropped when their window ends, so memory stays bounded by traffic.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while the key has fewer than `limit` hits in its current window. */
  allows(key: string): boolean {
    return this.count(key) < this.limit;
  }

  /** Records one hit and says whether it was within the limit. */
  hit(key: string): boolean {
    const t = this.now();
    this.sweep(t);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + this.windowMs });
      return this.limit >= 1;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  count(key: string): number {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? window.count : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private lastSweep = 0;

  private sweep(t: number): void {
    if (t - this.lastSweep < this.windowMs) return;
    this.lastSweep = t;
    for (const [key, window] of this.windows) if (window.resetAt <= t) this.windows.delete(key);
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The limits the auth features apply; one set per Fastify app so tests never share counters. */
export interface AuthRateLimits {
  /** Sign-in link requests per e-mail within SIGN_IN_LINK_WINDOW_MS (counted in sign_in_tokens). */
  signInLinksPerEmail: number;
  /** Sign-in link requests per client IP (beyond it: the same answer, nothing sent). */
  signInLinksPerIp: WindowCounter;
  /** Failed staff sign-ins per username (lower-case). */
  staffFailuresPerUsername: WindowCounter;
  /** Failed staff sign-ins per client IP. */
  staffFailuresPerIp: WindowCounter;
}

/** Default sign-in links per e-mail within the window (counted in sign_in_tokens, so it holds across processes). */
export const SIGN_IN_LINKS_PER_EMAIL = 5;
export const SIGN_IN_LINK_WINDOW_MS = FIFTEEN_MINUTES;

export function createAuthRateLimits(
  signInLimits: AppConfig['signInLimits'] = { perEmail: SIGN_IN_LINKS_PER_EMAIL, perIp: 30 },
): AuthRateLimits {
  return {
    signInLinksPerEmail: signInLimits.perEmail,
    signInLinksPerIp: new WindowCounter(signInLimits.perIp, FIFTEEN_MINUTES),
    staffFailuresPerUsername: new WindowCounter(10, FIFTEEN_MINUTES),
    staffFailuresPerIp: new WindowCounter(50, FIFTEEN_MINUTES),
  };
}

const limitsByServer = new WeakMap<object, AuthRateLimits>();

/** The rate limits of one server (its REST routes and GraphQL resolvers share them). */
export function authRateLimits(app: FastifyInstance): AuthRateLimits {
  // Keyed by the config object: it is decorated once on the root instance, so every encapsulated plugin
  // context of the same server sees the same object, and each server (each test app) gets its own counters.
  const key: object = app.config;
  let limits = limitsByServer.get(key);
  if (!limits) {
    limits = createAuthRateLimits(app.config.signInLimits);
    limitsByServer.set(key, limits);
  }
  return limits;
}
