/**
 * A season of bank files for `pnpm seed:season` and `pnpm bench:payments` (admin §17): the payments of the season's
 * invoices as the bank would have reported them, one file a week, camt.054 and Nets OCR (one assignment per
 * booking day) in turn. Most invoices the season marks paid are paid in full on their paid day; some in two parts
 * (a part days before), some with too much; some unpaid invoices are part-paid; a few payments carry a KID no
 * invoice has, or none; a few payments are taken back by the bank (a reversal) and paid again days later; and one
 * file comes twice. Drawn from the invoices' rows with a seeded generator: the same season gives the same files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { writeCamt054, writeOcrGiro, type BankFilePayment } from '../../schema/src/invoices/bank-file-writers.js';
import { kidFor } from '../../schema/src/invoices/kid.js';
import { addCalendarDays } from '../../schema/src/common/dates.js';
import { Random } from './random.js';

export interface SeasonInvoice {
  invoiceNumber: string;
  kid: string;
  amountOre: number;
  status: string;
  /** Oslo days, `YYYY-MM-DD`. */
  issuedOn: string;
  paidOn: string | null;
}

export interface SeasonBankFile {
  /** `001-camt054-2026-03-02.xml`, `002-OCR-2026-03-09.txt`: the order to import them in. */
  name: string;
  content: string;
  payments: number;
}

export interface SeasonBankFiles {
  files: SeasonBankFile[];
  counts: {
    payments: number;
    full: number;
    parts: number;
    overpaid: number;
    unknownKid: number;
    withoutKid: number;
    reversals: number;
    duplicateFiles: number;
  };
}

/** The season's invoices (not credit notes, not credited) with what the bank files need. */
export async function readSeasonInvoices(client: pg.Client): Promise<SeasonInvoice[]> {
  const { rows } = await client.query<{
    invoice_number: string;
    kid: string;
    amount_ore: number;
    status: string;
    issued_on: string;
    paid_on: string | null;
  }>(
    `select invoice_number, kid, round(amount * 100)::int as amount_ore, status,
            to_char(created_at at time zone 'Europe/Oslo', 'YYYY-MM-DD') as issued_on,
            to_char(paid_date at time zone 'Europe/Oslo', 'YYYY-MM-DD') as paid_on
       from invoices where kind = 'invoice' and status <> 'credited' and kid is not null and amount > 0
      order by id`,
  );
  return rows.map((r) => ({
    invoiceNumber: r.invoice_number,
    kid: r.kid,
    amountOre: r.amount_ore,
    status: r.status,
    issuedOn: r.issued_on,
    paidOn: r.paid_on,
  }));
}

/** The Monday of a day's week. */
function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addCalendarDays(day, -weekday);
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The season's bank files, drawn from its invoices (`seed` as the season's, `today` the last booking day). */
export function seasonBankFiles(invoices: readonly SeasonInvoice[], seed: number, today: string): SeasonBankFiles {
  const rand = new Random(seed * 97 + 13);
  const payments: Array<Omit<BankFilePayment, 'reference'>> = [];
  const counts = {
    payments: 0,
    full: 0,
    parts: 0,
    overpaid: 0,
    unknownKid: 0,
    withoutKid: 0,
    reversals: 0,
    duplicateFiles: 1,
  };
  const payer = (invoice: SeasonInvoice) => `Betaler ${invoice.invoiceNumber}`;
  const dayBetween = (from: string, to: string) => {
    const span = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
    return addCalendarDays(from, rand.int(0, span));
  };
  for (const invoice of invoices) {
    const base = { kid: invoice.kid, payerName: payer(invoice) };
    if (invoice.paidOn) {
      const roll = rand.next();
      if (roll < 0.2 && invoice.amountOre >= 200) {
        const first = Math.round(invoice.amountOre * rand.skewed(0.3, 0.7, 1));
        const firstOn = maxDay(invoice.issuedOn, addCalendarDays(invoice.paidOn, -rand.int(1, 10)));
        payments.push({ ...base, date: firstOn, amountOre: first });
        payments.push({ ...base, date: invoice.paidOn, amountOre: invoice.amountOre - first });
        counts.parts += 2;
      } else if (roll < 0.24) {
        payments.push({ ...base, date: invoice.paidOn, amountOre: invoice.amountOre + rand.int(1, 200) * 100 });
        counts.overpaid++;
      } else {
        payments.push({ ...base, date: invoice.paidOn, amountOre: invoice.amountOre });
        counts.full++;
        if (counts.full % 250 === 1) {
          // The bank takes it back (a reversal) and the payer pays again.
          const back = minDay(today, addCalendarDays(invoice.paidOn, rand.int(1, 4)));
          payments.push({ ...base, date: back, amountOre: invoice.amountOre, reversed: true });
          payments.push({
            ...base,
            date: minDay(today, addCalendarDays(back, rand.int(0, 5))),
            amountOre: invoice.amountOre,
          });
          counts.reversals++;
          counts.full++;
        }
      }
    } else if (rand.chance(0.15) && invoice.amountOre >= 200) {
      const amountOre = Math.round(invoice.amountOre * rand.skewed(0.2, 0.6, 1));
      payments.push({ ...base, date: dayBetween(invoice.issuedOn, today), amountOre });
      counts.parts++;
    }
  }
  const first = invoices.reduce((day, i) => minDay(day, i.issuedOn), today);
  for (let n = 1; n <= 25; n++) {
    payments.push({
      kid: kidFor(`1999-${String(n).padStart(4, '0')}`, rand.int(1, 9_999_999)),
      payerName: 'Ukjent betaler',
      date: dayBetween(first, today),
      amountOre: rand.int(100, 3000) * 100,
    });
    counts.unknownKid++;
  }
  for (let n = 1; n <= 10; n++) {
    payments.push({
      kid: null,
      payerName: 'Betaler uten KID',
      date: dayBetween(first, today),
      amountOre: rand.int(100, 1500) * 100,
    });
    counts.withoutKid++;
  }
  counts.payments = payments.length;

  // One file a week, in booking order (a reversal after the payment it takes back within the same day).
  const byWeek = new Map<string, Array<Omit<BankFilePayment, 'reference'>>>();
  payments
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        a.p.date.localeCompare(b.p.date) || Number(a.p.reversed ?? false) - Number(b.p.reversed ?? false) || a.i - b.i,
    )
    .forEach(({ p }) => {
      const week = weekOf(p.date);
      byWeek.set(week, [...(byWeek.get(week) ?? []), p]);
    });
  const files: SeasonBankFile[] = [];
  let reference = 0;
  [...byWeek.entries()].forEach(([week, weekPayments], index) => {
    const number = String(files.length + 1).padStart(3, '0');
    if (index % 2 === 0) {
      const withReferences = weekPayments.map((p) => ({
        ...p,
        reference: `RK${seed}-${String(++reference).padStart(6, '0')}`,
      }));
      files.push({
        name: `${number}-camt054-${week}.xml`,
        content: writeCamt054(withReferences, { messageId: `RK${seed}-${week}` }),
        payments: weekPayments.length,
      });
    } else {
      const byDay = new Map<string, typeof weekPayments>();
      for (const p of weekPayments) byDay.set(p.date, [...(byDay.get(p.date) ?? []), p]);
      const assignments = [...byDay.values()].map((dayPayments, a) => ({
        assignmentNumber: index * 10 + a + 1,
        payments: dayPayments,
      }));
      files.push({
        name: `${number}-OCR-${week}.txt`,
        content: writeOcrGiro(assignments, { transmissionNumber: seed * 1000 + index }),
        payments: weekPayments.length,
      });
    }
  });
  // The bank sends one file twice: the import refuses the second ('Filen er allerede importert.').
  const again = files[Math.max(0, files.length - 3)];
  if (again) {
    files.push({
      name: `${String(files.length + 1).padStart(3, '0')}-duplicate-of-${again.name}`,
      content: again.content,
      payments: again.payments,
    });
  }
  return { files, counts };
}

/** Writes the files into `dir` (emptied of earlier bank files first). */
export function writeSeasonBankFiles(dir: string, files: readonly SeasonBankFile[]): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (/^\d{3}-/.test(name)) rmSync(path.join(dir, name));
  for (const file of files) writeFileSync(path.join(dir, file.name), file.content);
}
