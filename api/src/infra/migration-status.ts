import { readFile, writeFile } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/postgresql';

export interface MigrationStatus {
  executed: { name: string; executedAt: Date }[];
  pending: string[];
}

/** The migrations recorded in mikro_orm_migrations and those of migrationsList not run yet, in order. */
export async function migrationStatus(orm: MikroORM): Promise<MigrationStatus> {
  const migrator = orm.migrator;
  const executed = await migrator.getExecuted();
  const pending = await migrator.getPending();
  return {
    executed: executed.map((row) => ({ name: row.name, executedAt: new Date(row.executed_at) })),
    pending: pending.map((migration) => migration.name),
  };
}

/**
 * The statements MikroORM would run to make the database match the entities (getUpdateSchemaSQL), one per entry,
 * in its order. Empty when the migrations already applied create exactly what the entities describe.
 */
export async function schemaDrift(orm: MikroORM): Promise<string[]> {
  const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
  return splitStatements(sql);
}

/**
 * The file of accepted differences: what the hand-written migrations create and the entities do not describe
 * (indexes, check constraints, foreign-key names, tables only SQL uses), as getUpdateSchemaSQL prints them today.
 */
export const ACCEPTED_DRIFT_FILE = new URL('../migrations/accepted-drift.sql', import.meta.url);

export interface DriftCheck {
  /** Statements that are not accepted: an entity changed without a migration, or a migration the entities miss. */
  unexpected: string[];
  /** Accepted statements MikroORM no longer prints (the difference is gone): they can leave the file. */
  stale: string[];
}

/** Compares the drift of a migrated database with the accepted differences. */
export async function checkSchemaDrift(orm: MikroORM): Promise<DriftCheck> {
  const drift = await schemaDrift(orm);
  const accepted = new Set(splitStatements(await readFile(ACCEPTED_DRIFT_FILE, 'utf8')));
  const found = new Set(drift);
  return {
    unexpected: drift.filter((statement) => !accepted.has(statement)),
    stale: [...accepted].filter((statement) => !found.has(statement)),
  };
}

/** Writes today's drift as the accepted differences (only when every one of them is intended). */
export async function acceptSchemaDrift(orm: MikroORM): Promise<number> {
  const drift = await schemaDrift(orm);
  const header = [
    '-- What `pnpm db:check` accepts: the SQL MikroORM (getUpdateSchemaSQL) would still run after every migration,',
    '-- because the hand-written migrations create indexes, checks, foreign keys and tables the entities do not',
    '-- describe. Any other statement fails the check. Rewrite with `pnpm db:check --accept` only when each',
    '-- statement below is intended; remove lines the check reports as no longer printed.',
  ];
  await writeFile(ACCEPTED_DRIFT_FILE, `${[...header, ...drift].join('\n')}\n`);
  return drift.length;
}

/** One statement per entry, whitespace-normalised; `--` comment lines are dropped. */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const raw of sql.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('--')) continue;
    current = current ? `${current} ${line}` : line;
    if (line.endsWith(';')) {
      statements.push(current.replace(/\s+/g, ' '));
      current = '';
    }
  }
  if (current) statements.push(current.replace(/\s+/g, ' '));
  return statements;
}
