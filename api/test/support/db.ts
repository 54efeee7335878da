import { randomBytes } from 'node:crypto';
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
 * does, catalogue and demo data (MikroORM creates the database on first connect).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const name = `russ_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = databaseUrlFor(name);
  const orm = await openDb(url);
  try {
    if (options.seed === false) await orm.getMigrator().up();
    else await migrateAndSeed(orm, { demo: true });
  } catch (error) {
    await dropDatabase(orm, name).catch(() => {});
    throw error;
  }
  return { name, url, orm, drop: () => dropDatabase(orm, name) };
}

async function dropDatabase(orm: MikroORM, name: string): Promise<void> {
  // dropDatabase reconnects to the management database first, which also ends this pool's sessions.
  await orm.schema.dropDatabase(name);
  await orm.close(true);
}
