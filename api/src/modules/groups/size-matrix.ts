import { colourLabel } from '@russ/schema/catalog/colours';
import { NO_VALUE_LABEL, SUBMISSION_COLOURS, sizeSortKey } from '@russ/schema/groups/group-rules';
import { csvDocument, csvFileName, csvRow } from '../../common/csv.js';
import type { SizeMatrixRow, SizeMatrixProduct, SizeMatrix } from './group.types.js';

/**
 * The size matrix of a group order: for each product, a table of colour (rows) × size (columns) with piece
 * counts, row totals, column totals and the product total, plus the same totals over all products. Pure
 * functions: the groups service loads the lines, these only count and format.
 */

/** One submitted product line, as the matrix counts it. */
export interface MatrixLine {
  productId: number | null;
  productName: string;
  size: string | null;
  color: string | null;
  quantity: number;
}

/** One line of the print-name list (the CSV's second section and the quote request). */
export interface PrintLine extends MatrixLine {
  memberName: string;
  memberEmail: string;
  printName: string | null;
}

const nb = new Intl.Collator('nb');
const sizeLabel = (size: string | null) => (size == null || size === '' ? NO_VALUE_LABEL : size);
const colourKey = (color: string | null) => {
  if (color == null || color === '') return SUBMISSION_COLOURS.length + 1;
  const index = SUBMISSION_COLOURS.indexOf(color);
  return index === -1 ? SUBMISSION_COLOURS.length : index;
};
const productKey = (line: Pick<MatrixLine, 'productId' | 'productName'>) =>
  line.productId != null ? `id:${line.productId}` : `name:${line.productName}`;

/** Counts the lines into a product × colour × size matrix. Lines with a quantity below 1 are ignored. */
export function buildSizeMatrix(lines: readonly MatrixLine[]): SizeMatrix {
  const counted = lines.filter((line) => Number.isInteger(line.quantity) && line.quantity >= 1);

  const sizeValues = [...new Set(counted.map((line) => (line.size === '' ? null : line.size)))];
  sizeValues.sort((a, b) => sizeSortKey(a) - sizeSortKey(b) || nb.compare(a ?? '', b ?? ''));
  const sizes = sizeValues.map(sizeLabel);
  const column = new Map(sizeValues.map((size, index) => [sizeLabel(size), index]));

  const products = new Map<
    string,
    { productId: number | null; productName: string; rows: Map<string, SizeMatrixRow> }
  >();
  for (const line of counted) {
    const key = productKey(line);
    let product = products.get(key);
    if (!product) {
      product = { productId: line.productId, productName: line.productName, rows: new Map() };
      products.set(key, product);
    }
    const color = line.color === '' ? null : line.color;
    const rowKey = color ?? '';
    let row = product.rows.get(rowKey);
    if (!row) {
      row = {
        color,
        colorLabel: color == null ? NO_VALUE_LABEL : colourLabel(color),
        counts: sizes.map(() => 0),
        total: 0,
      };
      product.rows.set(rowKey, row);
    }
    row.counts[column.get(sizeLabel(line.size))!] += line.quantity;
    row.total += line.quantity;
  }

  const sizeTotals = sizes.map(() => 0);
  const result: SizeMatrixProduct[] = [...products.values()]
    .map((product) => {
      const rows = [...product.rows.values()].sort(
        (a, b) => colourKey(a.color) - colourKey(b.color) || nb.compare(a.colorLabel, b.colorLabel),
      );
      const productTotals = sizes.map((_, i) => rows.reduce((sum, row) => sum + row.counts[i], 0));
      productTotals.forEach((n, i) => (sizeTotals[i] += n));
      return {
        productId: product.productId,
        productName: product.productName,
        rows,
        sizeTotals: productTotals,
        total: rows.reduce((sum, row) => sum + row.total, 0),
      };
    })
    .sort((a, b) => nb.compare(a.productName, b.productName) || (a.productId ?? 0) - (b.productId ?? 0));

  return { sizes, products: result, sizeTotals, grandTotal: sizeTotals.reduce((a, b) => a + b, 0) };
}

// ---------------------------------------------------------------------------------------------------------
// CSV: separator, BOM, CRLF, quoting and formula-safe cells are the shared writer's (common/csv.ts).

/**
 * The coordinator's download: a heading, the matrix (one row per product and colour, a sum row per product and a
 * grand total row), then the print names (one row per member and product line).
 */
export function sizeMatrixCsv(groupName: string, matrix: SizeMatrix, printLines: readonly PrintLine[]): string {
  const rows: string[] = [];
  rows.push(csvRow(['Gruppe', groupName]));
  rows.push('');
  rows.push(csvRow(['Størrelsesmatrise']));
  rows.push(csvRow(['Produkt', 'Farge', ...matrix.sizes, 'Totalt']));
  for (const product of matrix.products) {
    for (const row of product.rows) rows.push(csvRow([product.productName, row.colorLabel, ...row.counts, row.total]));
    rows.push(csvRow([product.productName, 'Sum', ...product.sizeTotals, product.total]));
  }
  rows.push(csvRow(['Totalt', '', ...matrix.sizeTotals, matrix.grandTotal]));
  rows.push('');
  rows.push(csvRow(['Navn på trykk']));
  rows.push(csvRow(['Medlem', 'E-post', 'Produkt', 'Størrelse', 'Farge', 'Antall', 'Navn på trykk']));
  for (const line of printLines) {
    rows.push(
      csvRow([
        line.memberName,
        line.memberEmail,
        line.productName,
        sizeLabel(line.size),
        line.color ? colourLabel(line.color) : NO_VALUE_LABEL,
        line.quantity,
        line.printName ?? '',
      ]),
    );
  }
  return csvDocument(rows);
}

/** A file name for the download: 'storrelser-russ-3sta.csv' (ASCII only, so every browser keeps it). */
export function sizeCsvFileName(groupName: string): string {
  return csvFileName('storrelser', groupName, 'gruppe');
}

// ---------------------------------------------------------------------------------------------------------
// Quote request text

/**
 * The matrix as the plain text a quote request carries to the shop: one line per product and colour with the
 * pieces per size, the totals, then the print names. Cut at `maxLength` (the contact message limit) with a note
 * that the full list is in the group.
 */
export function sizeMatrixSummary(
  heading: string[],
  matrix: SizeMatrix,
  printLines: readonly PrintLine[],
  maxLength: number,
): string {
  const lines: string[] = [...heading, ''];
  for (const product of matrix.products) {
    for (const row of product.rows) {
      const pieces = matrix.sizes
        .map((size, i) => (row.counts[i] > 0 ? `${size}: ${row.counts[i]}` : null))
        .filter(Boolean)
        .join(', ');
      lines.push(`${product.productName} – ${row.colorLabel}: ${pieces} (${row.total} stk)`);
    }
  }
  lines.push(`Totalt: ${matrix.grandTotal} stk`);
  const named = printLines.filter((line) => line.printName);
  if (named.length > 0) {
    lines.push('', 'Navn på trykk:');
    for (const line of named) {
      const colour = line.color ? ` ${colourLabel(line.color)}` : '';
      lines.push(`${line.memberName}: ${line.productName} ${sizeLabel(line.size)}${colour} – «${line.printName}»`);
    }
  }
  const text = lines.join('\n');
  if (text.length <= maxLength) return text;
  const note = '\n… (listen er forkortet; hele listen og CSV-filen finnes i gruppen på kundesiden)';
  return text.slice(0, maxLength - note.length).replace(/\n[^\n]*$/, '') + note;
}
