// `pnpm seed:season` at a small size on a fresh database: every table the season fills takes its rows (so a new
// NOT NULL column or constraint that breaks the seed shows here, not on the day someone benchmarks), the figures
// are exact, invoice numbers have no gap, and the same seed gives the same season.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../api/test/support/db.js';
import { generateSeason } from '../season/generate.js';
import { parseBankFile } from '../../schema/src/invoices/bank-files.js';
import { readSeasonInvoices, seasonBankFiles } from '../season/bank-files.js';
import { emptySeasonTables, existingRows, seedSeason } from '../season/season.js';

const size = {
  schools: 6,
  members: 600,
  groups: 12,
  quotes: 80,
  orders: 60,
  orderLines: 500,
  invoices: 70,
  mails: 400,
};
const now = new Date('2026-05-20T12:00:00Z');

describe('seed:season', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase(); // catalogue and demo data, as `pnpm start` with SEED_DEMO
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('sees the demo data as data in use, empties it, and writes a season of exactly the asked size', async () => {
    expect((await existingRows(client)).members).toBeGreaterThan(0);
    await emptySeasonTables(client);
    expect(Object.values(await existingRows(client)).every((n) => n === 0)).toBe(true);

    const result = await seedSeason(client, { seed: 7, now, size });
    expect(result.counts).toMatchObject({
      members: size.members,
      groups: size.groups,
      quotes: size.quotes,
      orders: size.orders,
      order_items: size.orderLines,
      mail_deliveries: size.mails,
    });
    const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
    // size.invoices invoices; credit notes (of credited invoices and completed returns) on top, within the CHECK.
    expect(await count(`select count(*)::int as n from invoices where kind = 'invoice'`)).toBe(size.invoices);
    expect(result.counts.invoices).toBe(
      size.invoices + (await count(`select count(*)::int as n from invoices where kind = 'credit_note'`)),
    );
    expect(
      await count(
        `select count(*)::int as n from invoices v join invoices c on c.id = v.credited_invoice_id
         where v.kind = 'credit_note' and v.amount < 0 and c.kind = 'invoice' and v.credit_reason is not null`,
      ),
    ).toBe(await count(`select count(*)::int as n from invoices where kind = 'credit_note'`));
    // Every completed return has its credit note; every invoice has lines adding up to its amount.
    expect(
      await count(
        `select count(*)::int as n from returns r where r.status = 'completed'
         and not exists (select 1 from invoices v where v.return_id = r.id and v.kind = 'credit_note')`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from invoices v where v.amount <> (select coalesce(sum(l.line_total), 0)
           from invoice_lines l where l.invoice_id = v.id)`,
      ),
    ).toBe(0);
    expect(await count('select count(distinct school)::int as n from members')).toBe(size.schools);
    // Gapless per year, and every accepted quote points at its order and back.
    const numbers = await client.query<{ year: string; n: number; max: number }>(
      `select left(invoice_number, 4) as year, count(*)::int as n, max(substr(invoice_number, 6)::int) as max
       from invoices group by 1`,
    );
    for (const row of numbers.rows) expect(row.max).toBe(row.n);
    expect(
      await count(
        `select count(*)::int as n from quotes q join orders o on o.id = q.order_id where o.quote_id <> q.id`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as n from quotes where status = 'accepted' and order_id is null`)).toBe(0);
    // The id sequences moved past the seeded ids: the next row inserts.
    await client.query(`insert into mail_deliveries (job_id, type, recipient, subject) values ('x', 't', 'r', 's')`);
  });

  it("writes bank files that pay the season's paid invoices by their KIDs", async () => {
    const invoices = await readSeasonInvoices(client);
    const { files, counts } = seasonBankFiles(invoices, 7, now.toISOString().slice(0, 10));
    const payments = files.slice(0, -1).flatMap((file) => parseBankFile(file.content).payments);
    expect(payments).toHaveLength(counts.payments);
    const paidOre = new Map<string, number>();
    for (const p of payments)
      paidOre.set(p.kid ?? '', (paidOre.get(p.kid ?? '') ?? 0) + (p.reversed ? -1 : 1) * p.amountOre);
    for (const invoice of invoices.filter((i) => i.paidOn)) {
      expect(paidOre.get(invoice.kid), invoice.invoiceNumber).toBeGreaterThanOrEqual(invoice.amountOre);
    }
  });
  it('draws the same season from the same seed, and another from another', () => {
    const products = [
      { id: 1, name: 'Hoodie Original', category: 'overdeler', color: 'navy', price: 499 },
      { id: 2, name: 'Sweatpants', category: 'underdeler', color: 'navy', price: 449 },
      { id: 3, name: 'Bandana', category: 'tilbehør', color: 'rod', price: 149 },
      { id: 4, name: 'Navnepatch', category: 'Patches', color: 'hvit', price: 79 },
    ];
    // Without group orders (too few members per group here) every order has one invoice at most.
    const draw = (seed: number) =>
      JSON.stringify(generateSeason({ seed, now, products, size: { ...size, invoices: 50 } }));
    expect(draw(3)).toBe(draw(3));
    expect(draw(3)).not.toBe(draw(4));
  });
});
