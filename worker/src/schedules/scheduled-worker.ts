import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import type { MikroORM, Redis } from '@russ/api/db';
import { SCHEDULED_QUEUE } from '@russ/schema/jobs/jobs';
import { describeSchedule, repeatOptions, resolveSchedules } from './schedule-config.js';
import type { ScheduledJob } from './scheduled-job.js';

/** The BullMQ queue the job schedulers feed; only the worker adds to it and takes from it. */
export { SCHEDULED_QUEUE };

/**
 * Options of every job a scheduler creates: a failed run (database restarting, a deploy) is retried with backoff
 * within the hour; the last runs stay in Redis for inspection.
 */
export const SCHEDULED_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { count: 200 },
  removeOnFail: { count: 500 },
} as const satisfies Omit<JobsOptions, 'jobId' | 'repeat' | 'delay'>;

export interface ScheduleLogger {
  /** `fields`: structured fields of the line (the job's queue, name, id and attempt; `err` with its stack). */
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type ScheduledRun =
  { status: 'done'; result: unknown; durationMs: number } | { status: 'skipped'; reason: string };

/**
 * Runs `job` once as of `now`, unless the same job is running right now anywhere else (a manual run beside the
 * scheduled one, a stalled job picked up again): a PostgreSQL session advisory lock per job name, held on its own
 * pool connection, lets one run through and makes the other return `skipped`. The job itself must still be safe
 * to run twice in a row.
 */
export async function runScheduledJob(
  orm: MikroORM,
  job: ScheduledJob,
  now: Date,
  logger?: ScheduleLogger,
): Promise<ScheduledRun> {
  const pool = await orm.em.getConnection().getNativeClient();
  const lockKey = `scheduled-job:${job.name}`;
  const lockConnection = await pool.connect();
  try {
    const { rows } = await lockConnection.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [lockKey],
    );
    if (!rows[0]?.locked) {
      logger?.info(`${job.name}: skipped, already running elsewhere`);
      return { status: 'skipped', reason: 'already running' };
    }
    try {
      const started = Date.now();
      const result = await job.run(orm.em.fork(), now);
      const durationMs = Date.now() - started;
      logger?.info(`${job.name}: done in ${durationMs} ms ${JSON.stringify(result ?? null)}`);
      return { status: 'done', result: result ?? null, durationMs };
    } finally {
      await lockConnection.query('select pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    }
  } finally {
    lockConnection.release();
  }
}

/** A logger that adds `fields` to every line. */
function withFields(logger: ScheduleLogger, fields: Record<string, unknown>): ScheduleLogger {
  return {
    info: (message, more) => logger.info(message, { ...fields, ...more }),
    warn: (message, more) => logger.warn(message, { ...fields, ...more }),
    error: (message, more) => logger.error(message, { ...fields, ...more }),
  };
}

/** The BullMQ processor for the scheduled queue: finds the job by name and runs it as of the moment it starts. */
export function createScheduledJobProcessor(options: {
  orm: MikroORM;
  jobs: readonly ScheduledJob[];
  logger?: ScheduleLogger;
}): (job: Job) => Promise<ScheduledRun> {
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  return async (bullJob) => {
    const job = byName.get(bullJob.name);
    if (!job) throw new UnrecoverableError(`Unknown scheduled job "${bullJob.name}"`);
    const fields = { queue: SCHEDULED_QUEUE, job: bullJob.name, jobId: bullJob.id, attempt: bullJob.attemptsMade + 1 };
    return runScheduledJob(options.orm, job, new Date(), options.logger && withFields(options.logger, fields));
  };
}

/**
 * Makes Redis hold exactly one job scheduler per job that is on, with its current schedule, and none for jobs
 * that are off or no longer listed. Idempotent and safe from several workers at once: a scheduler id is the job
 * name, upserting it replaces the pending next job with one of the same id (`repeat:<name>:<time>`), so however
 * many workers start, each tick is one BullMQ job, taken by one worker.
 */
export async function upsertSchedules(
  queue: Queue,
  jobs: readonly ScheduledJob[],
  options: { env?: NodeJS.ProcessEnv; logger?: ScheduleLogger } = {},
): Promise<void> {
  const schedules = resolveSchedules(jobs, options.env);
  const wanted = new Set(schedules.filter(({ schedule }) => !('off' in schedule)).map(({ job }) => job.name));
  for (const existing of await queue.getJobSchedulers(0, -1)) {
    if (wanted.has(existing.key)) continue;
    await queue.removeJobScheduler(existing.key);
    options.logger?.info(`schedule ${existing.key}: removed`);
  }
  for (const { job, schedule } of schedules) {
    if ('off' in schedule) continue;
    try {
      await queue.upsertJobScheduler(job.name, repeatOptions(schedule), {
        name: job.name,
        data: {},
        opts: SCHEDULED_JOB_OPTIONS,
      });
      options.logger?.info(`schedule ${job.name}: ${describeSchedule(schedule)}`);
    } catch (error) {
      // Another worker upserting at the very moment this tick's job runs: the scheduler exists either way.
      options.logger?.warn(`schedule ${job.name}: not updated (${(error as Error).message})`);
    }
  }
}

export interface ScheduledJobsOptions {
  orm: MikroORM;
  /** A worker connection (`createRedisConnection(url, 'worker')`). */
  connection: Redis;
  /** BullMQ key prefix (QUEUE_PREFIX). */
  prefix: string;
  jobs: readonly ScheduledJob[];
  /** Where SCHEDULE_<NAME> overrides are read (process.env by default). */
  env?: NodeJS.ProcessEnv;
  logger?: ScheduleLogger;
}

export interface ScheduledJobs {
  worker: Worker;
  queue: Queue;
  /** Settles once the schedulers are upserted (waits for Redis like the worker does; never rejects). */
  schedulesReady: Promise<void>;
  /** Lets a running job finish, then closes the worker and the queue (the connection stays the caller's). */
  close(): Promise<void>;
}

/**
 * Starts a worker on the scheduled queue (one job at a time: daily jobs are few and some are heavy) with error
 * and failure logging, and upserts the schedulers in the background. A bad SCHEDULE_<NAME> throws
 * ScheduleConfigError here, before anything is started.
 */
export function startScheduledJobs(options: ScheduledJobsOptions): ScheduledJobs {
  resolveSchedules(options.jobs, options.env);
  const logger = options.logger;
  const queue = new Queue(SCHEDULED_QUEUE, { connection: options.connection, prefix: options.prefix });
  queue.on('error', (error) => logger?.error(`Scheduled queue error: ${error.message}`));
  const worker = new Worker(SCHEDULED_QUEUE, createScheduledJobProcessor(options), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: 1,
  });
  worker.on('error', (error) => logger?.error(`Scheduled worker error: ${error.message}`, { err: error }));
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    const what = `${job.name} ${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`;
    const fields = {
      queue: SCHEDULED_QUEUE,
      job: job.name,
      jobId: job.id,
      attempt: job.attemptsMade,
      final,
      err: error,
    };
    if (final) logger?.error(`${what}; giving up until the next schedule`, fields);
    else logger?.warn(`${what}; will retry`, fields);
  });
  const schedulesReady = upsertSchedules(queue, options.jobs, { env: options.env, logger }).catch((error: Error) =>
    logger?.error(`Schedules not upserted: ${error.message}`),
  );
  return {
    worker,
    queue,
    schedulesReady,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
