/**
 * Brings a database up to date from the command line (migrations, then seeds not yet run):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/russ_data_dev \
 *     node --conditions=russ-source --import @swc-node/register/esm-register api/src/migrate-and-seed.ts
 *
 * The seeded design files are written to the configured storage: under STORAGE_DIR (default .data/storage in the
 * working directory), or to the S3 bucket with STORAGE_DRIVER=s3 and the S3_* settings (README). Demo
 * data (members, orders, designs) only with SEED_DEMO=1. From a build: `node api/dist/migrate-and-seed.js`.
 */
import { migrateAndSeed, openDb } from './db.js';
import { ConfigError, envFlag, loadStorageConfig } from './infra/config.js';
import { createFileStorage } from './infra/storage.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required, e.g. postgres://postgres@127.0.0.1:5432/russ_data_dev');
  process.exit(1);
}
let storageConfig: ReturnType<typeof loadStorageConfig>;
try {
  storageConfig = loadStorageConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const orm = await openDb(databaseUrl);
const storage = createFileStorage(storageConfig);
try {
  await migrateAndSeed(orm, { storage, demo: envFlag(process.env.SEED_DEMO) });
  console.log('Database is migrated and seeded.');
} finally {
  await storage.close();
  await orm.close();
}
