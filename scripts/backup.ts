// `pnpm backup`: one backup of the database and the uploaded files into BACKUP_DIR (default .data/backups), then
// deletes backups older than BACKUP_KEEP_DAYS (14). `pnpm restore <backup folder>`: restores one into an EMPTY
// database (created when it does not exist) and puts its files back into STORAGE_DIR.
//
//   pnpm backup                                        the `pnpm start` shop (embedded PostgreSQL, .data/storage)
//   DATABASE_URL=postgres://… STORAGE_DIR=/srv/russ/storage BACKUP_DIR=/srv/backups pnpm backup
//   DATABASE_URL=postgres://…/russ_restored pnpm restore .data/backups/russ-2026-11-29T02-30-00-000Z
//
// Without DATABASE_URL both use the embedded PostgreSQL of `pnpm start` (EMBEDDED_PG_PORT, 54329), database russ;
// it must be running. pg_dump/pg_restore come from PG_BIN_DIR or the npm package (api/src/infra/pg-tools.ts).
import {
  backupSettings,
  createBackup,
  configuredStorage,
  openDb,
  restoreBackup,
  RestoreRefused,
} from '../api/src/db.js';
import { ensureDatabase, shopDatabaseUrl } from './services.js';
import { defaultLog } from './supervisor.js';

const log = defaultLog;

async function backup(): Promise<number> {
  const settings = backupSettings();
  const orm = await openDb(shopDatabaseUrl(), { allowGlobalContext: true });
  try {
    const started = performance.now();
    const result = await createBackup(orm.em.fork(), {
      databaseUrl: shopDatabaseUrl(),
      storage: configuredStorage(),
      ...settings,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `Backup ${result.path}: database ${kib(result.databaseBytes)}, ${result.files} files (${kib(result.fileBytes)}) in ${seconds} s.`,
    );
    if (result.missingFiles.length)
      log(`  Missing in storage (named by the database): ${result.missingFiles.join(', ')}`);
    for (const deleted of result.deleted) log(`  Deleted ${deleted} (older than ${settings.keepDays} days).`);
    return 0;
  } finally {
    await orm.close();
  }
}

async function restore(from: string | undefined): Promise<number> {
  if (!from) {
    log('Usage: pnpm restore <backup folder>   (see pnpm backup; DATABASE_URL names the empty database to fill)');
    return 1;
  }
  const url = shopDatabaseUrl();
  await ensureDatabase(url);
  const orm = await openDb(url, { allowGlobalContext: true });
  try {
    const result = await restoreBackup(orm.em.fork(), { databaseUrl: url, storage: configuredStorage(), from });
    log(
      `Restored ${result.path} (made ${result.createdAt}) into ${new URL(url).pathname.slice(1)}: ${result.files} files (${kib(result.fileBytes)}).`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    log(`✖ ${error.message}`);
    return 1;
  } finally {
    await orm.close();
  }
}

function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

const [command, argument] = process.argv.slice(2);
try {
  process.exitCode = command === 'restore' ? await restore(argument) : await backup();
} catch (error) {
  log(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
