import type { RepeatOptions } from 'bullmq';
import type { ScheduledJob } from './scheduled-job.js';

/** Every schedule is read in Norwegian time, so "every night at 00:05" stays 00:05 across daylight saving. */
export const SCHEDULE_TIMEZONE = 'Europe/Oslo';

/** `quotes.expire` → `SCHEDULE_QUOTES_EXPIRE`. */
export function scheduleEnvName(jobName: string): string {
  return `SCHEDULE_${jobName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/** When a job runs: a cron pattern (Europe/Oslo), a fixed interval (tests), or never (`off`). */
export type JobSchedule = { pattern: string; tz: string } | { every: number } | { off: true };

export class ScheduleConfigError extends Error {
  override name = 'ScheduleConfigError';
}

const CRON_FIELD = /^[\d*,/\-A-Za-z?LW#]+$/;

/**
 * Reads one job's schedule: `SCHEDULE_<NAME>` when set, else the job's own pattern. The variable takes a cron
 * pattern (`0 7 * * *`, or 6 fields with seconds), `every:<milliseconds>` (at least 1000), or `off`.
 * Throws ScheduleConfigError naming the variable for anything else.
 */
export function resolveSchedule(job: ScheduledJob, env: NodeJS.ProcessEnv = process.env): JobSchedule {
  const variable = scheduleEnvName(job.name);
  const raw = env[variable]?.trim() || job.pattern;
  if (raw.toLowerCase() === 'off') return { off: true };
  const every = /^every:(\d+)$/.exec(raw);
  if (every) {
    const ms = Number(every[1]);
    if (ms < 1000) throw new ScheduleConfigError(`${variable}: every:${ms} is shorter than one second`);
    return { every: ms };
  }
  const fields = raw.split(/\s+/);
  if ((fields.length !== 5 && fields.length !== 6) || !fields.every((field) => CRON_FIELD.test(field))) {
    throw new ScheduleConfigError(
      `${variable}: "${raw}" is not a cron pattern (5 fields, or 6 with seconds), every:<ms> or off`,
    );
  }
  return { pattern: fields.join(' '), tz: SCHEDULE_TIMEZONE };
}

/** Every job's schedule; throws one ScheduleConfigError listing every bad SCHEDULE_<NAME>. */
export function resolveSchedules(
  jobs: readonly ScheduledJob[],
  env: NodeJS.ProcessEnv = process.env,
): Array<{ job: ScheduledJob; schedule: JobSchedule }> {
  const problems: string[] = [];
  const schedules = jobs.flatMap((job) => {
    try {
      return [{ job, schedule: resolveSchedule(job, env) }];
    } catch (error) {
      if (!(error instanceof ScheduleConfigError)) throw error;
      problems.push(error.message);
      return [];
    }
  });
  if (problems.length > 0) throw new ScheduleConfigError(problems.join('; '));
  return schedules;
}

/** BullMQ repeat options for a schedule that is on. */
export function repeatOptions(schedule: Exclude<JobSchedule, { off: true }>): Omit<RepeatOptions, 'key'> {
  return 'every' in schedule ? { every: schedule.every } : { pattern: schedule.pattern, tz: schedule.tz };
}

export function describeSchedule(schedule: JobSchedule): string {
  if ('off' in schedule) return 'off';
  if ('every' in schedule) return `every ${schedule.every} ms`;
  return `"${schedule.pattern}" (${schedule.tz})`;
}
