import { pruneExpiredRows } from '@russ/api/housekeeping';
import type { ScheduledJob } from '../schedules/scheduled-job.js';

/**
 * The scheduled jobs registry: every piece of daily work the worker runs on a BullMQ job scheduler, with its
 * default time in Norwegian time (overridable with SCHEDULE_<NAME>, e.g. SCHEDULE_MAINTENANCE_PRUNE="off").
 * Each `run(em, now)` is a service function of the api that is safe to run twice. A new job is one line here.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  {
    name: 'maintenance.prune',
    pattern: '30 3 * * *',
    description: 'deletes expired sign-in links, expired staff session revocations and old dispatched outbox rows',
    run: pruneExpiredRows,
  },
];
