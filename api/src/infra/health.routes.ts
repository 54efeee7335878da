import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { createRedisConnection, type Redis } from './queue.js';
import { withTimeout } from './with-timeout.js';
import { z } from 'zod';

/** How long one dependency may take to answer before the API counts it as unreachable. */
const CHECK_TIMEOUT_MS = 1500;

type Check = 'database' | 'redis';

const UNREACHABLE: Record<Check, string> = {
  database: 'Databasen svarer ikke',
  redis: 'Redis svarer ikke',
};

/**
 * Health for load balancers and orchestrators:
 * - `GET /api/health/live`: the process answers (no dependency is asked; restart it when this fails);
 * - `GET /api/health/ready`: PostgreSQL and Redis answer, so requests can be served (take it out of rotation
 *   while this is 503). `GET /api/health` is the same check, kept for existing callers.
 * The Redis check uses its own small connection, opened on the first readiness request and closed with the app.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let redis: Redis | null = null;
  /** The last connection error since the connection was last ready: a check fails at once instead of waiting. */
  let lastError: Error | null = null;
  const redisConnection = (): Redis => {
    if (!redis) {
      redis = createRedisConnection(app.config.redisUrl, 'producer', 'api-health', {
        commandTimeout: CHECK_TIMEOUT_MS,
      });
      // It reconnects on its own; a failing check answers 503 and logs, so connection errors need no line each.
      redis.on('error', (error: Error) => (lastError = error));
      redis.on('ready', () => (lastError = null));
    }
    return redis;
  };
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  const checkRedis = async (): Promise<void> => {
    const connection = redisConnection();
    if (connection.status !== 'ready') {
      if (lastError) throw lastError;
      // Fail-fast connection: commands are refused until it is connected, so wait for the first outcome.
      await new Promise<void>((resolve, reject) => {
        connection.once('ready', () => resolve());
        connection.once('error', reject);
      });
    }
    await connection.ping();
  };

  const live = { summary: 'Liveness: the process answers', response: { 200: z.object({ ok: z.literal(true) }) } };
  app.get('/api/health/live', { config: { policy: PUBLIC }, schema: live }, async () => ({ ok: true }));

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const checks: Record<Check, () => Promise<unknown>> = {
      database: () => request.em.getConnection().execute('select 1'),
      redis: checkRedis,
    };
    const failed: Check[] = [];
    await Promise.all(
      (Object.keys(checks) as Check[]).map(async (name) => {
        try {
          await withTimeout(checks[name](), CHECK_TIMEOUT_MS);
        } catch (error) {
          failed.push(name);
          request.log.error({ err: error }, `health check: ${name} unreachable`);
        }
      }),
    );
    if (failed.length === 0) return { ok: true };
    return reply.status(503).send({
      ok: false,
      message: failed.map((name) => UNREACHABLE[name]).join('. '),
      failed: failed.sort(),
    });
  };
  const readiness = {
    summary: 'Readiness: the database and Redis answer (503 names what does not)',
    response: {
      200: z.object({ ok: z.literal(true) }),
      503: z.object({ ok: z.literal(false), message: z.string(), failed: z.array(z.enum(['database', 'redis'])) }),
    },
  };
  app.get('/api/health/ready', { config: { policy: PUBLIC }, schema: readiness }, ready);
  app.get('/api/health', { config: { policy: PUBLIC }, schema: readiness }, ready);
}
