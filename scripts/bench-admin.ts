// `pnpm bench:admin`: on a season of data (`pnpm seed:season`), measures the console's list queries and the order
// detail (scripts/bench-admin-queries.ts) and prints p50 and p95 latency of each beside the same data in plain
// SQL over the same database, the baseline, with their ratios (console / SQL). The console side is the GraphQL
// operation executed in-process through an Apollo server on the api's schema, as a signed-in staff member, each
// on a fresh EntityManager as a request gets: parsing, validation with the production limits, the access check,
// resolvers, services, the ORM and serialisation; no HTTP. The baseline runs its statements on a plain `pg`
// connection. Then EXPLAIN ANALYZE of every baseline, to check the indexes. Never part of `pnpm test`.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/russ_season pnpm bench:admin
//   BENCH_ADMIN_RUNS=300 BENCH_ADMIN_WARMUP=30 pnpm bench:admin      runs per measurement (default 200, 20 warm-up)
//   pnpm bench:admin --explain                                           also print the full plans
//   BENCH_ADMIN_ONLY=orders pnpm bench:admin                             only entries whose name contains this
//
// An entry whose operation the schema does not have yet is reported as pending and skipped (its baseline is still
// EXPLAINed). Aim (issue 9): p95 under 50 ms and at most 3× the plain SQL.
import { parse, validate, type GraphQLSchema } from 'graphql';
import pg from 'pg';
import { loadConfig, migrateAndSeed, openDb, type MikroORM } from '../api/src/db.js';
import { createInProcessGraphql } from '../api/src/composition/in-process-graphql.js';
import {
  adminBenchEntries,
  indexChecks,
  type AdminBenchEntry,
  type Fixture,
  type Statement,
} from './bench-admin-queries.js';
import { defaultLog } from './supervisor.js';
import { printTable } from './bench-table.js';

const log = defaultLog;
const env = process.env;
const runs = Number(env.BENCH_ADMIN_RUNS || 200);
const warmup = Number(env.BENCH_ADMIN_WARMUP || 20);
const only = env.BENCH_ADMIN_ONLY?.toLowerCase();
const fullPlans = process.argv.includes('--explain');
const AIM = { p95Ms: 50, ratio: 3 };

interface Measured {
  service: number[];
  sql: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

async function findFixture(db: pg.Client): Promise<Fixture> {
  const counts = await db.query<{ quotes: number; orders: number; lines: number }>(
    `select (select count(*)::int from quotes) as quotes, (select count(*)::int from orders) as orders,
            (select count(*)::int from order_items) as lines`,
  );
  const { quotes, orders, lines } = counts.rows[0];
  if (orders < 100) throw new Error(`Only ${orders} orders here: run \`pnpm seed:season\` on this database first.`);
  log(`Season data: ${quotes} quotes, ${orders} orders, ${lines} order lines.`);
  const name = await db.query<{ last_name: string }>(
    `select last_name from members group by last_name order by count(*) desc, last_name limit 1`,
  );
  const big = await db.query<{ id: number; member_email: string }>(
    `select o.id, o.member_email from orders o join order_items i on i.order_id = o.id
     group by o.id order by count(*) desc, o.id limit 1`,
  );
  return {
    search: (name.rows[0]?.last_name ?? 'hansen').toLowerCase(),
    bigOrderId: big.rows[0].id,
    bigOrderEmail: big.rows[0].member_email,
  };
}

/**
 * When the operation answers a page (`{ total, items }`) and the baseline counts (`select count(*) …`), whether
 * both found as many rows: a difference means the SQL does not ask the same question (another search or filter).
 */
async function compareTotals(
  db: pg.Client,
  data: Record<string, unknown>,
  statements: Statement[],
): Promise<string | null> {
  const page = Object.values(data ?? {}).find(
    (value): value is { total: number } =>
      typeof value === 'object' && value !== null && typeof (value as { total?: unknown }).total === 'number',
  );
  const count = statements.find((st) => /^\s*select count\(\*\)/i.test(st.sql));
  if (!page || !count) return null;
  const { rows } = await db.query<{ count: string }>(count.sql, count.params);
  const sqlTotal = Number(rows[0]?.count);
  return sqlTotal === page.total ? null : `the console counts ${page.total} rows, the plain SQL ${sqlTotal}`;
}

/** The statements whose table exists here (a baseline may read a table a later migration adds). */
async function existingStatements(db: pg.Client, statements: Statement[]): Promise<Statement[]> {
  const kept: Statement[] = [];
  for (const statement of statements) {
    if (statement.needsTable) {
      const { rows } = await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [
        statement.needsTable,
      ]);
      if (!rows[0].t) continue;
    }
    kept.push(statement);
  }
  return kept;
}

/** Why the entry cannot run on this schema (a root field missing, or the document not valid), or null. */
function pendingReason(schema: GraphQLSchema, entry: AdminBenchEntry, documents: string[]): string | null {
  const fields = schema.getQueryType()?.getFields() ?? {};
  const missing = entry.needs.filter((name) => !fields[name]);
  if (missing.length > 0) {
    return `pending: the schema has no Query.${missing.join(', Query.')} yet${entry.pendingUntil ? ` (${entry.pendingUntil})` : ''}`;
  }
  for (const document of documents) {
    const errors = validate(schema, parse(document));
    if (errors.length > 0) return `pending: its document does not match the schema yet: ${errors[0].message}`;
  }
  return null;
}

async function main(): Promise<number> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    log('DATABASE_URL is required: the database `pnpm seed:season` filled.');
    return 1;
  }
  const config = loadConfig({
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: env.REDIS_URL || 'redis://127.0.0.1:6379', // not connected to: the config only needs a value
    NODE_ENV: env.NODE_ENV === 'test' ? 'test' : 'development',
    LOG_LEVEL: 'warn',
  });
  const orm: MikroORM = await openDb(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await migrateAndSeed(orm); // pending migrations (indexes) apply here, as at the api's start
    const fixture = await findFixture(db);
    const staff = await db.query<{ id: number; username: string }>(
      `select id, username from users where active order by (role = 'staff') desc, id limit 1`,
    );
    const staffUser = staff.rows[0] ?? { id: 1, username: 'bench' };

    const graphql = await createInProcessGraphql(orm, config);
    const schema = graphql.schema;
    const sessions = { staff: { userId: staffUser.id, username: staffUser.username, role: 'staff' as const } };
    const gql = async (document: string, variables?: Record<string, unknown>) =>
      (await graphql.execute(document, variables, sessions)) as Record<string, unknown>;
    const runBaseline = async (statements: Statement[]) => {
      for (const statement of statements) await db.query(statement.sql, statement.params);
    };

    const entries = adminBenchEntries.filter((e) => !only || e.name.toLowerCase().includes(only));
    log(
      `Measuring ${entries.length} queries: ${warmup} warm-up runs, then ${runs} runs each, console and SQL interleaved.`,
    );
    const rows: string[][] = [];
    const notes: string[] = [];
    let failures = 0;
    for (const entry of entries) {
      // The documents the entry sends, captured once to check them against the schema before measuring.
      const documents: string[] = [];
      await entry
        .run(
          {
            gql: async (document) => {
              documents.push(document);
              return {};
            },
          },
          fixture,
        )
        .catch(() => {});
      const pending = pendingReason(schema, entry, documents);
      if (pending) {
        notes.push(`${entry.name} — ${pending}`);
        continue;
      }
      const harness = { gql };
      const statements = await existingStatements(db, entry.baseline(fixture));
      try {
        const mismatch = await compareTotals(
          db,
          (await entry.run(harness, fixture)) as Record<string, unknown>,
          statements,
        );
        if (mismatch) notes.push(`${entry.name} — note: ${mismatch}`);
        for (let i = 0; i < warmup; i++) {
          await entry.run(harness, fixture);
          await runBaseline(statements);
        }
        const measured: Measured = { service: [], sql: [] };
        for (let i = 0; i < runs; i++) {
          // Alternate which side goes first so neither always finds the caches the other just warmed.
          const order = i % 2 === 0 ? (['service', 'sql'] as const) : (['sql', 'service'] as const);
          for (const side of order) {
            const started = performance.now();
            if (side === 'service') await entry.run(harness, fixture);
            else await runBaseline(statements);
            measured[side].push(performance.now() - started);
          }
        }
        const s = measured.service.sort((a, b) => a - b);
        const b = measured.sql.sort((a, b2) => a - b2);
        const [s50, s95, b50, b95] = [percentile(s, 50), percentile(s, 95), percentile(b, 50), percentile(b, 95)];
        const ok = s95 < AIM.p95Ms && s95 / b95 <= AIM.ratio;
        rows.push(
          [entry.name, 'console (GraphQL)', fmt(s50, 2), fmt(s95, 2), ''],
          ['', `plain SQL (${statements.length} stmt)`, fmt(b50, 2), fmt(b95, 2), ''],
          ['', 'console / SQL', `${fmt(s50 / b50, 1)}×`, `${fmt(s95 / b95, 1)}×`, ok ? '✔' : '✖'],
        );
      } catch (error) {
        failures++;
        notes.push(`${entry.name} — ✖ failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await graphql.stop();

    if (rows.length > 0) {
      printTable(['query', 'runner', 'p50 ms', 'p95 ms', 'aim'], rows, { nameColumns: 2, groupSize: 3 });
    }
    log(`aim: console p95 < ${AIM.p95Ms} ms and p95 ≤ ${AIM.ratio}× the plain SQL's p95.`);
    for (const note of notes) log(`  ${note}`);

    await explainAll(db, entries, fixture);
    return failures > 0 ? 1 : 0; // a missed aim is shown (✖), not an error
  } finally {
    await db.end();
    await orm.close();
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function planSummary(node: PlanNode, out: string[] = []): string[] {
  const target = node['Index Name']
    ? ` using ${node['Index Name']}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  if (/Scan/.test(node['Node Type'])) out.push(`${node['Node Type']}${target}`);
  for (const child of node.Plans ?? []) planSummary(child, out);
  return out;
}

/** EXPLAIN ANALYZE of every baseline statement (pending entries included) and of the index checks. */
async function explainAll(db: pg.Client, entries: AdminBenchEntry[], fixture: Fixture): Promise<void> {
  log('\nPlans of the plain SQL (EXPLAIN ANALYZE; execution time, then the scans in plan order):');
  const groups = [
    ...entries.map((e) => ({ name: e.name, statements: e.baseline(fixture) })),
    ...indexChecks
      .filter((c) => !only || c.name.toLowerCase().includes(only))
      .map((c) => ({ name: c.name, statements: c.statements(fixture) })),
  ];
  for (const group of groups) {
    log(`  ${group.name}`);
    for (const statement of await existingStatements(db, group.statements)) {
      // Once to warm the cache, then the measured plan.
      await db.query(statement.sql, statement.params);
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${statement.sql}`,
        statement.params,
      );
      const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
      const firstLine = statement.sql.replace(/\s+/g, ' ').trim().slice(0, 60);
      log(`    ${fmt(ms, 2).padStart(7)} ms  ${planSummary(plan).join('; ') || plan['Node Type']}   [${firstLine}…]`);
      if (fullPlans) {
        const text = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${statement.sql}`, statement.params);
        for (const row of text.rows) log(`        ${row['QUERY PLAN']}`);
      }
    }
  }
  log('');
}

process.exitCode = await main().catch((error: unknown) => {
  log(`✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
});
