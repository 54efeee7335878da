import { defaultLog } from './supervisor.js';

export interface TableLayout {
  /** How many leading columns are names (left-aligned); the figures after them are right-aligned. Default 1. */
  nameColumns?: number;
  /** A blank line after every this many rows (rows measured in groups); default none. */
  groupSize?: number;
}

/** Prints a benchmark's results as an aligned plain-text table between blank lines. */
export function printTable(header: string[], rows: string[][], { nameColumns = 1, groupSize }: TableLayout = {}): void {
  const log = defaultLog;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < nameColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   ');
  log('');
  log(line(header));
  log(widths.map((w) => '─'.repeat(w)).join('   '));
  rows.forEach((r, i) => {
    log(line(r));
    if (groupSize && i % groupSize === groupSize - 1 && i < rows.length - 1) log('');
  });
  log('');
}
