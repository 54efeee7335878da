import dayjs from 'dayjs';
import 'dayjs/locale/nb';

dayjs.locale('nb');

/** `22.11.2026 14:05` in the browser's time zone, the way Norwegian staff read dates. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

/** Norwegian plural for simple counted nouns: `formatCount(1, 'henvendelse', 'henvendelser')`. */
export function formatCount(count: number, one: string, many: string): string {
  return `${count.toLocaleString('nb-NO')} ${count === 1 ? one : many}`;
}

/** `22.11.2026`: a date in tables (admin §16). */
export function formatDate(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY');
}
