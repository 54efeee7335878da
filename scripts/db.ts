// `pnpm db:migrations`: lists the migrations applied to DATABASE_URL's database (with when) and those pending.
// `pnpm db:check`: fails when the entities and the migrations disagree. It migrates a scratch database
// (`<name>_schema_check`, created and dropped on DATABASE_URL's server) from empty and asks MikroORM for the SQL
// that would make it match the entities (getUpdateSchemaSQL). A statement not in api/src/migrations/accepted-drift.sql
// (what the hand-written migrations add that the entities do not describe) fails it. `pnpm test` runs it.
// `pnpm db:check --accept` rewrites that file from today's differences (only when each one is intended).
//
//   pnpm db:migrations                    the `pnpm start` shop (embedded PostgreSQL on EMBEDDED_PG_PORT, 54329)
//   DATABASE_URL=postgres://… pnpm db:check
import { acceptSchemaDrift, checkSchemaDrift, migrationStatus, openDb } from '../api/src/db.js';
import { recreateDatabase, shopDatabaseUrl, withDatabase } from './services.js';
import { defaultLog } from './supervisor.js';
import pg from 'pg';

const log = defaultLog;
const databaseUrl = shopDatabaseUrl();

async function listMigrations(): Promise<number> {
  const orm = await openDb(databaseUrl);
  try {
    const { executed, pending } = await migrationStatus(orm);
    for (const migration of executed) log(`applied  ${migration.executedAt.toISOString()}  ${migration.name}`);
    for (const name of pending) log(`pending  ${' '.repeat(24)}  ${name}`);
    log(`${executed.length} applied, ${pending.length} pending.`);
    return 0;
  } finally {
    await orm.close();
  }
}

async function check(): Promise<number> {
  const name = `${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'russ'}_schema_check`;
  const scratch = withDatabase(databaseUrl, name);
  await recreateDatabase(scratch);
  try {
    const orm = await openDb(scratch);
    try {
      await orm.migrator.up();
      const { executed } = await migrationStatus(orm);
      if (process.argv.includes('--accept')) {
        const count = await acceptSchemaDrift(orm);
        log(`Wrote ${count} accepted statements to api/src/migrations/accepted-drift.sql.`);
        return 0;
      }
      const { unexpected, stale } = await checkSchemaDrift(orm);
      if (stale.length) {
        log('These accepted differences are gone; remove them from api/src/migrations/accepted-drift.sql:');
        for (const statement of stale) log(`  ${statement}`);
      }
      if (unexpected.length) {
        log(
          `✖ The entities and the ${executed.length} migrations disagree. After every migration, MikroORM would still run:`,
        );
        for (const statement of unexpected) log(`  ${statement}`);
        log(
          'Add a migration for the entity change (pnpm --filter @russ/api migration:create), or change the entity back.',
        );
        return 1;
      }
      log(
        `✓ ${executed.length} migrations create the schema the entities describe (besides the accepted differences).`,
      );
      return 0;
    } finally {
      await orm.close();
    }
  } finally {
    await dropDatabase(scratch);
  }
}

async function dropDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(
      `drop database if exists ${client.escapeIdentifier(new URL(url).pathname.slice(1))} with (force)`,
    );
  } finally {
    await client.end();
  }
}

const command = process.argv[2];
if (command === 'migrations') process.exitCode = await listMigrations();
else if (command === 'check') process.exitCode = await check();
else {
  log('Usage: db.ts migrations | check');
  process.exitCode = 1;
}
