import { openDb } from '@russ/api/db';
import { scheduledJobs } from './composition/scheduled-jobs.js';
import { describeSchedule, resolveSchedule } from './schedules/schedule-config.js';
import { runScheduledJob } from './schedules/scheduled-worker.js';

/**
 * Runs one scheduled job now, in this process, and exits: `pnpm --filter @russ/worker run job <name>` (in
 * production `node dist/run-job.js <name>`), or `--list` for the registry with each job's schedule. It takes the
 * same per-job lock as the scheduled run, so it never overlaps one; the job is safe to run twice anyway. It runs no
 * migrations: start the api or worker once first.
 * Exit code 0 when the job ran (its result is printed as JSON), 1 when it failed or was skipped, 2 for bad usage.
 */
async function main(args: string[]): Promise<number> {
  const name = args.find((arg) => !arg.startsWith('-'));
  if (args.includes('--list') || !name) {
    for (const job of scheduledJobs) {
      console.log(`${job.name.padEnd(22)} ${describeSchedule(resolveSchedule(job)).padEnd(32)} ${job.description}`);
    }
    if (!name && !args.includes('--list')) {
      console.error('Usage: job <name> | --list');
      return 2;
    }
    return 0;
  }
  const job = scheduledJobs.find((candidate) => candidate.name === name);
  if (!job) {
    console.error(`Unknown job "${name}". Known: ${scheduledJobs.map((candidate) => candidate.name).join(', ')}`);
    return 2;
  }
  // Only the database is needed (a job's mails go through the outbox, which the api's relay sends).
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error("DATABASE_URL must name the shop's database (postgres://…).");
    return 2;
  }
  const orm = await openDb(databaseUrl);
  try {
    const run = await runScheduledJob(orm, job, new Date());
    console.log(JSON.stringify({ job: job.name, ...run }));
    return run.status === 'done' ? 0 : 1;
  } finally {
    await orm.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
