import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events of staff sign-in (review finding 8), in the same shape as every other security event
 * (common/security-log.ts): one structured pino line each, with a `securityEvent` field, who
 * (user id and username as typed, lower case), the client IP and the outcome. Never a password, a code, a secret
 * or a cookie.
 */
export type StaffSecurityEvent =
  | 'staff.sign-in.succeeded'
  | 'staff.sign-in.failed'
  | 'staff.sign-in.locked-out'
  | 'staff.sign-in.second-step-required'
  | 'staff.totp.failed'
  | 'staff.totp.recovery-code-used'
  | 'staff.totp.enabled'
  | 'staff.totp.reset'
  | 'staff.admin.created'
  | 'staff.admin.reset';

export interface StaffSecurityEventFields {
  username?: string;
  userId?: number;
  ip?: string;
  outcome: 'success' | 'failure' | 'refused' | 'pending';
  /** Why, in a word: 'invalid-credentials', 'too-many-attempts', 'wrong-code', 'expired'… */
  reason?: string;
  /** The staff member who did it, for resets. */
  actorUserId?: number;
}

/** Logs one security event (warn for failures and refusals, info otherwise). */
export function logStaffSecurityEvent(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  event: StaffSecurityEvent,
  fields: StaffSecurityEventFields,
): void {
  const line = { securityEvent: event, ...fields };
  if (fields.outcome === 'failure' || fields.outcome === 'refused') log.warn(line, `security: ${event}`);
  else log.info(line, `security: ${event}`);
}
