import { describe, expect, it } from 'vitest';
import { parseBankFile } from '../../schema/src/invoices/bank-files.js';
import { kidFor } from '../../schema/src/invoices/kid.js';
import { addCalendarDays } from '../../schema/src/common/dates.js';
import { seasonBankFiles, type SeasonInvoice } from './bank-files.js';

const today = '2026-05-20';
const invoices: SeasonInvoice[] = Array.from({ length: 300 }, (_, i) => {
  const issuedOn = addCalendarDays('2026-01-05', i % 120);
  const invoiceNumber = `2026-${String(i + 1).padStart(4, '0')}`;
  return {
    invoiceNumber,
    kid: kidFor(invoiceNumber, i + 1),
    amountOre: 49_900 + i * 1_000,
    status: i % 5 === 0 ? 'pending' : 'paid',
    issuedOn,
    paidOn: i % 5 === 0 ? null : addCalendarDays(issuedOn, 1 + (i % 9)),
  };
});

describe("the season's bank files", () => {
  const season = seasonBankFiles(invoices, 2026, today);
  const parsed = season.files.map((file) => ({ file, bank: parseBankFile(file.content) }));

  it('are camt.054 and OCR in turn, a week each, read back by the import parser with every payment', () => {
    expect(parsed.slice(0, 4).map((p) => p.bank.kind)).toEqual(['camt054', 'ocr', 'camt054', 'ocr']);
    for (const { file, bank } of parsed) expect(bank.payments).toHaveLength(file.payments);
    const [duplicate, ...rest] = [...parsed].reverse();
    expect(duplicate!.file.name).toMatch(/duplicate-of-/);
    expect(rest.some((p) => p.file.content === duplicate!.file.content)).toBe(true);
    const payments = rest.flatMap((p) => p.bank.payments);
    expect(payments).toHaveLength(season.counts.payments);
    expect(new Set(payments.map((p) => p.bankReference)).size).toBe(payments.length);
    expect(payments.filter((p) => p.reversed)).toHaveLength(season.counts.reversals);
    expect(payments.filter((p) => p.kid == null)).toHaveLength(10);
    expect(payments.every((p) => p.date <= today)).toBe(true);
  });

  it('hold part payments, overpayments, unknown KIDs and reversals, the same for the same season', () => {
    expect(season.counts).toMatchObject({ unknownKid: 25, withoutKid: 10, duplicateFiles: 1 });
    expect(season.counts.parts).toBeGreaterThan(0);
    expect(season.counts.overpaid).toBeGreaterThan(0);
    expect(season.counts.reversals).toBeGreaterThan(0);
    const ocr = parsed.find((p) => p.bank.kind === 'ocr')!;
    expect(ocr.file.content.split('\r\n').filter((line) => line.startsWith('NY090020')).length).toBeGreaterThan(1);
    expect(seasonBankFiles(invoices, 2026, today)).toEqual(season);
    expect(seasonBankFiles(invoices, 7, today).files[0]!.content).not.toBe(season.files[0]!.content);
  });
});
