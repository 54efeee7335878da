import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kidFor } from '@russ/schema/invoices/kid';
import { ACCOUNTING_EXPORT_HEADINGS, ACCOUNTING_EXPORT_MESSAGES } from '@russ/schema/invoices/accounting-export';
import { toOre } from '@russ/schema/common/money';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { listStaffInvoices } from '../src/modules/invoices/invoice-admin.views.js';
import { issueCreditNote, registerInvoicePayment } from '../src/modules/invoices/invoice.service.js';
import { Member } from '../src/modules/members/member.entity.js';
import { writeAccountingExport } from '../src/modules/payments/accounting-export.service.js';
import { startTestApp, type TestApp } from './support/app.js';
import { importCamt054, issueTestInvoice } from './support/invoices.js';

/**
 * `Regnskapseksport` (admin §17): the file opens in a Norwegian spreadsheet (BOM, `;`, CRLF, decimal comma), names
 * the shop and its organisation number, has a row per invoice, credit note and payment of the period whose sums are
 * the database's, shows the invoice list's figures, and is for administrators only.
 */

let t: TestApp;
const CUSTOMER = 'regnskap@example.no';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
const month = today.slice(0, 7);
const admin = () => t.staffActor('admin');

const invoiceOf = (total: string) => issueTestInvoice(t, CUSTOMER, total, 'admin');

const download = (query: string, role: 'staff' | 'admin' = 'admin') =>
  t.inject({ method: 'GET', url: `/api/admin/accounting-export?${query}`, cookies: t.staffCookies(role) });

/** The file as a spreadsheet reads it: the shop's line, the headings, then one record per row. */
function readBack(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
  const [shopLine, headings, ...rows] = parse(body, {
    bom: true,
    delimiter: ';',
    relax_column_count: true,
  }) as string[][];
  return {
    shopLine: shopLine!,
    headings: headings!,
    rows: rows.map((r) => Object.fromEntries(headings!.map((h, i) => [h, r[i] ?? '']))),
  };
}

const ore = (text: string) => (text === '' ? 0 : toOre(text.replace(',', '.')));
const sumOre = (rows: Array<Record<string, string>>, column: string) =>
  rows.reduce((sum, row) => sum + ore(row[column]!), 0);

async function periodTotals(from: string, to: string) {
  const [row] = await t
    .em()
    .getConnection()
    .execute<Array<Record<string, string>>>(
      `with bounds as (select (?::date)::timestamp at time zone 'Europe/Oslo' as s,
                            ((?::date) + 1)::timestamp at time zone 'Europe/Oslo' as e)
     select (select coalesce(sum(amount), 0) from invoices, bounds where created_at >= s and created_at < e)::text as invoiced,
            (select coalesce(sum(tax_amount), 0) from invoices, bounds where created_at >= s and created_at < e)::text as vat,
            (select coalesce(sum(amount), 0) from bank_payments where booked_on between ?::date and ?::date)::text as banked,
            (select coalesce(sum(i.paid_amount - coalesce((select sum(b.amount) from bank_payments b where b.invoice_id = i.id
                       and b.status in ('matched', 'partial', 'overpaid')), 0)), 0)
               from invoices i, bounds where i.kind = 'invoice' and i.status in ('paid', 'overpaid')
                and i.paid_date >= s and i.paid_date < e)::text as registered`,
      [from, to, from, to],
    );
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Regine', lastName: 'Regnskap', email: CUSTOMER });
  await em.flush();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Regnskapseksport', () => {
  it('a month: shop and org number first, a row per invoice, credit note and payment, sums as in the database', async () => {
    const full = await invoiceOf('1299.00');
    const part = await invoiceOf('998.00');
    const credited = await invoiceOf('499.00');
    const note = await issueCreditNote(t.em(), admin(), {
      invoiceId: credited.id,
      amount: 100,
      reason: 'Feil størrelse',
    });
    await registerInvoicePayment(t.em(), admin(), { invoiceId: credited.id, paidDate: today, reference: 'Vipps; 42' });
    const tag = `regnskap-${Date.now().toString(36)}`;
    await importCamt054(
      t,
      [
        { reference: `${tag}-1`, date: today, amountOre: 129_900, kid: full.kid!, payerName: 'Regine Regnskap' },
        { reference: `${tag}-2`, date: today, amountOre: 50_000, kid: part.kid! },
        { reference: `${tag}-3`, date: today, amountOre: 7_700, kid: kidFor('1999-0001', 4242), payerName: '=Ukjent' },
      ],
      tag,
      'admin',
    );

    const res = await download(`month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="regnskap-${month}.csv"`);
    const { shopLine, headings, rows } = readBack(res.body);
    expect(shopLine.slice(0, 2)).toEqual(['Russekompaniet', 'Org.nr. 987 654 325 MVA']);
    expect(headings).toEqual([...ACCOUNTING_EXPORT_HEADINGS]);

    const row = (type: string, number: string) => rows.find((r) => r.Type === type && r.Nummer === number);
    const day = today.split('-').reverse().join('.');
    expect(row('Faktura', full.invoiceNumber)).toMatchObject({
      Dato: day,
      Kunde: 'Regine Regnskap',
      'Beløp eks. MVA': '1039,20',
      'MVA (25 %)': '259,80',
      Totalt: '1299,00',
      KID: full.kid,
      Status: 'Betalt',
      'Gjelder faktura': '',
    });
    expect(row('Kreditnota', note.invoiceNumber)).toMatchObject({
      Totalt: '-100,00',
      'MVA (25 %)': '-20,00',
      'Gjelder faktura': credited.invoiceNumber,
    });
    expect(row('Innbetaling', `${tag}-2`)).toMatchObject({
      Totalt: '500,00',
      'Beløp eks. MVA': '',
      Status: 'Delvis',
      'Gjelder faktura': part.invoiceNumber,
      Kunde: 'Regine Regnskap',
    });
    // A payer's name that looks like a formula stays text.
    expect(row('Innbetaling', `${tag}-3`)).toMatchObject({ Kunde: "'=Ukjent", Status: 'Ikke koblet', Totalt: '77,00' });
    expect(row('Innbetaling', 'Vipps; 42')).toMatchObject({
      Status: 'Registrert manuelt',
      Totalt: '499,00',
      'Gjelder faktura': credited.invoiceNumber,
    });

    const from = `${month}-01`;
    const to = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).toISOString().slice(0, 10);
    const totals = await periodTotals(from, to);
    const issued = rows.filter((r) => r.Type !== 'Innbetaling');
    expect(sumOre(issued, 'Totalt')).toBe(toOre(totals.invoiced!));
    expect(sumOre(issued, 'MVA (25 %)')).toBe(toOre(totals.vat!));
    expect(sumOre(issued, 'Beløp eks. MVA') + sumOre(issued, 'MVA (25 %)')).toBe(toOre(totals.invoiced!));
    expect(
      sumOre(
        rows.filter((r) => r.Type === 'Innbetaling'),
        'Totalt',
      ),
    ).toBe(toOre(totals.banked!) + toOre(totals.registered!));

    // The console's invoice list shows the same amount, MVA and status for every invoice and credit note.
    for (const r of issued) {
      const listed = (await listStaffInvoices(t.em(), { search: r.Nummer! })).items.find(
        (i) => i.invoiceNumber === r.Nummer,
      );
      expect([ore(r.Totalt!), ore(r['MVA (25 %)']!), r.Status]).toEqual([
        toOre(listed!.amount),
        toOre(listed!.taxAmount),
        listed!.statusLabel,
      ]);
    }

    // Two rows at a time from the cursor: the same file.
    const chunks: string[] = [];
    const count = await writeAccountingExport(
      t.em(),
      t.config.shop,
      { from, to, fileName: 'x' },
      async (chunk) => void chunks.push(chunk),
      2,
    );
    expect(count).toBe(rows.length);
    expect(`\uFEFF${chunks.join('')}`).toBe(res.body);
    const audit = await t.em().find(AuditEntry, { action: 'accounting.exported' });
    expect(audit.map((a) => a.entityId)).toContain(`regnskap-${month}.csv`);
  });

  it('a custom period names both days; a bad period is 400 with a Norwegian field message; staff are refused', async () => {
    const res = await download(`from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="regnskap-${today}-til-${today}.csv"`);
    expect(readBack(res.body).shopLine[2]).toMatch(/^Regnskapseksport \d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}$/);

    const bad = await download('month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { month: ACCOUNTING_EXPORT_MESSAGES.month } });
    const reversed = await download('from=2026-03-02&to=2026-03-01');
    expect(reversed.json()).toMatchObject({ fieldErrors: { to: ACCOUNTING_EXPORT_MESSAGES.order } });
    expect((await download(`month=${month}`, 'staff')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/admin/accounting-export?month=${month}` })).statusCode).toBe(
      401,
    );
  });
});
