import { describe, expect, it } from 'vitest';
import { csvAmount, csvDocument, csvField, csvFileName, csvRow } from './csv.js';

describe('csv', () => {
  it('never lets text start a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+47 22')).toBe("'+47 22");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('\rx')).toBe('"\'\rx"');
    expect(csvField('Ola')).toBe('Ola');
    expect(csvField(5)).toBe('5');
    expect(csvField(null)).toBe('');
  });

  it('writes amounts with a decimal comma, a negative one as a number (not neutralised text)', () => {
    expect(csvRow([csvAmount(129_900), csvAmount(-129_900), csvAmount(5), csvAmount(0)])).toBe(
      '1299,00;-1299,00;0,05;0,00',
    );
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvRow(['a;b', 'si "hei"', 'to\nlinjer', 'Ærlig Øst'])).toBe('"a;b";"si ""hei""";"to\nlinjer";Ærlig Øst');
    expect(csvField('=A1;B1')).toBe(`"'=A1;B1"`);
  });

  it('writes a document with BOM and CRLF', () => {
    expect(
      csvDocument([
        ['Navn', 'E-post'],
        ['Åse', 'a@b.no'],
      ]),
    ).toBe('\uFEFFNavn;E-post\r\nÅse;a@b.no\r\n');
  });

  it('names a file in ASCII', () => {
    expect(csvFileName('medlemmer', 'Blåruss Ærø 2026!', 'alle')).toBe('medlemmer-blaruss-aero-2026.csv');
    expect(csvFileName('medlemmer', '✓✓', 'alle')).toBe('medlemmer-alle.csv');
  });
});
