/**
 * The one place dates are written for people and read from forms: always in Norway's time (Europe/Oslo) and in
 * Norwegian (nb-NO), whatever the time zone of the server, the worker or the browser. Mails, PDFs, CSV exports,
 * the customer area and the console all call these functions, so one moment reads the same everywhere.
 */

export const OSLO_TIME_ZONE = 'Europe/Oslo';

const DATE_OPTIONS = {
  short: { timeZone: OSLO_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { timeZone: OSLO_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' },
  datetime: {
    timeZone: OSLO_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  'long-datetime': { timeZone: OSLO_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' },
} satisfies Record<Exclude<DateStyle, 'table-datetime'>, Intl.DateTimeFormatOptions>;

/**
 * How a moment is written:
 * - `short`: '28.11.2026' (tables, cards, PDFs)
 * - `long`: '28. november 2026' (sentences, legal pages)
 * - `datetime`: '28.11.2026, 14:05' (the customer area's messages, uploads and submissions)
 * - `table-datetime`: '28.11.2026 14:05' (the console's tables and histories)
 * - `long-datetime`: '28. november 2026 kl. 14:05' (mails)
 */
export type DateStyle = 'short' | 'long' | 'datetime' | 'table-datetime' | 'long-datetime';

// Built on first use: creating an Intl formatter loads locale data, which is costly at module load in a browser
// on a page that never shows a date.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: keyof typeof DATE_OPTIONS | 'calendar-month' | 'calendar-day' | 'input'): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found =
      key === 'calendar-month'
        ? new Intl.DateTimeFormat('nb-NO', { month: 'short', year: 'numeric', timeZone: 'UTC' })
        : key === 'calendar-day'
          ? new Intl.DateTimeFormat('nb-NO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
          : key === 'input'
            ? // en-CA writes YYYY-MM-DD, the value of a date input.
              new Intl.DateTimeFormat('en-CA', {
                timeZone: OSLO_TIME_ZONE,
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
              })
            : new Intl.DateTimeFormat('nb-NO', DATE_OPTIONS[key]);
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * A moment in Norwegian, in Oslo time (see `DateStyle`; 'short' by default). Accepts a Date, an ISO string or
 * epoch milliseconds; throws a TypeError on anything that is not a date.
 */
export function formatDateNb(value: Date | string | number, style: DateStyle = 'short'): string {
  const date = toDate(value);
  if (style === 'table-datetime') {
    const parts = formatter('datetime').formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
  }
  return formatter(style).format(date);
}

/** '28.11.2026': a date in a table (admin §16). */
export function formatDate(value: Date | string | number): string {
  return formatDateNb(value, 'short');
}

/** '28.11.2026 14:05': a moment in a table or a history. */
export function formatDateTime(value: Date | string | number): string {
  return formatDateNb(value, 'table-datetime');
}

/** 'nov. 2026' for the calendar month '2026-11' (a month, not a moment: no time zone applies). */
export function formatCalendarMonth(month: string): string {
  return formatter('calendar-month').format(new Date(`${month}-01T00:00:00Z`));
}

/** '17.11.2026' for the calendar day '2026-11-17' (a day, not a moment: no time zone applies). */
export function formatCalendarDay(day: string): string {
  return formatter('calendar-day').format(new Date(`${day}T00:00:00Z`));
}

// ---------------------------------------------------------------------------------------------------------
// Calendar days in Oslo (what a date input holds: '2026-03-01')

/** The Oslo calendar date of an instant as a date input wants it ('2026-03-01'). */
export function osloDateInputValue(at: Date | string): string {
  return formatter('input').format(at instanceof Date ? at : new Date(at));
}

/** The year an instant falls in, in Oslo (numbers that restart every year follow it). */
export function osloYear(at: Date | string): number {
  return Number(osloDateInputValue(at).slice(0, 4));
}

/**
 * The graduation year of the russ season an instant belongs to: the season ends on 17 May, so from June on the
 * russ of next year are the ones ordering (2026-11-28 → 2027; 2027-05-17 → 2027).
 */
export function russSeasonYear(at: Date | string): number {
  const [year, month] = osloDateInputValue(at).split('-').map(Number) as [number, number];
  return month >= 6 ? year + 1 : year;
}

const osloOffsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: OSLO_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes Oslo is ahead of UTC at `at` (60 in winter, 120 in summer). */
function osloOffsetMinutes(at: Date): number {
  const name = osloOffsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A date picked in a form ('2026-03-01') means "until the end of that day in Norway": 23:59:59.999 Oslo time.
 * Returns null for text that is not a real calendar date.
 */
export function endOfDayInOslo(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day, 23, 59, 59, 999);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - osloOffsetMinutes(check) * 60_000);
}

/** A calendar day ('2026-03-01') plus whole days, negative to go back: ('2026-02-27', 2) → '2026-03-01'. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The start (00:00 Oslo time) of a day picked in a form ('2026-03-01'); null for text that is not a real date. */
export function startOfDayInOslo(date: string): Date | null {
  if (!endOfDayInOslo(date)) return null;
  const end = endOfDayInOslo(addCalendarDays(date, -1));
  return end ? new Date(end.getTime() + 1) : null;
}
