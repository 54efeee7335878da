import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  endOfDayInOslo,
  formatCalendarDay,
  formatCalendarMonth,
  formatDate,
  formatDateNb,
  formatDateTime,
  osloDateInputValue,
  osloYear,
  russSeasonYear,
  startOfDayInOslo,
} from './dates.js';

describe('formatDateNb', () => {
  it('formats in Oslo time, in every style the shop shows', () => {
    // 23:30 UTC on 2 September is already 3 September in Oslo (UTC+2 in summer).
    const date = new Date('2024-09-02T23:30:00.000Z');
    expect(formatDateNb(date)).toBe('03.09.2024');
    expect(formatDateNb(date, 'long')).toBe('3. september 2024');
    expect(formatDateNb('2024-12-24T12:00:00.000Z', 'datetime')).toMatch(/^24\.12\.2024,? (kl\. )?13[:.]00$/);
    expect(formatDateNb('2024-12-24T12:05:00.000Z', 'table-datetime')).toBe('24.12.2024 13:05');
    expect(formatDateNb('2026-11-22T17:14:00.000Z', 'long-datetime')).toBe('22. november 2026 kl. 18:14');
  });

  it('has the console shorthands: a date and a moment in a table, midnight as 00', () => {
    expect(formatDate('2026-11-27T23:30:00.000Z')).toBe('28.11.2026');
    expect(formatDateTime('2026-11-27T23:05:00.000Z')).toBe('28.11.2026 00:05');
    expect(formatDateTime(Date.UTC(2026, 5, 1, 10, 0))).toBe('01.06.2026 12:00');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDateNb('not a date')).toThrow(TypeError);
    expect(() => formatDateTime('')).toThrow(TypeError);
  });
});

describe('calendar months and days', () => {
  it('are written as they are, without a time zone shifting them', () => {
    expect(formatCalendarMonth('2026-11')).toBe('nov. 2026');
    expect(formatCalendarDay('2026-11-17')).toBe('17.11.2026');
  });
});

describe('Oslo calendar days', () => {
  it('reads the Oslo day and year of an instant', () => {
    expect(osloDateInputValue('2025-12-31T23:30:00.000Z')).toBe('2026-01-01');
    expect(osloYear(new Date('2025-12-31T23:30:00.000Z'))).toBe(2026);
    expect(osloYear('2025-12-31T22:30:00.000Z')).toBe(2025);
  });

  it('names the russ season by its graduation year, which turns after May', () => {
    expect(russSeasonYear('2026-11-28T12:00:00.000Z')).toBe(2027);
    expect(russSeasonYear('2027-05-17T12:00:00.000Z')).toBe(2027);
    expect(russSeasonYear('2027-05-31T22:30:00.000Z')).toBe(2028);
  });

  it('finds the start and end of a picked day in Oslo time, winter and summer', () => {
    expect(endOfDayInOslo('2026-03-01')?.toISOString()).toBe('2026-03-01T22:59:59.999Z');
    expect(endOfDayInOslo('2026-07-01')?.toISOString()).toBe('2026-07-01T21:59:59.999Z');
    expect(startOfDayInOslo('2026-03-01')?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(endOfDayInOslo('2026-02-30')).toBeNull();
    expect(addCalendarDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
