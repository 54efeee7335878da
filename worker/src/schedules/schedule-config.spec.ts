import { describe, expect, it } from 'vitest';
import { ScheduleConfigError, resolveSchedule, resolveSchedules, scheduleEnvName } from './schedule-config.js';
import type { ScheduledJob } from './scheduled-job.js';

const job = (name: string, pattern = '5 0 * * *'): ScheduledJob => ({
  name,
  pattern,
  description: name,
  run: async () => null,
});

describe('schedule config', () => {
  it('names the override variable after the job', () => {
    expect(scheduleEnvName('quotes.expire')).toBe('SCHEDULE_QUOTES_EXPIRE');
    expect(scheduleEnvName('invoices.reminders')).toBe('SCHEDULE_INVOICES_REMINDERS');
    expect(scheduleEnvName('maintenance.prune-rows')).toBe('SCHEDULE_MAINTENANCE_PRUNE_ROWS');
  });

  it("uses the job's pattern in Norwegian time unless the variable overrides it", () => {
    expect(resolveSchedule(job('quotes.expire'), {})).toEqual({ pattern: '5 0 * * *', tz: 'Europe/Oslo' });
    expect(resolveSchedule(job('quotes.expire'), { SCHEDULE_QUOTES_EXPIRE: ' 0  6 * * 1-5 ' })).toEqual({
      pattern: '0 6 * * 1-5',
      tz: 'Europe/Oslo',
    });
    expect(resolveSchedule(job('a.b'), { SCHEDULE_A_B: '*/10 * * * * *' })).toEqual({
      pattern: '*/10 * * * * *',
      tz: 'Europe/Oslo',
    });
    expect(resolveSchedule(job('a.b'), { SCHEDULE_A_B: '' })).toEqual({ pattern: '5 0 * * *', tz: 'Europe/Oslo' });
  });

  it('takes every:<ms> and off', () => {
    expect(resolveSchedule(job('a.b'), { SCHEDULE_A_B: 'every:60000' })).toEqual({ every: 60000 });
    expect(resolveSchedule(job('a.b'), { SCHEDULE_A_B: 'OFF' })).toEqual({ off: true });
  });

  it('refuses anything else, naming every bad variable', () => {
    expect(() => resolveSchedule(job('a.b'), { SCHEDULE_A_B: 'daily' })).toThrow(ScheduleConfigError);
    expect(() => resolveSchedule(job('a.b'), { SCHEDULE_A_B: '* * * *' })).toThrow(/SCHEDULE_A_B/);
    expect(() => resolveSchedule(job('a.b'), { SCHEDULE_A_B: 'every:10' })).toThrow(/shorter than one second/);
    expect(() => resolveSchedule(job('a.b'), { SCHEDULE_A_B: '0 3 * * * ; rm' })).toThrow(ScheduleConfigError);
    expect(() => resolveSchedules([job('a.b'), job('c.d')], { SCHEDULE_A_B: 'x', SCHEDULE_C_D: 'y' })).toThrow(
      /SCHEDULE_A_B.*SCHEDULE_C_D/,
    );
  });
});
