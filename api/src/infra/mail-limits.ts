import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { rateLimiterFor, type RateLimit } from './rate-limiter.js';

const ONE_HOUR = 60 * 60 * 1000;

/**
 * Limits on the mails the shop sends to addresses nobody has verified: the contact form's confirmation, the
 * newsletter's confirmation, the community welcome and group invitations. Without them anyone could use the shop
 * to flood someone's inbox. One count per recipient (lower-case address) and one per client IP, shared by all
 * four features, each per hour (UNVERIFIED_MAILS_PER_RECIPIENT, UNVERIFIED_MAILS_PER_IP); counted by the app's rate
 * limiter (Redis, shared by every API process). The sign-in link has its own limits (common/rate-limit.ts).
 */
export interface MailLimits {
  perRecipient: RateLimit;
  perIp: RateLimit;
}

/** What a request brings to a mail-sending service: its limits and the client's IP (TRUST_PROXY decides it). */
export interface MailGuard {
  limits: MailLimits;
  ip?: string;
}

/** Which limit refused a mail: the sender's IP or the recipient. */
export type MailRefusal = 'ip' | 'recipient';

export const TOO_MANY_MAILS_FROM_IP_MESSAGE =
  'Du har sendt for mange skjemaer på kort tid. Vent en stund og prøv igjen.';
export const TOO_MANY_MAILS_TO_RECIPIENT_MESSAGE =
  'Vi har sendt mange e-poster til denne adressen den siste timen. Vent en stund og prøv igjen.';

const limitsByLimiter = new WeakMap<object, MailLimits>();

/** The mail limits of one server (found by its config object, so each test app has its own). */
export function mailLimits(config: Pick<AppConfig, 'mailLimits'>): MailLimits {
  const limiter = rateLimiterFor(config);
  let limits = limitsByLimiter.get(limiter);
  if (!limits) {
    limits = {
      perRecipient: limiter.rule({
        name: 'unverified-mail-recipient',
        limit: config.mailLimits.perRecipient,
        windowMs: ONE_HOUR,
      }),
      perIp: limiter.rule({ name: 'unverified-mail-ip', limit: config.mailLimits.perIp, windowMs: ONE_HOUR }),
    };
    limitsByLimiter.set(limiter, limits);
  }
  return limits;
}

/** The guard of a request (REST route or GraphQL resolver). */
export function mailGuard(request: FastifyRequest): MailGuard {
  return { limits: mailLimits(request.server.config), ip: request.ip };
}

/**
 * Counts one mail to `recipient` from the request's IP. Returns null when both limits allow it, otherwise the limit
 * that refused (an IP over its limit is not counted against the recipient). No guard: nothing is limited (scripts,
 * seeding).
 */
export async function reserveMail(guard: MailGuard | undefined, recipient: string): Promise<MailRefusal | null> {
  if (!(await reserveClientAttempt(guard))) return 'ip';
  return reserveRecipient(guard, recipient);
}

/**
 * Counts one attempt from the request's IP against the per-IP limit, whether or not a mail follows: for an answer
 * that tells something about an address (the community signup's 409 for an existing member), so nobody can test
 * addresses in bulk. False when the IP is over its limit.
 */
export async function reserveClientAttempt(guard: MailGuard | undefined): Promise<boolean> {
  if (!guard?.ip) return true;
  return guard.limits.perIp.hit(guard.ip);
}

/** Counts one mail to `recipient` (the per-recipient limit only); 'recipient' when over it. */
export async function reserveRecipient(guard: MailGuard | undefined, recipient: string): Promise<MailRefusal | null> {
  if (!guard) return null;
  return (await guard.limits.perRecipient.hit(recipient.trim().toLowerCase())) ? null : 'recipient';
}
