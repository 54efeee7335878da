/**
 * CSV files for Excel as Norwegians have it, one writer for every download (a group's sizes, the members list):
 * `;` between fields (Excel with Norwegian regional settings reads `,` as the decimal mark and would put
 * everything in one column), a UTF-8 byte order mark so æøå come through, and CRLF line ends. Fields are quoted
 * when they need it, and text that starts like a formula (= + - @, a tab or a carriage return) is prefixed with
 * ' so a spreadsheet never runs it.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** An amount as Norwegian spreadsheets read it ('-1299,00': decimal comma, no thousands separator). */
export interface CsvAmount {
  readonly amount: string;
}

export type CsvValue = string | number | CsvAmount | null | undefined;

/** An amount in øre as a CSV field: `csvAmount(-129900)` is written `-1299,00`, a number to the spreadsheet. */
export function csvAmount(ore: number): CsvAmount {
  const abs = Math.abs(ore);
  return { amount: `${ore < 0 ? '-' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}` };
}

/** One field: numbers as they are, text neutralised when it looks like a formula and quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.amount;
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, without the line end. */
export function csvRow(fields: readonly CsvValue[]): string {
  return fields.map(csvField).join(CSV_SEPARATOR);
}

/** A whole file: BOM, the rows, each ended by CRLF. */
export function csvDocument(rows: ReadonlyArray<readonly CsvValue[] | string>): string {
  return `${CSV_BOM}${rows.map((row) => (typeof row === 'string' ? row : csvRow(row))).join(CSV_LINE_END)}${CSV_LINE_END}`;
}

/** A file name safe in every browser: 'storrelser-russ-3sta.csv' from ('storrelser', 'Russ 3STA'), ASCII only. */
export function csvFileName(prefix: string, name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}-${slug || fallback}.csv`;
}
