// `pnpm seed:season`: fills DATABASE_URL's database with a busy season to measure the console against (issue 9):
// 60 schools, 12 000 members, 300 groups with members and size submissions, contact messages, 4 000 quotes with
// lines, 3 000 orders with 40 000 lines and their shipments, 3 500 invoices, 30 000 mail log rows and the staff's
// audit trail. Migrates and seeds the catalogue first (as the api does at start), then writes set-based in one
// transaction. Deterministic: the same SEASON_SEED and SEASON_NOW give the same rows. Never part of `pnpm test`.
// Then writes the season's bank files (camt.054 and OCR, scripts/season/bank-files.ts) into SEASON_BANK_FILES_DIR
// (default .data/season/bank-files) for `pnpm bench:payments` or `Importer bankfil`.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/russ_season pnpm seed:season
//   SEASON_SEED=7 SEASON_NOW=2026-05-01 pnpm seed:season      another season; "now" (default: today, 12:00 UTC)
//   pnpm seed:season --force   (or SEED_SEASON_FORCE=1)      empty the season's tables first when they have rows
//
// Refuses a database whose members, orders, quotes, invoices... already have rows unless forced: forcing EMPTIES
// those tables (and returns) first.
import path from 'node:path';
import pg from 'pg';
import { migrateAndSeed, openDb } from '../api/src/db.js';
import { readSeasonInvoices, seasonBankFiles, writeSeasonBankFiles } from './season/bank-files.js';
import { emptySeasonTables, existingRows, seedSeason } from './season/season.js';
import { defaultLog, repoRoot } from './supervisor.js';

const log = defaultLog;
const databaseUrl = process.env.DATABASE_URL;
const force = process.argv.includes('--force') || /^(1|true|yes)$/i.test(process.env.SEED_SEASON_FORCE ?? '');
const seed = Number(process.env.SEASON_SEED || 2026);
const bankFilesDir = path.resolve(repoRoot, process.env.SEASON_BANK_FILES_DIR || '.data/season/bank-files');

function seasonNow(): Date {
  const text = process.env.SEASON_NOW;
  const date = text ? new Date(text) : new Date();
  if (Number.isNaN(date.getTime())) throw new Error(`SEASON_NOW is not a date: ${text}`);
  // The day at noon UTC, so a season seeded twice the same day is the same season.
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

async function main(): Promise<number> {
  if (!databaseUrl) {
    log('DATABASE_URL is required, e.g. postgres://postgres@127.0.0.1:5432/russ_season');
    return 1;
  }
  if (!Number.isSafeInteger(seed)) {
    log(`SEASON_SEED must be an integer, not ${process.env.SEASON_SEED}`);
    return 1;
  }
  const now = seasonNow();
  const started = performance.now();
  const orm = await openDb(databaseUrl);
  try {
    await migrateAndSeed(orm);
  } finally {
    await orm.close();
  }
  const migrated = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await existingRows(client);
    const used = Object.entries(before).filter(([, n]) => n > 0);
    if (used.length > 0) {
      const list = used.map(([name, n]) => `${name} ${n}`).join(', ');
      if (!force) {
        log(`✖ This database already has data (${list}).`);
        log('  Seed an empty database, or pass --force (SEED_SEASON_FORCE=1) to EMPTY these tables first.');
        return 1;
      }
      log(`--force: emptying ${list}…`);
      await emptySeasonTables(client);
    }
    log(`Seeding a season (seed ${seed}, now ${now.toISOString().slice(0, 10)})…`);
    const result = await seedSeason(client, { seed, now });
    for (const note of result.notes) log(`  note: ${note}`);
    const width = Math.max(...Object.keys(result.counts).map((name) => name.length));
    log('');
    for (const [name, n] of Object.entries(result.counts)) {
      log(
        `  ${name.padEnd(width)}  ${String(n).padStart(7)}   ${(result.tableMs[name] / 1000).toFixed(1).padStart(5)} s`,
      );
    }
    const { rows } = await client.query<{ n: number }>(
      'select count(distinct school)::int as n from members where school is not null',
    );
    log(`  ${'schools'.padEnd(width)}  ${String(rows[0].n).padStart(7)}`);
    log('');
    const bank = seasonBankFiles(await readSeasonInvoices(client), seed, now.toISOString().slice(0, 10));
    writeSeasonBankFiles(bankFilesDir, bank.files);
    const c = bank.counts;
    log(
      `  bank files: ${bank.files.length} in ${path.relative(process.cwd(), bankFilesDir) || '.'} (camt.054 and OCR), ` +
        `${c.payments} payments: ${c.full} in full, ${c.parts} parts, ${c.overpaid} overpaid, ${c.unknownKid} unknown ` +
        `KIDs, ${c.withoutKid} without KID, ${c.reversals} reversals; ${c.duplicateFiles} file twice`,
    );
    log('');
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `✔ Season seeded in ${s(performance.now() - started)} (migrations and catalogue ${s(migrated - started)}, ` +
        `generating ${s(result.timings.generateMs)}, writing and VACUUM ANALYZE ${s(result.timings.writeMs)}).`,
    );
    return 0;
  } finally {
    await client.end();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  log(`✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
});
