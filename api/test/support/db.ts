import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateAndSeed, openDb, type MikroORM } from '../../src/db.js';

export interface TestDatabase {
  name: string;
  url: string;
  orm: MikroORM;
  /** Closes the ORM and drops the database. */
  drop(): Promise<void>;
}

/** DATABASE_URL's server with another database name. */
export function databaseUrlFor(name: string, baseUrl = requiredEnv('DATABASE_URL')): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for integration tests (scripts/test.ts sets it)`);
  return value;
}

/**
 * A fresh database `russ_test_<random>` on DATABASE_URL's server, migrated and seeded exactly as `pnpm start`
 * does, catalogue and demo data. It is copied (CREATE DATABASE … TEMPLATE) from a template database that the first
 * caller of a run migrates and seeds that way, so the ~70 test apps of the integration run do not each run every
 * migration and seed step again.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed !== false;
  const name = `russ_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withServer(async (server) => {
    // Under the lock, so no other process drops the template (stale after midnight) while it is being copied.
    await server.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_LOCK]);
    try {
      const template = await ensureTemplate(server, seed);
      await server.query(`create database "${name}" template "${template}"`);
    } finally {
      await server.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_LOCK]);
    }
  });
  const orm = await openDb(databaseUrlFor(name));
  return { name, url: databaseUrlFor(name), orm, drop: () => dropDatabase(orm, name) };
}

/**
 * A new database with nothing in it (not even migrations), for restoring a backup into or running migrations from
 * scratch; `orm` is connected to it.
 */
export async function createEmptyDatabase(prefix = 'russ_empty'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withServer((server) => server.query(`create database "${name}" template template0`));
  const orm = await openDb(databaseUrlFor(name));
  return { name, url: databaseUrlFor(name), orm, drop: () => dropDatabase(orm, name) };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Names the template by what makes its content: the migration and seeder sources, and the UTC day (the demo seed
 * writes dates relative to today, at day granularity). A changed migration or seed, or a new day, builds a new one.
 */
function templateName(seed: boolean): string {
  const hash = createHash('sha256');
  for (const dir of ['../../src/migrations', '../../src/seeders']) {
    const abs = path.join(here, dir);
    for (const file of readdirSync(abs).sort()) {
      hash.update(file);
      hash.update(readFileSync(path.join(abs, file)));
    }
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return `russ_tpl_${seed ? 'demo' : 'bare'}_${hash.digest('hex').slice(0, 16)}`;
}

const TEMPLATE_LOCK = 'russ:test-template';

/**
 * The template database for `seed`, built once per content. The caller holds TEMPLATE_LOCK (an advisory lock: test
 * processes may run in parallel).
 */
async function ensureTemplate(server: pg.Client, seed: boolean): Promise<string> {
  const template = templateName(seed);
  const found = await server.query('select 1 from pg_database where datname = $1', [template]);
  if (found.rowCount) return template;
  // Templates of older content or of another day are of no more use on a server that outlives a run.
  const stale = await server.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2',
    [`russ_tpl_${seed ? 'demo' : 'bare'}_%`, template],
  );
  for (const { datname } of stale.rows) await server.query(`drop database if exists "${datname}"`).catch(() => {});
  // Built under another name and renamed when complete, so a half-built template is never copied.
  const building = `${template}_new`;
  await server.query(`drop database if exists "${building}"`);
  const orm = await openDb(databaseUrlFor(building));
  try {
    if (seed) await migrateAndSeed(orm, { demo: true });
    else await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
  await server.query(`alter database "${building}" rename to "${template}"`);
  return template;
}

/** A client on DATABASE_URL's server (its `postgres` database) for creating databases. */
async function withServer<T>(work: (server: pg.Client) => Promise<T>): Promise<T> {
  const server = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await server.connect();
  try {
    return await work(server);
  } finally {
    await server.end();
  }
}

async function dropDatabase(orm: MikroORM, name: string): Promise<void> {
  // dropDatabase reconnects to the management database first, which also ends this pool's sessions.
  await orm.schema.dropDatabase(name);
  await orm.close(true);
}
