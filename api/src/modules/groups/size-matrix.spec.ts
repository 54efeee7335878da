import { describe, expect, it } from 'vitest';
import {
  buildSizeMatrix,
  sizeCsvFileName,
  sizeMatrixCsv,
  sizeMatrixSummary,
  type MatrixLine,
  type PrintLine,
} from './size-matrix.js';

const hoodie = (size: string | null, color: string | null, quantity = 1): MatrixLine => ({
  productId: 1,
  productName: 'Hoodie Original',
  size,
  color,
  quantity,
});
const bandana = (color: string | null, quantity = 1): MatrixLine => ({
  productId: 7,
  productName: 'Bandana',
  size: 'One size',
  color,
  quantity,
});

describe('buildSizeMatrix', () => {
  it('counts product × colour × size with row, column and grand totals', () => {
    const matrix = buildSizeMatrix([
      hoodie('M', 'navy'),
      hoodie('S', 'navy', 2),
      hoodie('M', 'navy'),
      hoodie('XL', 'rose'),
      bandana('rod', 3),
    ]);
    expect(matrix.sizes).toEqual(['S', 'M', 'XL', 'One size']);
    expect(matrix.products.map((p) => p.productName)).toEqual(['Bandana', 'Hoodie Original']);
    const [band, hood] = matrix.products;
    expect(band.rows).toEqual([{ color: 'rod', colorLabel: 'Rød', counts: [0, 0, 0, 3], total: 3 }]);
    expect(hood.rows).toEqual([
      { color: 'navy', colorLabel: 'Navy', counts: [2, 2, 0, 0], total: 4 },
      { color: 'rose', colorLabel: 'Rosé', counts: [0, 0, 1, 0], total: 1 },
    ]);
    expect(hood.sizeTotals).toEqual([2, 2, 1, 0]);
    expect(hood.total).toBe(5);
    expect(matrix.sizeTotals).toEqual([2, 2, 1, 3]);
    expect(matrix.grandTotal).toBe(8);
  });

  it('keeps lines without size or colour in a – column / row at the end', () => {
    const matrix = buildSizeMatrix([hoodie(null, null), hoodie('L', 'navy'), hoodie('XXS', '')]);
    expect(matrix.sizes).toEqual(['XXS', 'L', '–']);
    expect(matrix.products[0].rows.map((r) => r.colorLabel)).toEqual(['Navy', '–']);
    expect(matrix.products[0].rows[1].counts).toEqual([1, 0, 1]);
    expect(matrix.grandTotal).toBe(3);
  });

  it('is empty without lines and ignores quantities below one', () => {
    expect(buildSizeMatrix([])).toEqual({ sizes: [], products: [], sizeTotals: [], grandTotal: 0 });
    expect(buildSizeMatrix([hoodie('M', 'navy', 0), hoodie('M', 'navy', -2)]).grandTotal).toBe(0);
  });

  it('keeps two products with the same name apart by id', () => {
    const matrix = buildSizeMatrix([hoodie('M', 'navy'), { ...hoodie('M', 'navy'), productId: 2 }]);
    expect(matrix.products).toHaveLength(2);
  });
});

describe('sizeMatrixCsv', () => {
  const print: PrintLine[] = [
    { ...hoodie('M', 'navy'), memberName: 'Kari Nordmann', memberEmail: 'kari@example.no', printName: 'KARI; "K"' },
    { ...bandana('rod', 3), memberName: 'Per', memberEmail: 'per@example.no', printName: '=HYPERLINK("x")' },
  ];

  it('is Excel-friendly: BOM, semicolons, CRLF, matrix then print names', () => {
    const csv = sizeMatrixCsv('Russ 3STA', buildSizeMatrix(print), print);
    expect(csv.startsWith('\uFEFFGruppe;Russ 3STA\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Gruppe;Russ 3STA',
      '',
      'Størrelsesmatrise',
      'Produkt;Farge;M;One size;Totalt',
      'Bandana;Rød;0;3;3',
      'Bandana;Sum;0;3;3',
      'Hoodie Original;Navy;1;0;1',
      'Hoodie Original;Sum;1;0;1',
      'Totalt;;1;3;4',
      '',
      'Navn på trykk',
      'Medlem;E-post;Produkt;Størrelse;Farge;Antall;Navn på trykk',
      'Kari Nordmann;kari@example.no;Hoodie Original;M;Navy;1;"KARI; ""K"""',
      `Per;per@example.no;Bandana;One size;Rød;3;"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });

  it('names the file in ASCII', () => {
    expect(sizeCsvFileName('Blåruss-bussen Ærø 2026!')).toBe('storrelser-blaruss-bussen-aero-2026.csv');
    expect(sizeCsvFileName('ÅÅÅ'.replace(/Å/g, '✓'))).toBe('storrelser-gruppe.csv');
  });
});

describe('sizeMatrixSummary', () => {
  const print: PrintLine[] = [
    { ...hoodie('M', 'navy', 2), memberName: 'Kari', memberEmail: 'kari@example.no', printName: 'KARI' },
    { ...hoodie('S', 'navy'), memberName: 'Per', memberEmail: 'per@example.no', printName: null },
  ];

  it('lists pieces per product and colour, the total and the print names', () => {
    const text = sizeMatrixSummary(['Gruppe: Russ'], buildSizeMatrix(print), print, 5000);
    expect(text).toBe(
      [
        'Gruppe: Russ',
        '',
        'Hoodie Original – Navy: S: 1, M: 2 (3 stk)',
        'Totalt: 3 stk',
        '',
        'Navn på trykk:',
        'Kari: Hoodie Original M Navy – «KARI»',
      ].join('\n'),
    );
  });

  it('is cut to the limit with a note', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ ...print[0], memberName: `Medlem nummer ${i}` }));
    const text = sizeMatrixSummary(['Gruppe: Russ'], buildSizeMatrix(many), many, 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toMatch(/listen er forkortet/);
  });
});
