import { Queue, type JobsOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { MAIL_QUEUE } from '@russ/schema/jobs/jobs';

export { MAIL_QUEUE };
/** The connection class, for the worker (which has no ioredis of its own). */
export type { Redis };

/**
 * Retries, backoff and retention for every mail job. Retained completed jobs keep their id in Redis, which is
 * what lets BullMQ drop a duplicate add of the same `outbox-<id>`; the worker's delivery log covers the rest.
 */
export const MAIL_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
} as const satisfies JobsOptions;

/** BullMQ job id for an outbox row: the same row always becomes the same job. */
export function outboxJobId(outboxId: number | string | bigint): string {
  return `outbox-${outboxId}`;
}

export type RedisRole = 'producer' | 'worker';

/**
 * One ioredis connection configured for its role. BullMQ is handed ready-made clients (its ESM build cannot
 * construct ioredis from plain options).
 * - producer (api, relay): commands fail fast while Redis is unreachable instead of queueing in memory, so a
 *   Redis outage never hangs a request or the relay; the outbox keeps the work until Redis is back.
 * - worker: `maxRetriesPerRequest: null` as BullMQ requires for blocking connections; it waits for Redis.
 * Both reconnect forever with a capped delay. Attach an 'error' listener (the callers here all do).
 * `extra` adds options (e.g. a `commandTimeout` for callers that must answer quickly).
 */
export function createRedisConnection(
  redisUrl: string,
  role: RedisRole,
  connectionName?: string,
  extra: Pick<RedisOptions, 'commandTimeout'> = {},
): Redis {
  const retryStrategy = (times: number) => Math.min(250 * 2 ** Math.min(times, 5), 5000);
  return role === 'producer'
    ? new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 5000,
        retryStrategy,
        connectionName,
        ...extra,
      })
    : new Redis(redisUrl, { maxRetriesPerRequest: null, retryStrategy, connectionName, ...extra });
}

/** The mail queue on a given connection and key prefix (QUEUE_PREFIX; tests use their own). */
export function createMailQueue(connection: Redis, prefix: string): Queue {
  return new Queue(MAIL_QUEUE, { connection, prefix, defaultJobOptions: MAIL_JOB_OPTIONS });
}
