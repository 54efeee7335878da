import { backupSettings, configuredStorage, createBackup, listBackups, type EntityManager } from '@russ/api/db';

/** A backup made less than this long before `now` is tonight's: a retry or a second run makes no other. */
const SAME_NIGHT_MS = 20 * 60 * 60 * 1000;

/**
 * The nightly backup (`pnpm backup` on the worker's schedule): the database (pg_dump, custom format) and every
 * uploaded file into BACKUP_DIR, then backups older than BACKUP_KEEP_DAYS are deleted. At most one a night, so a
 * retried or repeated run changes nothing. The worker needs the api's STORAGE_DIR (the same volume) and BACKUP_DIR.
 */
export async function runNightlyBackup(
  em: EntityManager,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ backups: number; files: number; deleted: number }> {
  const settings = backupSettings(env);
  const [latest] = await listBackups(settings.backupDir);
  const age = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
  if (age >= 0 && age < SAME_NIGHT_MS) return { backups: 0, files: 0, deleted: 0 };
  const databaseUrl = em.config.get('clientUrl');
  if (!databaseUrl) throw new Error('nightly backup: the ORM was opened without a database URL');
  const result = await createBackup(em, {
    databaseUrl,
    storage: configuredStorage(env),
    ...settings,
    now,
  });
  return { backups: 1, files: result.files, deleted: result.deleted.length };
}
