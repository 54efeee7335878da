// `pnpm bench:payments`: imports a season of bank files (camt.054 and OCR, scripts/season/bank-files.ts) through
// the real import service, as `Importer bankfil` does (`importBankFile`: parse, record each payment once, match
// by KID, the invoices' new states with their audit entries and receipts' outbox rows), and times it beside a
// plain SQL baseline that does the same updates (insert the payments, add them to the invoices they match, set
// their statuses) from the same parsed files, run before and after the import (the ratio against their mean
// time). Issue 21's goal: 3 500 payments matched in under 10 s on 2 cores. Never part of `pnpm test`.
//
//   pnpm bench:payments
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/russ_season pnpm bench:payments   an existing season
//
// The season: DATABASE_URL's database, else an embedded PostgreSQL (BENCH_PAYMENTS_PG_PORT, default 54369,
// throwaway: no fsync) in BENCH_PAYMENTS_DATA_DIR (default .data/bench-payments) with database
// russ_bench_payments; seeded (SEASON_SEED, SEASON_NOW as `pnpm seed:season`) when it has no invoices, reused
// otherwise. Each run works on a fresh copy of it (`<name>_run`, CREATE DATABASE … TEMPLATE) in which every paid
// invoice is set back to unpaid, so the files pay them again; the season itself is never changed (the copy stays
// until the next run replaces it).
import path from 'node:path';
import pg from 'pg';
import { migrateAndSeed, openDb } from '../api/src/db.js';
import { ConflictError } from '../api/src/common/errors.js';
import { importBankFile } from '../api/src/modules/payments/payment.service.js';
import { parseBankFile } from '../schema/src/invoices/bank-files.js';
import { printTable } from './bench-table.js';
import { readSeasonInvoices, seasonBankFiles, writeSeasonBankFiles, type SeasonBankFile } from './season/bank-files.js';
import { seedSeason } from './season/season.js';
import { recreateDatabase, startServices, withDatabase } from './services.js';
import { defaultLog, repoRoot } from './supervisor.js';

const log = defaultLog;
const env = process.env;
const GOAL = { payments: 3_500, seconds: 10 };
const seed = Number(env.SEASON_SEED || 2026);
const dataDir = env.BENCH_PAYMENTS_DATA_DIR || '.data/bench-payments';

interface RunResult {
  label: string;
  ms: number;
  files: number;
  refused: number;
  read: number;
  matched: number;
  open: number;
  /** What the invoices hold afterwards: the sum of their paid amounts and how many are paid in full. */
  paidSum: string;
  paidInvoices: number;
}

/** The paid invoices of the season set back to unpaid (in the run's copy), and no bank payments yet. */
async function unpay(client: pg.Client): Promise<void> {
  await client.query(`delete from bank_payments; delete from bank_file_imports;
    update invoices set paid_amount = 0, paid_date = null, payment_reference = null,
           status = case when due_date < now() then 'overdue' else 'pending' end
     where kind = 'invoice' and status in ('paid', 'overpaid', 'partially_paid');
    analyze invoices;`);
}

async function outcome(client: pg.Client) {
  const { rows } = await client.query<{ paid_sum: string; paid: number }>(
    `select coalesce(sum(paid_amount), 0)::text as paid_sum,
            count(*) filter (where status in ('paid', 'overpaid'))::int as paid from invoices`,
  );
  return { paidSum: rows[0]!.paid_sum, paidInvoices: rows[0]!.paid };
}

/** The import as staff run it: one `importBankFile` per file, in order, through MikroORM. */
async function runImport(runUrl: string, files: SeasonBankFile[]): Promise<RunResult> {
  const orm = await openDb(runUrl);
  const client = new pg.Client({ connectionString: runUrl });
  await client.connect();
  try {
    await unpay(client);
    const { rows } = await client.query<{ id: number; username: string }>(
      `insert into users (username, password, role) values ('bench-payments', '!', 'staff')
       on conflict (username) do update set role = excluded.role returning id, username`,
    );
    const staff = { userId: rows[0]!.id, username: rows[0]!.username };
    const result = {
      label: 'importBankFile (the upload’s service)',
      files: 0,
      refused: 0,
      read: 0,
      matched: 0,
      open: 0,
    };
    const started = performance.now();
    for (const file of files) {
      try {
        const imported = await importBankFile(orm.em.fork(), staff, {
          content: Buffer.from(file.content, 'utf8'),
          fileName: file.name,
        });
        result.files++;
        result.read += imported.read;
        result.matched += imported.matched;
        result.open += imported.open;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        result.refused++;
      }
    }
    const ms = performance.now() - started;
    return { ...result, ms, ...(await outcome(client)) };
  } finally {
    await client.end();
    await orm.close();
  }
}

/**
 * The baseline: the same files parsed by the same parser, each in one transaction of three set-based statements
 * on one `pg` connection (the file's row, its payments inserted once with the invoice their KID names, the
 * invoices' paid amounts and statuses), without the audit entries, the receipts' outbox rows or per-payment
 * statuses the service writes.
 */
async function runBaseline(runUrl: string, files: SeasonBankFile[], label: string): Promise<RunResult> {
  const client = new pg.Client({ connectionString: runUrl });
  await client.connect();
  try {
    await unpay(client);
    const result = { label, files: 0, refused: 0, read: 0, matched: 0, open: 0 };
    const started = performance.now();
    for (const file of files) {
      const parsed = parseBankFile(file.content);
      await client.query('begin');
      const created = await client.query<{ id: number }>(
        `insert into bank_file_imports (file_hash, file_name, kind) values (md5($1), $2, $3)
         on conflict (file_hash) do nothing returning id`,
        [file.content, file.name, parsed.kind],
      );
      if (!created.rows[0]) {
        await client.query('rollback');
        result.refused++;
        continue;
      }
      const payments = parsed.payments.map((p) => ({
        bank_reference: p.bankReference,
        booked_on: p.date,
        amount: ((p.reversed ? -p.amountOre : p.amountOre) / 100).toFixed(2),
        reversed: p.reversed,
        kid: p.kid,
        payer_name: p.payerName,
      }));
      const { rows } = await client.query<{ read: number; matched: number }>(
        `with p as (
           insert into bank_payments (bank_reference, import_id, booked_on, amount, reversed, kid, payer_name, status,
                                      invoice_id)
           select x.bank_reference, $1, x.booked_on, x.amount, x.reversed, x.kid, x.payer_name,
                  case when i.id is null then 'unmatched' else 'matched' end, i.id
             from jsonb_to_recordset($2::jsonb) as x(bank_reference text, booked_on date, amount numeric,
                    reversed boolean, kid text, payer_name text)
             left join invoices i on i.kid = x.kid and i.kind = 'invoice' and i.status <> 'credited'
           on conflict (bank_reference) do nothing
           returning invoice_id, amount
         ), paid as (
           select invoice_id, sum(amount) as amount from p where invoice_id is not null group by invoice_id
         ), updated as (
           update invoices i set paid_amount = i.paid_amount + paid.amount,
                  status = case when i.paid_amount + paid.amount <= 0 then 'pending'
                                when i.paid_amount + paid.amount < i.amount then 'partially_paid'
                                when i.paid_amount + paid.amount = i.amount then 'paid' else 'overpaid' end
             from paid where i.id = paid.invoice_id returning i.id
         )
         select (select count(*) from p)::int as read,
                (select count(*) from p where invoice_id is not null)::int as matched,
                (select count(*) from updated)::int as invoices`,
        [created.rows[0].id, JSON.stringify(payments)],
      );
      await client.query('commit');
      result.files++;
      result.read += rows[0]!.read;
      result.matched += rows[0]!.matched;
      result.open += rows[0]!.read - rows[0]!.matched;
    }
    const ms = performance.now() - started;
    return { ...result, ms, ...(await outcome(client)) };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const services = await startServices({
    dataDir,
    pgPort: Number(env.BENCH_PAYMENTS_PG_PORT || 54369),
    // The import needs PostgreSQL only: no Redis or mailbox is started (the receipts stay outbox rows).
    redisPort: 0,
    smtpPort: 0,
    mailUiPort: 0,
    database: 'russ_bench_payments',
    env: { ...env, REDIS_URL: 'redis://unused', SMTP_URL: 'smtp://unused' },
    throwaway: true,
    log,
  });
  try {
    const seasonUrl = services.databaseUrl;
    const seasonName = decodeURIComponent(new URL(seasonUrl).pathname.slice(1));
    const orm = await openDb(seasonUrl);
    try {
      await migrateAndSeed(orm);
    } finally {
      await orm.close();
    }
    const client = new pg.Client({ connectionString: seasonUrl });
    await client.connect();
    let files: SeasonBankFile[];
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from invoices');
      const today = (env.SEASON_NOW ? new Date(env.SEASON_NOW) : new Date()).toISOString().slice(0, 10);
      if (rows[0]!.n === 0) {
        log(`Seeding a season (seed ${seed}) into ${seasonName}…`);
        const now = new Date(`${today}T12:00:00Z`);
        await seedSeason(client, { seed, now });
      } else log(`Reusing the season in ${seasonName} (${rows[0]!.n} invoices).`);
      const season = seasonBankFiles(await readSeasonInvoices(client), seed, today);
      files = season.files;
      const dir = path.join(path.resolve(repoRoot, dataDir), 'bank-files');
      writeSeasonBankFiles(dir, files);
      const c = season.counts;
      log(
        `${files.length} bank files in ${path.relative(process.cwd(), dir)}: ${c.payments} payments (${c.full} in full, ` +
          `${c.parts} parts, ${c.overpaid} overpaid, ${c.unknownKid} unknown KIDs, ${c.withoutKid} without KID, ` +
          `${c.reversals} reversals), one file twice.`,
      );
    } finally {
      await client.end();
    }

    const runUrl = withDatabase(seasonUrl, `${seasonName}_run`);
    const copy = () => recreateDatabase(runUrl, seasonName);
    await copy();
    const first = await runBaseline(runUrl, files, 'plain SQL baseline, before');
    await copy();
    const service = await runImport(runUrl, files);
    await copy();
    const second = await runBaseline(runUrl, files, 'plain SQL baseline, after');

    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    printTable(
      ['run', 'files', 'refused', 'payments', 'matched', 'open', 'invoices paid', 'paid kr', 'time s', 'payments/s'],
      [first, service, second].map((r) => [
        r.label,
        String(r.files),
        String(r.refused),
        String(r.read),
        String(r.matched),
        String(r.open),
        String(r.paidInvoices),
        r.paidSum,
        seconds(r.ms),
        String(Math.round((r.read / r.ms) * 1000)),
      ]),
    );
    const baselineMs = (first.ms + second.ms) / 2;
    const perGoal = (service.ms / Math.max(1, service.matched)) * GOAL.payments;
    log(`import / baseline (mean of both runs): ${(service.ms / baselineMs).toFixed(1)}× the time`);
    log(
      `goal: ${GOAL.payments} payments matched in under ${GOAL.seconds} s — ${service.matched} matched in ` +
        `${seconds(service.ms)} s (${seconds(perGoal)} s per ${GOAL.payments}): ${perGoal < GOAL.seconds * 1000 ? 'met' : 'NOT met'}`,
    );
    if (service.paidSum !== first.paidSum) {
      log(`note: the invoices' paid amounts differ from the baseline's (${service.paidSum} vs ${first.paidSum} kr)`);
    }
  } finally {
    await services.stop();
  }
}

await main().catch((error: unknown) => {
  log(`✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
