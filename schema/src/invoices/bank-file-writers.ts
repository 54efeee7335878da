import { XMLBuilder } from 'fast-xml-parser';

/**
 * Writes bank files the way a Norwegian bank sends them (camt.054.001.08 and the Nets OCR giro file), for tests,
 * demo data and benchmarks. `bank-files.ts` reads them.
 */

export interface BankFilePayment {
  /** The bank's reference (camt AcctSvcrRef); OCR files number their transactions instead. */
  reference: string;
  /** `YYYY-MM-DD`. */
  date: string;
  amountOre: number;
  kid: string | null;
  payerName?: string | null;
  reversed?: boolean;
}

const kroner = (ore: number) => `${Math.trunc(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ' });

/** A camt.054.001.08 notification with one booked entry per payment, credited to `account` (IBAN). */
export function writeCamt054(
  payments: readonly BankFilePayment[],
  options: { messageId: string; account?: string; createdAt?: string },
): string {
  const amount = (ore: number) => ({ '#text': kroner(ore), '@_Ccy': 'NOK' });
  const entries = payments.map((payment) => ({
    Amt: amount(payment.amountOre),
    CdtDbtInd: payment.reversed ? 'DBIT' : 'CRDT',
    ...(payment.reversed ? { RvslInd: 'true' } : {}),
    Sts: { Cd: 'BOOK' },
    BookgDt: { Dt: payment.date },
    ValDt: { Dt: payment.date },
    AcctSvcrRef: payment.reference,
    BkTxCd: { Domn: { Cd: 'PMNT', Fmly: { Cd: 'RCDT', SubFmlyCd: 'DMCT' } } },
    NtryDtls: {
      TxDtls: {
        Refs: { AcctSvcrRef: payment.reference, EndToEndId: 'NOTPROVIDED' },
        Amt: amount(payment.amountOre),
        CdtDbtInd: payment.reversed ? 'DBIT' : 'CRDT',
        ...(payment.payerName ? { RltdPties: { Dbtr: { Pty: { Nm: payment.payerName } } } } : {}),
        ...(payment.kid
          ? { RmtInf: { Strd: { CdtrRefInf: { Tp: { CdOrPrtry: { Cd: 'SCOR' } }, Ref: payment.kid } } } }
          : {}),
      },
    },
  }));
  const createdAt = options.createdAt ?? `${payments[0]?.date ?? '2026-01-01'}T06:00:00`;
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08',
      BkToCstmrDbtCdtNtfctn: {
        GrpHdr: { MsgId: options.messageId, CreDtTm: createdAt },
        Ntfctn: {
          Id: `${options.messageId}-1`,
          CreDtTm: createdAt,
          Acct: { Id: { IBAN: options.account ?? 'NO9386011117947' }, Ccy: 'NOK' },
          Ntry: entries,
        },
      },
    },
  };
  return builder.build(document) as string;
}

const digits = (value: number, width: number) => String(value).padStart(width, '0');
const record = (text: string) => {
  if (text.length > 80) throw new RangeError(`OCR record longer than 80: ${text}`);
  return text.padEnd(80, '0');
};
/** `YYYY-MM-DD` → DDMMYY. */
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;

export interface OcrAssignment {
  /** Up to 7 digits, unique per sender. */
  assignmentNumber: number;
  payments: readonly Omit<BankFilePayment, 'reference' | 'payerName'>[];
}

/**
 * A Nets OCR giro transmission: one assignment per entry of `assignments`, two amount-item records per payment
 * (transaction type 10 'giro debited account', or 18 'reversal with KID' for a reversed payment).
 */
export function writeOcrGiro(
  assignments: readonly OcrAssignment[],
  options: { transmissionNumber: number; account?: string; agreementId?: string },
): string {
  const account = options.account ?? '86011117947';
  const agreement = options.agreementId ?? '000000001';
  const lines: string[] = [record(`NY000010${'00008080'}${digits(options.transmissionNumber, 7)}${'00000000'}`)];
  let transactionNumber = 0;
  let total = 0;
  let totalTransactions = 0;
  for (const assignment of assignments) {
    const assignmentNumber = digits(assignment.assignmentNumber, 7);
    lines.push(record(`NY090020${agreement}${assignmentNumber}${account}`));
    let sum = 0;
    const dates = assignment.payments.map((p) => p.date).sort();
    for (const payment of assignment.payments) {
      transactionNumber++;
      const type = payment.reversed ? '18' : '10';
      const number = digits(transactionNumber, 7);
      const kid = (payment.kid ?? '').padStart(25, ' ');
      lines.push(
        record(
          `NY09${type}30${number}${ddmmyy(payment.date)}01010${digits(transactionNumber, 5)}${payment.reversed ? '-' : '0'}${digits(payment.amountOre, 17)}${kid}00`,
        ),
      );
      lines.push(record(`NY09${type}31${number}${'0000000000'}${'000000000'}${'0000000'}${ddmmyy(payment.date)}`));
      sum += payment.reversed ? -payment.amountOre : payment.amountOre;
    }
    const first = dates[0] ?? '2026-01-01';
    const last = dates[dates.length - 1] ?? first;
    lines.push(
      record(
        `NY090088${digits(assignment.payments.length, 8)}${digits(assignment.payments.length * 2 + 2, 8)}${digits(Math.abs(sum), 17)}${ddmmyy(last)}${ddmmyy(first)}${ddmmyy(last)}`,
      ),
    );
    total += sum;
    totalTransactions += assignment.payments.length;
  }
  const lastDate =
    assignments
      .flatMap((a) => a.payments.map((p) => p.date))
      .sort()
      .at(-1) ?? '2026-01-01';
  lines.push(
    record(
      `NY000089${digits(totalTransactions, 8)}${digits(lines.length + 1, 8)}${digits(Math.abs(total), 17)}${ddmmyy(lastDate)}`,
    ),
  );
  return `${lines.join('\r\n')}\r\n`;
}
