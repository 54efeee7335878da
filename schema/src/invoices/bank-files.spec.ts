import { describe, expect, it } from 'vitest';
import { BANK_FILE_MESSAGES, BankFileUnreadable, parseBankFile } from './bank-files.js';
import { writeCamt054, writeOcrGiro } from './bank-file-writers.js';

/** camt.054.001.02 as a Norwegian bank sends it: one batch entry with two transactions, then a reversal. */
const CAMT_02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>C54-2026-11-27-001</MsgId><CreDtTm>2026-11-27T06:01:02</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>C54-2026-11-27-001-1</Id>
      <CreDtTm>2026-11-27T06:01:02</CreDtTm>
      <Acct><Id><IBAN>NO9386011117947</IBAN></Id><Ccy>NOK</Ccy></Acct>
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="NOK">1748.50</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-26</Dt></BookgDt>
        <ValDt><Dt>2026-11-26</Dt></ValDt>
        <AcctSvcrRef>9988776655</AcctSvcrRef>
        <NtryDtls>
          <Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls>
            <Refs><AcctSvcrRef>50010001</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="NOK">1299.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Kari Nordmann</Nm></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>0020260001000004</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>50010002</AcctSvcrRef></Refs>
            <AmtDtls><TxAmt><Amt Ccy="NOK">449.5</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Ola &amp; Per Hansen</Nm></Dbtr></RltdPties>
            <RmtInf><Ustrd>Faktura 2026-0002</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="NOK">1299.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <RvslInd>true</RvslInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <AcctSvcrRef>9988776699</AcctSvcrRef>
      </Ntry>
      <Ntry>
        <Amt Ccy="NOK">10.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <AcctSvcrRef>pending-1</AcctSvcrRef>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;

/** An OCR giro transmission written by hand from Nets' record layout: two assignments, three payments. */
const OCR = [
  'NY000010000080800017003001234500000000000000000000000000000000000000000000000000',
  'NY090020001008566000000299991042764000000000000000000000000000000000000000000000',
  'NY09103000000012611260101000001000000000000129900               1234567897000000',
  'NY091031000000100000000000000000000000000261126123456789010000000000000000000000',
  'NY090088000000010000000400000000000129900261126261126261126000000000000000000000',
  'NY090020001008566000000399991042764000000000000000000000000000000000000000000000',
  'NY09103000000022711260101000002000000000000044950                         000000',
  'NY091031000000200000000000000000000000000271126000000000000000000000000000000000',
  'NY09183000000032711260101000003-00000000000010000               1234567897000000',
  'NY091831000000300000000000000000000000000271126000000000000000000000000000000000',
  'NY090088000000020000000600000000000034950271126271126271126000000000000000000000',
  'NY000089000000030000001200000000000164850271126000000000000000000000000000000000',
];

const unreadable = (content: string) => {
  try {
    parseBankFile(content);
  } catch (error) {
    expect(error).toBeInstanceOf(BankFileUnreadable);
    expect((error as Error).message).toBe(BANK_FILE_MESSAGES.unknownFile);
    return (error as BankFileUnreadable).reason;
  }
  throw new Error('the file was read');
};

describe('camt.054', () => {
  it('reads every booked transaction with its reference, date, amount, KID and payer (001.02)', () => {
    const file = parseBankFile(`\uFEFF${CAMT_02}`);
    expect(file.kind).toBe('camt054');
    expect(file.payments).toEqual([
      {
        bankReference: '50010001',
        date: '2026-11-26',
        amountOre: 129900,
        kid: '0020260001000004',
        payerName: 'Kari Nordmann',
        reversed: false,
      },
      {
        bankReference: '50010002',
        date: '2026-11-26',
        amountOre: 44950,
        kid: null,
        payerName: 'Ola & Per Hansen',
        reversed: false,
      },
      {
        bankReference: '9988776699',
        date: '2026-11-27',
        amountOre: 129900,
        kid: null,
        payerName: null,
        reversed: true,
      },
    ]);
  });

  it('reads what it writes (001.08: Pty names, Sts/Cd, debit reversals)', () => {
    const xml = writeCamt054(
      [
        { reference: 'A1', date: '2026-12-01', amountOre: 49900, kid: '2026000100000427', payerName: 'Åse Ødegård' },
        { reference: 'A2', date: '2026-12-02', amountOre: 1, kid: null },
        { reference: 'A3', date: '2026-12-02', amountOre: 49900, kid: '2026000100000427', reversed: true },
      ],
      { messageId: 'M1' },
    );
    expect(xml).toContain('camt.054.001.08');
    expect(parseBankFile(xml).payments).toEqual([
      {
        bankReference: 'A1',
        date: '2026-12-01',
        amountOre: 49900,
        kid: '2026000100000427',
        payerName: 'Åse Ødegård',
        reversed: false,
      },
      { bankReference: 'A2', date: '2026-12-02', amountOre: 1, kid: null, payerName: null, reversed: false },
      {
        bankReference: 'A3',
        date: '2026-12-02',
        amountOre: 49900,
        kid: '2026000100000427',
        payerName: null,
        reversed: true,
      },
    ]);
  });

  it('refuses damaged or foreign XML', () => {
    expect(unreadable(CAMT_02.slice(0, 900))).toMatch(/XML/);
    expect(unreadable(CAMT_02.replaceAll('camt.054.001.02', 'camt.053.001.02'))).toMatch(/namespace/);
    expect(unreadable(CAMT_02.replace('1748.50', '1.748,50'))).toMatch(/amount/);
    expect(unreadable(CAMT_02.replace('Ccy="NOK">449.5', 'Ccy="EUR">449.5'))).toMatch(/currency/);
    expect(unreadable('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>')).toMatch(/DOCTYPE/);
    expect(unreadable('<html><body>Kvittering</body></html>')).toMatch(/Document/);
  });
});

describe('OCR giro', () => {
  it('reads several assignments, a payment without KID and a reversal, by their numbers', () => {
    const file = parseBankFile(OCR.join('\n'));
    expect(file.kind).toBe('ocr');
    expect(file.payments).toEqual([
      {
        bankReference: 'OCR-0017003-0000002-0000001',
        date: '2026-11-26',
        amountOre: 129900,
        kid: '1234567897',
        payerName: null,
        reversed: false,
      },
      {
        bankReference: 'OCR-0017003-0000003-0000002',
        date: '2026-11-27',
        amountOre: 44950,
        kid: null,
        payerName: null,
        reversed: false,
      },
      {
        bankReference: 'OCR-0017003-0000003-0000003',
        date: '2026-11-27',
        amountOre: 10000,
        kid: '1234567897',
        payerName: null,
        reversed: true,
      },
    ]);
  });

  it('reads what it writes, with or without trailing blanks and CRLF', () => {
    const text = writeOcrGiro(
      [
        { assignmentNumber: 7, payments: [{ date: '2026-12-01', amountOre: 49900, kid: '2026000100000427' }] },
        { assignmentNumber: 8, payments: [{ date: '2026-12-02', amountOre: 100, kid: null }] },
      ],
      { transmissionNumber: 42 },
    );
    expect(
      text
        .split('\r\n')
        .filter(Boolean)
        .every((line) => line.length === 80),
    ).toBe(true);
    const payments = parseBankFile(text).payments;
    expect(payments.map((p) => [p.bankReference, p.amountOre, p.kid])).toEqual([
      ['OCR-0000042-0000007-0000001', 49900, '2026000100000427'],
      ['OCR-0000042-0000008-0000002', 100, null],
    ]);
  });

  it('refuses a damaged transmission', () => {
    const swap = (index: number, line: string) => OCR.map((l, i) => (i === index ? line : l)).join('\n');
    expect(unreadable(OCR.slice(0, -1).join('\n'))).toMatch(/start and end/);
    expect(unreadable(swap(11, OCR[11]!.replace('164850', '164851')))).toMatch(/sum differs/);
    expect(unreadable(swap(4, OCR[4]!.replace('129900261126', '129901261126')))).toMatch(/sum differs/);
    expect(unreadable(OCR.filter((_, i) => i !== 3).join('\n'))).toMatch(/amount items/);
    expect(unreadable(swap(2, `${OCR[2]}X`))).toMatch(/not an OCR record/);
    expect(unreadable(swap(2, OCR[2]!.replace('261126', '321326')))).toMatch(/date/);
  });
});

describe('neither', () => {
  it('is refused with the Norwegian message', () => {
    expect(unreadable('')).toBeTruthy();
    expect(unreadable('Dato;Beløp;KID\n01.12.2026;499,00;2026000100000427')).toBeTruthy();
    expect(unreadable('%PDF-1.7')).toBeTruthy();
  });
});
