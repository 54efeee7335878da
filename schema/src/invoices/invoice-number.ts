/**
 * Invoice numbers (admin §4): the year and a yearly sequence of at least four digits, `2026-0001`. The gapless
 * sequence itself is the API's job; these helpers only write and read the format.
 */
export const INVOICE_NUMBER_PATTERN = /^(\d{4})-(\d{4,})$/;

/** `formatInvoiceNumber(2026, 1)` → '2026-0001'; past 9999 the number just grows ('2026-10000'). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** '2026-0042' → { year: 2026, sequence: 42 }; null for anything else ('2026-0000' and '2026-00042' included). */
export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (sequence < 1 || !Number.isSafeInteger(sequence)) return null;
  // One spelling per number: '2026-00042' is not '2026-0042'.
  return formatInvoiceNumber(year, sequence) === text.trim() ? { year, sequence } : null;
}

/** The number after `previous` in the same year, or the year's first when `previous` is from another year or none. */
export function nextInvoiceNumber(year: number, previous: string | null): string {
  const parsed = previous ? parseInvoiceNumber(previous) : null;
  return formatInvoiceNumber(year, parsed && parsed.year === year ? parsed.sequence + 1 : 1);
}
