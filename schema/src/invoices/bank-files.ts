import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The bank's files of incoming payments (admin §17), read as pure functions: ISO 20022 camt.054
 * (BankToCustomerDebitCreditNotification, versions 001.02 to 001.08 as Norwegian banks send them) and the Nets OCR
 * giro file (80-character records). The kind is told from the content, never from the file name. A file that is
 * neither, or is damaged, throws `BankFileUnreadable`, so the caller records nothing.
 */

export const BANK_FILE_MESSAGES = {
  unknownFile: 'Filen er ikke en bankfil vi kjenner (camt.054 eller OCR).',
  alreadyImported: 'Filen er allerede importert.',
  tooLarge: 'Filen er for stor (høyst 10 MB).',
  empty: 'Velg en bankfil.',
  oneFile: 'Last opp én bankfil om gangen.',
} as const;

/** A season's bank file is far smaller; anything larger is refused before it is read. */
export const BANK_FILE_MAX_BYTES = 10 * 1024 * 1024;

export type BankFileKind = 'camt054' | 'ocr';

/** One payment as the bank reported it. */
export interface BankPayment {
  /** Unique per payment at the bank: camt's AcctSvcrRef (or EndToEndId with date and amount), OCR's numbers. */
  bankReference: string;
  /** The booking (settlement) date, `YYYY-MM-DD`. */
  date: string;
  /** Øre, always positive; see `reversed` for the direction. */
  amountOre: number;
  /** The payer's KID (digits, or ending in '-' for MOD11), null when the payment has none. */
  kid: string | null;
  payerName: string | null;
  /** The bank took a payment back (camt RvslInd or a debit, OCR reversal types or a negative sign). */
  reversed: boolean;
}

export interface BankFile {
  kind: BankFileKind;
  payments: BankPayment[];
}

/** A file that is not a bank file we read, or a damaged one. `reason` is for logs; the message is for people. */
export class BankFileUnreadable extends Error {
  constructor(readonly reason: string) {
    super(BANK_FILE_MESSAGES.unknownFile);
    this.name = 'BankFileUnreadable';
  }
}

const unreadable = (reason: string): never => {
  throw new BankFileUnreadable(reason);
};

/** Reads a bank file of either kind (its text, decoded as UTF-8). Throws `BankFileUnreadable` for anything else. */
export function parseBankFile(text: string): BankFile {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('<')) return { kind: 'camt054', payments: parseCamt054(body) };
  if (body.startsWith('NY000010')) return { kind: 'ocr', payments: parseOcrGiro(body) };
  return unreadable('neither XML nor an OCR transmission start');
}

// ---------------------------------------------------------------------------------------------------------
// camt.054

const CAMT054_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.(\d{2})$/;
const SUPPORTED_CAMT_VERSIONS = new Set(['02', '03', '04', '05', '06', '07', '08']);

type XmlNode = Record<string, unknown>;

const REPEATED = new Set(['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'CdtrRefInf', 'Ustrd']);

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Prefixed elements (`<ns2:Ntry>`) are read by their local names; the xmlns attributes stay (removeNSPrefix
  // would drop them, and the namespace tells the version).
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
  // KIDs and references keep their leading zeros: every value stays text.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

const node = (value: unknown): XmlNode | undefined =>
  value != null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined;

const list = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]).map((v) => node(v)).filter((v) => v != null);

/** The text of an element (with or without attributes), trimmed; null when absent or empty. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  const element = node(value);
  if (element && typeof element['#text'] === 'string') return element['#text'].trim() || null;
  return null;
}

const path = (start: unknown, ...names: string[]): unknown =>
  names.reduce<unknown>((current, name) => node(current)?.[name], start);

/** '1234.5' → 123450 øre; a negative, malformed or over-precise amount makes the file unreadable. */
function amountToOre(text: string | null, where: string): number {
  if (text == null || !/^\d{1,15}(\.\d{1,2})?$/.test(text)) return unreadable(`bad amount at ${where}`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount element `<Amt Ccy="NOK">…</Amt>`: øre; other currencies are not ours to match. */
function nokAmount(value: unknown, where: string): number | null {
  if (value == null) return null;
  const currency = node(value)?.['@_Ccy'];
  if (currency != null && currency !== 'NOK') return unreadable(`currency ${String(currency)} at ${where}`);
  return amountToOre(textOf(value), where);
}

/** A date element (`Dt` or `DtTm`) as `YYYY-MM-DD`. */
function dateOf(value: unknown): string | null {
  const text = textOf(path(value, 'Dt')) ?? textOf(path(value, 'DtTm'));
  if (text == null) return null;
  const day = text.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** The structured creditor reference (the KID), when it is one: digits, or digits ending in '-' (MOD11). */
function kidOf(transaction: XmlNode): string | null {
  for (const structured of list(path(transaction, 'RmtInf', 'Strd'))) {
    for (const reference of list(structured['CdtrRefInf'])) {
      const ref = textOf(reference['Ref'])?.replace(/\s/g, '');
      if (ref && /^\d+-?$/.test(ref) && ref.length <= 25) return ref;
    }
  }
  return null;
}

/** The payer: `Dbtr/Nm` (001.02–.07) or `Dbtr/Pty/Nm` (001.08), else the ultimate debtor. */
function payerOf(transaction: XmlNode): string | null {
  const parties = path(transaction, 'RltdPties');
  return (
    textOf(path(parties, 'Dbtr', 'Nm')) ??
    textOf(path(parties, 'Dbtr', 'Pty', 'Nm')) ??
    textOf(path(parties, 'UltmtDbtr', 'Nm')) ??
    textOf(path(parties, 'UltmtDbtr', 'Pty', 'Nm'))
  );
}

/** Booked entries only: `Sts` is `BOOK` (001.02–.07) or `Sts/Cd` is `BOOK` (001.08); pending ones come again. */
function isBooked(entry: XmlNode): boolean {
  const status = textOf(entry['Sts']) ?? textOf(path(entry, 'Sts', 'Cd'));
  return status == null || status === 'BOOK';
}

function parseCamt054(xml: string): BankPayment[] {
  // No document type declarations: a bank file has none, and they are how entity bombs arrive.
  if (xml.includes('<!DOCTYPE') || xml.includes('<!ENTITY')) return unreadable('DOCTYPE in XML');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return unreadable(`XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = node(node(xmlParser.parse(xml))?.['Document']);
  if (!document) return unreadable('no Document element');
  const namespaces = Object.entries(document)
    .filter(([name]) => name === '@_xmlns' || name.startsWith('@_xmlns:'))
    .map(([, value]) => String(value));
  const namespace = namespaces.find((value) => CAMT054_NAMESPACE.test(value)) ?? namespaces[0] ?? '';
  const version = CAMT054_NAMESPACE.exec(namespace)?.[1];
  if (!version || !SUPPORTED_CAMT_VERSIONS.has(version)) return unreadable(`namespace ${namespace || '(none)'}`);
  const notification = node(document['BkToCstmrDbtCdtNtfctn']);
  if (!notification) return unreadable('no BkToCstmrDbtCdtNtfctn');
  const notifications = list(notification['Ntfctn']);
  if (notifications.length === 0) return unreadable('no Ntfctn');

  const payments: BankPayment[] = [];
  notifications.forEach((notice, n) => {
    list(notice['Ntry']).forEach((entry, e) => {
      const where = `Ntfctn ${n + 1} Ntry ${e + 1}`;
      if (!isBooked(entry)) return;
      const entryOre = nokAmount(entry['Amt'], where);
      if (entryOre == null) return unreadable(`no amount at ${where}`);
      const entryDebit = textOf(entry['CdtDbtInd']) === 'DBIT';
      const entryReversal = textOf(entry['RvslInd']) === 'true';
      const date = dateOf(entry['BookgDt']) ?? dateOf(entry['ValDt']);
      if (!date) return unreadable(`no booking date at ${where}`);
      const entryReference = textOf(entry['AcctSvcrRef']) ?? textOf(entry['NtryRef']);
      const transactions = list(entry['NtryDtls']).flatMap((details) => list(details['TxDtls']));
      if (transactions.length === 0) {
        if (!entryReference) return unreadable(`no reference at ${where}`);
        payments.push({
          bankReference: entryReference,
          date,
          amountOre: entryOre,
          kid: null,
          payerName: null,
          reversed: entryDebit || entryReversal,
        });
        return;
      }
      transactions.forEach((transaction, t) => {
        const at = `${where} TxDtls ${t + 1}`;
        const amountOre =
          nokAmount(transaction['Amt'], at) ??
          nokAmount(path(transaction, 'AmtDtls', 'TxAmt', 'Amt'), at) ??
          nokAmount(path(transaction, 'AmtDtls', 'InstdAmt', 'Amt'), at) ??
          (transactions.length === 1 ? entryOre : unreadable(`no amount at ${at}`));
        const debit = (textOf(transaction['CdtDbtInd']) ?? (entryDebit ? 'DBIT' : 'CRDT')) === 'DBIT';
        const refs = node(transaction['Refs']);
        const endToEnd = textOf(refs?.['EndToEndId']);
        const reference =
          textOf(refs?.['AcctSvcrRef']) ??
          (endToEnd && endToEnd !== 'NOTPROVIDED' ? `${endToEnd}/${date}/${amountOre}` : null) ??
          (entryReference ? (transactions.length === 1 ? entryReference : `${entryReference}/${t + 1}`) : null);
        if (!reference) return unreadable(`no reference at ${at}`);
        payments.push({
          bankReference: reference,
          date,
          amountOre,
          kid: kidOf(transaction),
          payerName: payerOf(transaction),
          reversed: debit || entryReversal,
        });
      });
    });
  });
  return payments;
}

// ---------------------------------------------------------------------------------------------------------
// OCR giro (Nets): transmission start 10 / end 89, assignment start 20 / end 88, amount items 30 and 31 (and 32,
// a free-text record for transaction types 20 and 21) per payment. Positions below are the specification's,
// 1-based and inclusive.

const OCR_RECORD_LENGTH = 80;
/** Transaction types that take a payment back: reversal with KID (18), reversal with text (20). */
const OCR_REVERSAL_TYPES = new Set(['18', '20']);

const field = (record: string, from: number, to: number) => record.slice(from - 1, to);
const numberField = (record: string, from: number, to: number, what: string): number => {
  const text = field(record, from, to);
  return /^\d+$/.test(text) ? Number(text) : unreadable(`${what} is not a number: ${text}`);
};

/** DDMMYY (the Nets settlement date) as `YYYY-MM-DD`. */
function ocrDate(text: string): string {
  if (!/^\d{6}$/.test(text)) return unreadable(`bad date ${text}`);
  const iso = `20${text.slice(4, 6)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : unreadable(`bad date ${text}`);
}

const recordType = (record: string) => field(record, 7, 8);

function parseOcrGiro(text: string): BankPayment[] {
  const records = text.split(/\r?\n/).map((line) => line.replace(/\s+$/, ''));
  while (records.length > 0 && records[records.length - 1] === '') records.pop();
  for (const [i, record] of records.entries()) {
    if (record.length > OCR_RECORD_LENGTH || record.length < 8 || !record.startsWith('NY')) {
      unreadable(`record ${i + 1} is not an OCR record`);
    }
  }
  // Trailing blanks may have been stripped on the way; every record is 80 characters again.
  const lines = records.map((record) => record.padEnd(OCR_RECORD_LENGTH, ' '));
  const start = lines[0]!;
  const end = lines[lines.length - 1]!;
  if (recordType(start) !== '10' || lines.length < 2 || !end.startsWith('NY000089')) {
    return unreadable('no transmission start and end');
  }
  const transmission = field(start, 17, 23);

  const payments: BankPayment[] = [];
  let totalTransactions = 0;
  let totalOre = 0;
  let i = 1;
  while (i < lines.length - 1) {
    const assignmentStart = lines[i]!;
    if (recordType(assignmentStart) !== '20') return unreadable(`record ${i + 1}: expected an assignment start`);
    const assignment = field(assignmentStart, 18, 24);
    const serviceCode = field(assignmentStart, 3, 4);
    let transactions = 0;
    let sumOre = 0;
    i++;
    while (i < lines.length - 1 && recordType(lines[i]!) !== '88') {
      const first = lines[i]!;
      const second = lines[i + 1];
      if (recordType(first) !== '30' || !second || recordType(second) !== '31') {
        return unreadable(`record ${i + 1}: expected amount items 1 and 2`);
      }
      const transactionType = field(first, 5, 6);
      const number = field(first, 9, 15);
      if (field(second, 9, 15) !== number || field(second, 5, 6) !== transactionType) {
        return unreadable(`record ${i + 2}: amount item 2 of another transaction`);
      }
      const sign = field(first, 32, 32);
      const amountOre = numberField(first, 33, 49, 'amount');
      const kid = field(first, 50, 74).trim();
      if (kid && !/^\d+-?$/.test(kid)) return unreadable(`record ${i + 1}: bad KID`);
      payments.push({
        bankReference: `OCR-${transmission}-${assignment}-${number}`,
        date: ocrDate(field(first, 16, 21)),
        amountOre,
        kid: kid || null,
        payerName: null,
        reversed: sign === '-' || OCR_REVERSAL_TYPES.has(transactionType),
      });
      transactions++;
      sumOre += sign === '-' ? -amountOre : amountOre;
      i += 2;
      // Amount item 3 (free text) follows for some transaction types; it carries nothing we match on.
      if (i < lines.length - 1 && recordType(lines[i]!) === '32') i++;
    }
    const assignmentEnd = lines[i];
    if (!assignmentEnd || recordType(assignmentEnd) !== '88' || field(assignmentEnd, 3, 4) !== serviceCode) {
      return unreadable(`assignment ${assignment} has no end record`);
    }
    if (numberField(assignmentEnd, 9, 16, 'transactions') !== transactions) {
      return unreadable(`assignment ${assignment}: transaction count differs`);
    }
    if (numberField(assignmentEnd, 25, 41, 'sum') !== Math.abs(sumOre)) {
      return unreadable(`assignment ${assignment}: sum differs`);
    }
    totalTransactions += transactions;
    totalOre += sumOre;
    i++;
  }
  if (numberField(end, 9, 16, 'transactions') !== totalTransactions) {
    return unreadable('transmission: transaction count differs');
  }
  if (numberField(end, 17, 24, 'records') !== lines.length) return unreadable('transmission: record count differs');
  if (numberField(end, 25, 41, 'sum') !== Math.abs(totalOre)) return unreadable('transmission: sum differs');
  return payments;
}
