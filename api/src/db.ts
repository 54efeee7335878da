/**
 * The data entry of the api package (`@russ/api/db`), the one entry the worker imports: entity classes, ORM setup,
 * `migrateAndSeed` (which API and worker processes may call at the same time), the outbox and its relay, the
 * queue connection, configuration, logging and mail tokens, and the few reads both sides show the same way (a
 * quote as the dashboard and its mail show it, the invoice PDF downloaded and attached, a campaign's audience).
 * What only the worker runs (scheduled jobs, the campaign fan-out and claims) lives in the worker.
 */
// Entity decorators record their types with reflect-metadata; whoever imports the entities gets it loaded first.
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig, type OrmConfigOptions } from './composition/orm.config.js';
import type { FileStorage } from './infra/storage.js';
import { ensureDemoDesignFiles } from './seeders/demo-design-files.js';
import { runPendingSeeds } from './seeders/seed-steps.js';

export { MikroORM };
export { LockMode } from '@mikro-orm/postgresql';
export type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
export { ormConfig, type OrmConfigOptions };
// Every entity class and the `entities` array (one list, in composition/entity-classes.ts).
export * from './composition/entities.js';
export { loadConfig, ConfigError, type AppConfig } from './infra/config.js';
export {
  signSignInLinkToken,
  verifySignInLinkToken,
  signNewsletterToken,
  verifyNewsletterToken,
  signCampaignUnsubscribeToken,
  type NewsletterTokenPurpose,
} from './infra/mail-tokens.js';
export { loggerOptions, type SharedLoggerOptions } from './infra/logging.js';
export { LATENCY_BUCKETS, createMetricsRegistry } from './infra/metrics.js';
export { metricsAccess, type MetricsAccess } from './infra/metrics-access.js';
export {
  MAIL_QUEUE,
  MAIL_JOB_OPTIONS,
  createMailQueue,
  createRedisConnection,
  outboxJobId,
  type Redis,
  type RedisRole,
} from './infra/queue.js';
export { enqueueOutbox } from './infra/outbox/outbox.js';
export { OutboxRelay, type OutboxRelayLogger, type OutboxRelayOptions } from './infra/outbox/outbox-relay.js';
export { toQuoteView } from './modules/quotes/quote.views.js';
export { invoicePdfById, type InvoiceIssuer } from './modules/invoices/invoice-pdf.js';
export { audienceQuery, staffMailAddress } from './modules/newsletter/campaign-audience.js';
export { createFileStorage, LocalDiskStorage, type FileStorage } from './infra/storage.js';
export {
  createBackup,
  backupSettings,
  configuredStorage,
  restoreBackup,
  listBackups,
  pruneBackups,
  RestoreRefused,
  type BackupManifest,
  type BackupOptions,
  type BackupResult,
  type RestoreOptions,
} from './infra/backup.js';
export { findPgTools, type PgTools } from './infra/pg-tools.js';
export {
  applyRetention,
  RETENTION_ACTOR,
  type RetentionOptions,
  type RetentionResult,
} from './modules/retention/retention.service.js';
export {
  acceptSchemaDrift,
  checkSchemaDrift,
  migrationStatus,
  schemaDrift,
  type DriftCheck,
  type MigrationStatus,
} from './infra/migration-status.js';

/** Opens a connection pool and the ORM for `databaseUrl` (postgres://…). Close it with `orm.close()`. */
export async function openDb(databaseUrl: string, opts?: OrmConfigOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(databaseUrl, opts));
}

/** Key of the session-level advisory lock that serialises migrate-and-seed across processes. */
const MIGRATE_AND_SEED_LOCK = 'russ:migrate-and-seed';

export interface MigrateAndSeedOptions {
  /**
   * File storage (STORAGE_DIR) for the seeded design files: when given, their bytes are written where missing
   * (the API passes it; a worker that seeds first leaves the files to the API's start).
   */
  storage?: FileStorage;
  /** Also seed the demo members, orders and designs (SEED_DEMO; default false: catalogue only). */
  demo?: boolean;
}

/**
 * Brings the database up to date: runs pending migrations, then every seed step not yet recorded in
 * seed_runs (the demo steps only with `demo`), then (with `storage`) the seeded design files' bytes. Safe to call from several processes at once
 * (a PostgreSQL advisory lock held on one dedicated pool connection makes the others wait, then find nothing to
 * do). Never drops or truncates anything. Needs a pool of at least 2 connections (the lock holds one).
 */
export async function migrateAndSeed(orm: MikroORM, options: MigrateAndSeedOptions = {}): Promise<void> {
  const pool = await orm.em.getConnection().getNativeClient();
  // The lock is per session, so it must be taken and released on the same physical connection.
  const lockConnection = await pool.connect();
  try {
    await lockConnection.query('select pg_advisory_lock(hashtext($1))', [MIGRATE_AND_SEED_LOCK]);
    try {
      await orm.migrator.up();
      await runPendingSeeds(orm.em.fork(), { demo: options.demo });
      if (options.storage) await ensureDemoDesignFiles(orm.em.fork(), options.storage);
    } finally {
      await lockConnection.query('select pg_advisory_unlock(hashtext($1))', [MIGRATE_AND_SEED_LOCK]);
    }
  } finally {
    lockConnection.release();
  }
}
