import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@russ/schema/staff/staff-roles';
import type { AppConfig } from '../infra/config.js';
import type { FileStorage } from '../infra/storage.js';

/** Why a staff cookie stopped counting: signed out (or role changed) elsewhere, or the account was deactivated. */
export type StaffSessionEnd = 'signed-out' | 'deactivated' | 'totp-enrolment-required';

/**
 * Who is signed in on this request: the session cookies, checked against the database once per request by
 * common/auth.ts `resolveSessions` (customer revocations; the staff user's current role and active flag).
 */
export interface Sessions {
  customer?: {
    email: string;
    /** This sign-in's id and when it ends at the latest (the cookie's `jti`, `auth_time` + lifetime). */
    session?: { id: string; expiresAt: Date };
  };
  staff?: {
    userId: number;
    username: string;
    role: StaffRole;
    /** This sign-in's id and expiry (the cookie's `jti` and `exp`), so signing out can end just this session. */
    session?: { id: string; expiresAt: Date };
  };
  /**
   * A staff member who must switch on two-step sign-in first (admin §13): only the enrolment operations
   * (`STAFF_TOTP_ENROLMENT`) accept this session; every other staff operation answers 'totp-enrolment-required'.
   */
  staffTotpEnrolment?: Sessions['staff'];
  /** Set when the request carried a staff cookie the server no longer accepts (the staff member is absent). */
  staffEnded?: StaffSessionEnd;
}

/** The GraphQL context every resolver receives. */
export interface GraphQLContext {
  /** Request-scoped EntityManager fork (its own identity map; never shared between requests). */
  em: EntityManager;
  request: FastifyRequest;
  reply: FastifyReply;
  sessions: Sessions;
  config: AppConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    orm: MikroORM;
    /** Uploaded files (infra/storage.ts), shared by every route of this app. */
    storage: FileStorage;
  }
  interface FastifyRequest {
    /** Request-scoped EntityManager fork, set in an onRequest hook by app.ts. */
    em: EntityManager;
    /** Who is signed in, resolved by the route policy hook (common/route-policy.ts) before the handler runs. */
    sessions?: Sessions;
  }
}
