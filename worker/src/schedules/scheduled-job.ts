import type { EntityManager } from '@russ/api/db';

/**
 * One piece of scheduled work (expiring quotes, invoice reminders, pruning old rows). `run` must be safe to run
 * twice for the same `now` (the second run changes nothing): BullMQ delivers a job at least once, an operator may
 * start it by hand, and a retry after a failure runs it again.
 */
export interface ScheduledJob {
  /** Stable id, also the BullMQ job scheduler id: 'quotes.expire'. Renaming it drops the old schedule. */
  name: string;
  /**
   * Cron pattern in Norwegian time (Europe/Oslo): 5 fields, or 6 with seconds first. The environment variable
   * `SCHEDULE_<NAME>` (e.g. SCHEDULE_QUOTES_EXPIRE) overrides it; see schedule-config.ts.
   */
  pattern: string;
  /** One line for logs and `pnpm --filter @russ/worker run job --list`. */
  description: string;
  /** Does the work as of `now` on a fresh EntityManager and returns what it changed (logged, kept on the job). */
  run(em: EntityManager, now: Date): Promise<unknown>;
}
