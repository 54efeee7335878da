import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { type EntityManager, MailDelivery, type MikroORM, type Redis } from '@russ/api/db';
import { MAIL_QUEUE, isJobName, jobPayloadSchemas, type JobName } from '@russ/schema/jobs/jobs';
import type { MailJobContext, MailJobHandler } from '../mail/mail-job.js';
import {
  dropUnsentMailLog,
  logMailAttemptFailed,
  logMailSent,
  mailRecordOf,
  type MailLogEntry,
} from '../mail/mail-log.js';
import { notificationOptOut } from '../mail/notifications.js';
import { createMailRenderer, type MailRenderer } from '../mail/render.js';
import type { MailMessage, MailTransport } from '../mail/transport.js';
import { mailJobHandlers as handlers } from './mail-jobs.js';

/** Structured fields of a log line (a job's `queue`, `job`, `jobId`, `attempt`; `err` for an error with its stack). */
export type LogFields = Record<string, unknown>;

export interface WorkerLogger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** The fields that name a job in every line about it; `attempt` counts from 1 (the attempt running or just failed). */
export function jobLogFields(queue: string, job: Job, attempt: number): LogFields {
  return { queue, job: job.name, jobId: job.id, attempt };
}

export type MailJobResult =
  { status: 'sent'; messageId: string } | { status: 'already-sent' } | { status: 'skipped'; reason: string };

export interface MailJobProcessorOptions {
  orm: MikroORM;
  config: MailJobContext['config'];
  transport: MailTransport;
  /** Defaults to the file templates with the shop identity from `config`. */
  renderer?: MailRenderer;
  logger?: WorkerLogger;
}

export interface MailWorkerOptions extends MailJobProcessorOptions {
  /** A worker connection (`createRedisConnection(url, 'worker')`); BullMQ duplicates it for blocking reads. */
  connection: Redis;
  /** BullMQ key prefix (QUEUE_PREFIX). */
  prefix: string;
  /** Jobs processed at once by this worker. Default 5. */
  concurrency?: number;
}

const alreadyDelivered = async (em: EntityManager, jobId: string) =>
  (await em.count(MailDelivery, { jobId, status: 'sent' })) > 0;

/**
 * Sends `message` for `jobId` at most once: under a transaction-scoped advisory lock on the job id it checks the
 * delivery log, sends, and records the delivery in the same transaction. Two deliveries of the same job (a
 * re-added job, a stalled job picked up again, two workers) therefore send one mail. An SMTP error rolls back
 * and rethrows, so BullMQ retries with backoff.
 */
export async function deliverOnce(
  em: EntityManager,
  transport: MailTransport,
  entry: MailLogEntry,
  message: MailMessage,
): Promise<MailJobResult> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`mail-delivery:${entry.jobId}`]);
    if (await alreadyDelivered(tx, entry.jobId)) return { status: 'already-sent' } as const;
    const { messageId } = await transport.send(message);
    await logMailSent(tx, entry, message, messageId);
    return { status: 'sent', messageId } as const;
  });
}

/**
 * The BullMQ processor for the mail queue: validates the job (bad name or payload → UnrecoverableError, no
 * retries), skips jobs already in the delivery log, lets the job's handler build the mail, and delivers it once.
 */
export function createMailJobProcessor(options: MailJobProcessorOptions): (job: Job) => Promise<MailJobResult> {
  const renderer =
    options.renderer ?? createMailRenderer({ ...options.config.shop, publicUrl: options.config.publicUrl });
  /** A job refused before its mail is built: no retries, and its row in the mail log says 'Feilet' and why. */
  const refuse = async (job: Job, reason: string): Promise<UnrecoverableError> => {
    const error = new UnrecoverableError(reason);
    if (!job.id) return error;
    const payload = typeof job.data === 'object' && job.data !== null ? (job.data as Record<string, unknown>) : {};
    const entry: MailLogEntry = {
      jobId: job.id,
      type: job.name,
      payload,
      record: null,
      attempts: job.attemptsMade + 1,
    };
    await logMailAttemptFailed(options.orm.em.fork(), entry, error, true, null).catch((logError: unknown) =>
      options.logger?.error(`${job.name} ${job.id}: could not log the refused job`, {
        ...jobLogFields(MAIL_QUEUE, job, entry.attempts),
        err: logError,
      }),
    );
    return error;
  };
  return async (job) => {
    if (!job.id) throw new UnrecoverableError('Mail job without an id');
    if (!isJobName(job.name)) throw await refuse(job, `Unknown mail job "${job.name}"`);
    const parsed = jobPayloadSchemas[job.name].safeParse(job.data);
    if (!parsed.success) throw await refuse(job, `Invalid payload for ${job.name}: ${parsed.error.message}`);

    const em = options.orm.em.fork();
    if (await alreadyDelivered(em, job.id)) return { status: 'already-sent' };

    const payload = parsed.data as Record<string, unknown>;
    const entry: MailLogEntry = {
      jobId: job.id,
      type: job.name,
      payload,
      record: await mailRecordOf(em, payload).catch(() => null),
      // BullMQ counts an attempt once it has failed: this attempt is one more.
      attempts: (job.attemptsMade ?? 0) + 1,
    };
    let message: MailMessage | null = null;
    const fields = jobLogFields(MAIL_QUEUE, job, entry.attempts);
    try {
      const handler = handlers[job.name] as MailJobHandler<JobName>;
      const plan = await handler(parsed.data, { em, config: options.config, renderer, now: new Date() });
      if ('skip' in plan) {
        options.logger?.info(`${job.name} ${job.id}: nothing sent (${plan.skip})`, fields);
        await dropUnsentMailLog(em, job.id, plan.skip);
        return { status: 'skipped', reason: plan.skip };
      }
      const optedOut = await notificationOptOut(em, job.name, plan.send.to);
      if (optedOut) {
        options.logger?.info(`${job.name} ${job.id}: nothing sent (${optedOut})`, fields);
        await dropUnsentMailLog(em, job.id, optedOut);
        return { status: 'skipped', reason: optedOut };
      }
      message = plan.send;
      const result = await deliverOnce(em, options.transport, entry, plan.send);
      if (result.status === 'sent') options.logger?.info(`${job.name} ${job.id}: sent (${result.messageId})`, fields);
      return result;
    } catch (error) {
      // The mail log shows the attempt: 'I kø' while BullMQ retries, 'Feilet' with the error once it gives up.
      const final = error instanceof UnrecoverableError || entry.attempts >= (job.opts?.attempts ?? 1);
      await logMailAttemptFailed(options.orm.em.fork(), entry, error, final, message).catch((logError: unknown) =>
        options.logger?.error(`${job.name} ${job.id}: could not log the failed attempt`, { ...fields, err: logError }),
      );
      throw error;
    }
  };
}

/** A BullMQ worker on the mail queue with error and failure logging attached. Close it with `worker.close()`. */
export function createMailWorker(options: MailWorkerOptions): Worker {
  const worker = new Worker(MAIL_QUEUE, createMailJobProcessor(options), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency ?? 5,
  });
  const logger = options.logger;
  worker.on('error', (error) =>
    logger?.error(`Mail worker error: ${error.message}`, { queue: MAIL_QUEUE, err: error }),
  );
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    const what = `${job.name} ${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`;
    // BullMQ has counted the failed attempt already: attemptsMade is its number.
    const fields = { ...jobLogFields(MAIL_QUEUE, job, job.attemptsMade), final, err: error };
    if (final) logger?.error(`${what}; giving up`, fields);
    else logger?.warn(`${what}; will retry`, fields);
  });
  return worker;
}
