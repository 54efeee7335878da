import { UnrecoverableError, type Job, type Worker } from 'bullmq';
import { Counter, Histogram, type Registry } from 'prom-client';
import { LATENCY_BUCKETS, createMetricsRegistry } from '@russ/api/db';

/** The mail type of a newsletter campaign mail (those are not BullMQ jobs: the worker claims them from PostgreSQL). */
export const CAMPAIGN_MAIL_TYPE = 'newsletter.campaign';

/**
 * The worker's own counters, served on its health server at `GET /metrics` (WORKER_HEALTH_PORT, METRICS_TOKEN):
 * jobs by queue, name and outcome, job duration, and mails sent and given up by type. Counted in the process
 * that did the work, so Prometheus scrapes each worker like each api process (and `rate()` copes with restarts);
 * queue depths, the outbox and campaign progress are shared state, read by the api's `/metrics`.
 */
export class WorkerMetrics {
  readonly registry: Registry = createMetricsRegistry('worker');

  private readonly jobs = new Counter({
    name: 'worker_jobs_total',
    help: 'Jobs finished by queue, job name and outcome (completed; retry: an attempt failed, another follows; failed: gave up)',
    labelNames: ['queue', 'name', 'outcome'],
    registers: [this.registry],
  });

  private readonly duration = new Histogram({
    name: 'worker_job_duration_seconds',
    help: 'Time one attempt of a job ran, by queue and job name',
    labelNames: ['queue', 'name'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly mailsSent = new Counter({
    name: 'mails_sent_total',
    help: 'Mails the SMTP server accepted, by mail type (the job name, or newsletter.campaign)',
    labelNames: ['type'],
    registers: [this.registry],
  });

  private readonly mailsFailed = new Counter({
    name: 'mails_failed_total',
    help: 'Mails given up after their last attempt (or a bad job), by mail type',
    labelNames: ['type'],
    registers: [this.registry],
  });

  /**
   * Counts the jobs of a BullMQ worker. With `mails`, a completed job whose result is `{ status: 'sent' }` is a
   * sent mail and a job that gives up is a failed one.
   */
  observe(worker: Worker, queue: string, options: { mails?: boolean } = {}): void {
    worker.on('completed', (job: Job, result: unknown) => {
      this.jobs.inc({ queue, name: job.name, outcome: 'completed' });
      this.observeDuration(queue, job);
      if (options.mails && (result as { status?: string } | undefined)?.status === 'sent') this.mailSent(job.name);
    });
    worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job) return;
      const final = isFinalFailure(job, error);
      this.jobs.inc({ queue, name: job.name, outcome: final ? 'failed' : 'retry' });
      this.observeDuration(queue, job);
      if (options.mails && final) this.mailFailed(job.name);
    });
  }

  mailSent(type: string): void {
    this.mailsSent.inc({ type });
  }

  mailFailed(type: string): void {
    this.mailsFailed.inc({ type });
  }

  private observeDuration(queue: string, job: Job): void {
    if (!job.processedOn) return;
    this.duration.observe(
      { queue, name: job.name },
      Math.max(0, (job.finishedOn ?? Date.now()) - job.processedOn) / 1000,
    );
  }
}

/** Whether a failed attempt was the job's last: a bad job (UnrecoverableError) or no attempts left. */
export function isFinalFailure(job: Job, error: Error): boolean {
  return error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
}
