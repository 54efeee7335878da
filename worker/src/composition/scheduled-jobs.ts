import { runGroupSizeReminders } from '../schedules/group-size-reminders.js';
import { pruneExpiredRows } from '../schedules/housekeeping.js';
import { runInvoiceReminders } from '../schedules/invoice-reminders.js';
import { runNightlyBackup } from '../schedules/nightly-backup.js';
import { expireQuotes } from '../schedules/quote-expiry.js';
import type { ScheduledJob } from '../schedules/scheduled-job.js';

/**
 * The scheduled jobs registry: every piece of daily work the worker runs on a BullMQ job scheduler, with its
 * default time in Norwegian time (overridable with SCHEDULE_<NAME>, e.g. SCHEDULE_MAINTENANCE_PRUNE="off").
 * Each `run(em, now)` is a function in schedules/ that is safe to run twice. A new job is one line here.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  // Just after midnight: a quote valid until yesterday is 'Utløpt' when the day begins.
  {
    name: 'quotes.expire',
    pattern: '5 0 * * *',
    description: "marks sent quotes past their validity 'Utløpt'",
    run: expireQuotes,
  },
  // In the morning, so reminders ('Purring') arrive in office hours.
  {
    name: 'invoices.reminders',
    pattern: '0 7 * * *',
    description: "marks unpaid invoices past their due date 'Forfalt' and mails the first and second reminders",
    run: runInvoiceReminders,
  },
  // In the morning, like the invoice reminders: members read it during the day, 3 days before the deadline.
  {
    name: 'groups.size-reminders',
    pattern: '0 8 * * *',
    description: 'mails the size reminder to accepted members without sizes 3 days before a group deadline, once',
    run: runGroupSizeReminders,
  },
  {
    name: 'maintenance.prune',
    pattern: '30 3 * * *',
    description:
      "applies the retention table: deletes contact requests, sign-in links and sign-out marks, audit entries, mail log and dispatched outbox rows older than their period, and deactivated members' accounts past theirs",
    run: (em, now) => pruneExpiredRows(em, now),
  },
  // At night, when nobody orders: pg_dump takes no locks that block the shop, but it reads every table.
  {
    name: 'maintenance.backup',
    pattern: '30 2 * * *',
    description:
      'backs up the database (pg_dump, custom format) and the uploaded files into BACKUP_DIR; deletes backups older than BACKUP_KEEP_DAYS',
    run: (em, now) => runNightlyBackup(em, now),
  },
];
