import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyPluginAsync } from 'fastify';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import type { z } from 'zod';
import { assertOwnerOrStaff } from '../../common/access.js';
import { readSessions } from '../../common/auth.js';
import { EmailParams } from '../../common/openapi.js';

/** One read of the customer area: everything of one kind the shop holds for the e-mail. */
export type CustomerAreaRead = (em: EntityManager, email: string) => Promise<unknown>;

/** A read with the zod schema of what it answers (one item of the list, or the object), for the OpenAPI document. */
export interface CustomerAreaRoute {
  read: CustomerAreaRead;
  answer: z.ZodType;
  /** The answer is a list of `answer` (default) or one `answer`. */
  list?: boolean;
  summary: string;
}

/**
 * The REST side of a feature's part of the customer area (customer-area §7): each path (ending in `:email`) answers
 * its read for that e-mail. 401 without a session, 403 for another customer's e-mail; the owner and staff holding
 * members.read pass. Personal data: never cached by the browser or a proxy. The GraphQL side is the feature's
 * field resolver on `CustomerArea`.
 */
export function customerAreaRoutes(reads: Record<`/api/${string}/:email`, CustomerAreaRoute>): FastifyPluginAsync {
  return async (app) => {
    for (const [path, { read, answer, list = true, summary }] of Object.entries(reads)) {
      app.get<{ Params: { email: string } }>(
        path,
        {
          config: { policy: ownerOrStaff('members.read') },
          schema: {
            summary,
            tags: ['customer area'],
            params: EmailParams,
            response: { 200: list ? answer.array() : answer },
          },
        },
        async (request, reply) => {
          const { email } = request.params;
          assertOwnerOrStaff(readSessions(request), email, 'members.read');
          reply.header('cache-control', 'no-store');
          return read(request.em, email);
        },
      );
    }
  };
}
