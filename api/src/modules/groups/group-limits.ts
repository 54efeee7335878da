import { AppError } from '../../common/errors.js';
import type { AppConfig } from '../../infra/config.js';
import { rateLimiterFor, type RateLimit } from '../../infra/rate-limiter.js';

/** Refusals with a reason the storefront shows, and the rate limits on joining and inviting. */

export type GroupRefusalReason =
  | 'deadline_passed'
  | 'full'
  | 'archived'
  | 'not_open'
  | 'rate_limited'
  | 'already_member'
  | 'coordinator'
  | 'locked'
  | 'not_member'
  | 'nothing_to_send';

/**
 * A group rule said no (deadline, full, archived…): 409 on REST (429 when rate-limited); in GraphQL an error with
 * code CONFLICT (RATE_LIMITED) and `extensions.reason`.
 */
export class GroupActionRefusal extends AppError {
  constructor(
    readonly reason: GroupRefusalReason,
    message: string,
  ) {
    super(reason === 'rate_limited' ? 429 : 409, message, reason === 'rate_limited' ? 'RATE_LIMITED' : 'CONFLICT');
  }

  override graphQLExtensions() {
    return { reason: this.reason };
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Counted by the app's rate limiter (infra/rate-limiter.ts: Redis, shared by every API process; per-process
 * memory while Redis is away). What makes invite codes unguessable is still their 31^12 possibilities; the
 * limits damp guessing. The IP limit is higher than the customer limit: a whole school may share one address.
 */
export interface GroupRateLimits {
  /** Failed join attempts (wrong or malformed code) per signed-in customer. */
  joinFailuresPerCustomer: RateLimit;
  /** Failed join attempts per client IP. */
  joinFailuresPerIp: RateLimit;
  /**
   * Invitation mails per coordinator per hour (GROUP_INVITATIONS_PER_COORDINATOR): the shop sends them, so they must
   * not become a spam cannon. Each invitation also counts against the unverified-mail limits per recipient and per
   * IP (infra/mail-limits.ts).
   */
  invitationsPerCoordinator: RateLimit;
}

const JOIN_FAILURES_PER_CUSTOMER = 10;
const JOIN_FAILURES_PER_IP = 30;

const limitsByLimiter = new WeakMap<object, GroupRateLimits>();

/** The limits of one server (found by its config object, so each test app has its own). */
export function groupRateLimits(serverConfig: Pick<AppConfig, 'mailLimits'>): GroupRateLimits {
  const limiter = rateLimiterFor(serverConfig);
  let limits = limitsByLimiter.get(limiter);
  if (!limits) {
    limits = {
      joinFailuresPerCustomer: limiter.rule({
        name: 'group-join-failures-customer',
        limit: JOIN_FAILURES_PER_CUSTOMER,
        windowMs: FIFTEEN_MINUTES,
      }),
      joinFailuresPerIp: limiter.rule({
        name: 'group-join-failures-ip',
        limit: JOIN_FAILURES_PER_IP,
        windowMs: FIFTEEN_MINUTES,
      }),
      invitationsPerCoordinator: limiter.rule({
        name: 'group-invitations-coordinator',
        limit: serverConfig.mailLimits.invitationsPerCoordinator,
        windowMs: ONE_HOUR,
      }),
    };
    limitsByLimiter.set(limiter, limits);
  }
  return limits;
}
