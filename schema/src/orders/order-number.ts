/**
 * Order numbers: 'RK-', the year the order was placed in (Oslo time) and a yearly sequence of at least four digits,
 * `RK-2026-0001`. Allocating the next free number is the API's job; these helpers only write and read the format.
 */
export const ORDER_NUMBER_PATTERN = /^RK-(\d{4})-(\d{4,})$/;

/** The part every order number of `year` starts with: 'RK-2026-'. */
export function orderNumberPrefix(year: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  return `RK-${year}-`;
}

/** `formatOrderNumber(2026, 1)` → 'RK-2026-0001'; past 9999 the number just grows ('RK-2026-10000'). */
export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${orderNumberPrefix(year)}${String(sequence).padStart(4, '0')}`;
}
