import { applyRetention, configuredStorage, type EntityManager, type RetentionResult } from '@russ/api/db';
import { retentionPolicy, type RetentionPolicy } from '@russ/schema/content/retention';

export interface PruneOptions {
  /** The retention periods; default: `retentionPolicy(process.env)` (each rule's variable, else its default). */
  policy?: RetentionPolicy;
  env?: NodeJS.ProcessEnv;
}

/**
 * The nightly `maintenance.prune`: applies the shop's retention table (schema/content/retention.ts, the README's
 * data-retention table) as of `now`. Files of deleted accounts are removed from the configured storage (the api's
 * STORAGE_DIR or S3 bucket). Idempotent: a second run with the same `now` deletes nothing.
 */
export function pruneExpiredRows(em: EntityManager, now: Date, options: PruneOptions = {}): Promise<RetentionResult> {
  const env = options.env ?? process.env;
  return applyRetention(em, now, {
    policy: options.policy ?? retentionPolicy(env),
    storage: configuredStorage(env),
  });
}
