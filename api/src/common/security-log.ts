import type { FastifyRequest } from 'fastify';
import type { Sessions } from './context.js';
import { redactSecrets } from './log-redaction.js';

/**
 * Security events as structured log lines (pino JSON, one per event): a refused authorisation, a refused
 * cross-site request, a staff export of customer data. Each says what happened (`securityEvent`), who (`actor`),
 * from where (`ip`, the client's address as TRUST_PROXY decides it), the outcome and the request; the exports also
 * write an audit entry (`Hendelseslogg`). Staff sign-in and lockout events are logged by the staff auth module.
 */
export type SecurityEvent = 'access.refused' | 'csrf.refused' | 'members.exported' | 'member-data.exported';

export type SecurityActor =
  | { kind: 'staff'; staffUserId: number; username: string; role: string }
  | { kind: 'customer'; email: string }
  | { kind: 'anonymous' };

/** Who made the request, from its sessions (staff before customer, as access decisions read them). */
export function securityActor(sessions: Sessions | undefined): SecurityActor {
  if (sessions?.staff) {
    const { userId, username, role } = sessions.staff;
    return { kind: 'staff', staffUserId: userId, username, role };
  }
  if (sessions?.customer) return { kind: 'customer', email: sessions.customer.email };
  return { kind: 'anonymous' };
}

export interface SecurityEventFields {
  /** `refused` (401 unauthenticated / 403 forbidden) or `allowed`. */
  outcome: 'refused' | 'allowed';
  sessions?: Sessions;
  /** HTTP status of the answer. */
  status?: number;
  /** What else helps reading the event (the GraphQL field, the export's filter…). */
  [detail: string]: unknown;
}

/** Writes one security event to the request's log: refusals at warn (401 at info), allowed exports at info. */
export function logSecurityEvent(
  request: Pick<FastifyRequest, 'log' | 'ip' | 'method' | 'url'>,
  event: SecurityEvent,
  { outcome, sessions, ...details }: SecurityEventFields,
): void {
  const line = {
    securityEvent: event,
    outcome,
    actor: securityActor(sessions),
    ip: request.ip,
    method: request.method,
    url: redactSecrets(request.url),
    ...details,
  };
  // A 401 is every anonymous visitor's answer to "who am I?": info, so refusals that matter stand out at warn.
  if (outcome === 'refused' && details.status !== 401) request.log.warn(line, `security: ${event}`);
  else request.log.info(line, `security: ${event}`);
}
