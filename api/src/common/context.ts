import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../infra/config.js';

/** Who is signed in on this request (read from the session cookies by common/auth.ts `readSessions`). */
export interface Sessions {
  customer?: { email: string };
  staff?: { userId: number; username: string; role: 'staff' | 'admin' };
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
  }
  interface FastifyRequest {
    /** Request-scoped EntityManager fork, set in an onRequest hook by app.ts. */
    em: EntityManager;
  }
}
