import { UnrecoverableError } from 'bullmq';
import type { AppConfig, EntityManager } from '@russ/api/db';
import type { JobName, JobPayload } from '@russ/schema/jobs/jobs';
import type { MailRenderer } from './render.js';
import type { MailMessage } from './transport.js';

/** What a mail job handler sees: a fresh EntityManager, the shop's settings and the template renderer. */
export interface MailJobContext {
  em: EntityManager;
  config: Pick<AppConfig, 'publicUrl' | 'sessionSecret' | 'shop'>;
  renderer: MailRenderer;
  /** The moment the job runs (token expiry checks compare against it). */
  now: Date;
}

/** A handler's decision: the mail to send, or why nothing is sent (the job then completes quietly). */
export type MailPlan = { send: MailMessage } | { skip: string };

/**
 * One mail job: load what the ids in the payload point to and build the message. Handlers never send; the
 * worker sends at most once per job id. A row that does not exist means retrying cannot help: throw
 * `missingRow()`.
 */
export type MailJobHandler<T extends JobName> = (payload: JobPayload<T>, ctx: MailJobContext) => Promise<MailPlan>;

export function missingRow(what: string, id: number): UnrecoverableError {
  return new UnrecoverableError(`${what} ${id} does not exist`);
}
