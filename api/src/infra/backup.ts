import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertToolsFitServer, findPgTools, type PgTools } from './pg-tools.js';
import { loadConfig } from './config.js';
import { StoredFileMissing, assertValidStorageKey, createFileStorage, type FileStorage } from './storage.js';

/**
 * A backup is one folder `russ-<UTC time>` in BACKUP_DIR: `database.dump` (pg_dump's custom format, restored
 * with pg_restore), `files/<storage key>` (every uploaded file, copied through the storage interface) and
 * `manifest.json` (when, the server's version, each file's key, size and SHA-256). It is written under a
 * `.partial-` name and renamed when complete, so a folder named `russ-…` is always a whole backup.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: string; serverVersion: string; pgDump: string };
  files: { key: string; size: number; sha256: string }[];
  /** Files the database names (design_files.storage_key) that storage did not have when the backup ran. */
  missingFiles: string[];
}

export const BACKUP_DUMP_FILE = 'database.dump';
export const BACKUP_MANIFEST_FILE = 'manifest.json';
const BACKUP_PREFIX = 'russ-';
const PARTIAL_PREFIX = '.partial-';

export interface BackupOptions {
  /** The database to dump (postgres://…); the EntityManager must be connected to the same one. */
  databaseUrl: string;
  storage: FileStorage;
  backupDir: string;
  /** Backups older than this many days are deleted after a backup succeeds (the new one is always kept). */
  keepDays: number;
  now?: Date;
  env?: NodeJS.ProcessEnv;
}

export interface BackupResult {
  path: string;
  databaseBytes: number;
  files: number;
  fileBytes: number;
  missingFiles: string[];
  deleted: string[];
}

/**
 * Makes one backup of the database and the uploaded files in `backupDir`, then deletes backups older than
 * `keepDays`. The database is dumped first, the files after it, so every file the dump names was stored before
 * the copy began (a file uploaded during the backup may be copied without its row; restoring it is harmless).
 */
export async function createBackup(em: EntityManager, options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const backupDir = path.resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true });
  const name = `${BACKUP_PREFIX}${now.toISOString().replace(/[:.]/g, '-')}`;
  const staging = path.join(backupDir, `${PARTIAL_PREFIX}${name}-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(staging, 'files'), { recursive: true });
  try {
    const [{ server_version: serverVersion, server_version_num: versionNum }] = await em
      .getConnection()
      .execute<{ server_version: string; server_version_num: string }[]>(
        "select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num",
      );
    const tools = await findPgTools(options.env);
    assertToolsFitServer(tools, Number(versionNum));
    const dumpFile = path.join(staging, BACKUP_DUMP_FILE);
    await runPgTool(tools.pgDump, ['--format=custom', `--file=${dumpFile}`], options.databaseUrl);

    const referenced = await referencedFileKeys(em);
    // Every stored key (catalogue images and attachments are not all named by a row), on local disk and S3 alike.
    const listed: string[] = [];
    for await (const entry of options.storage.list()) listed.push(entry.key);
    const keys = [...new Set([...listed, ...referenced])].sort();
    const files: BackupManifest['files'] = [];
    const missingFiles: string[] = [];
    for (const key of keys) {
      let source;
      try {
        source = await options.storage.get(key);
      } catch (error) {
        if (!(error instanceof StoredFileMissing)) throw error;
        missingFiles.push(key);
        continue;
      }
      const target = path.join(staging, 'files', ...key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const digest = hashing();
      await pipeline(source, digest.stream, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      files.push({ key, size: digest.size(), sha256: digest.hex() });
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: { file: BACKUP_DUMP_FILE, serverVersion, pgDump: `${tools.major} (${tools.source})` },
      files,
      missingFiles,
    };
    await writeFile(path.join(staging, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const finalPath = path.join(backupDir, name);
    await rename(staging, finalPath);
    const deleted = await pruneBackups(backupDir, options.keepDays, now, finalPath);
    return {
      path: finalPath,
      databaseBytes: (await stat(path.join(finalPath, BACKUP_DUMP_FILE))).size,
      files: files.length,
      fileBytes: files.reduce((sum, file) => sum + file.size, 0),
      missingFiles,
      deleted,
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export interface RestoreOptions {
  /** The EMPTY database to restore into (postgres://…); the EntityManager must be connected to the same one. */
  databaseUrl: string;
  storage: FileStorage;
  /** The backup folder, or its database.dump or manifest.json. */
  from: string;
  env?: NodeJS.ProcessEnv;
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores a backup into an empty database (refused otherwise: it never overwrites data) and puts every file of
 * the backup back into storage under its key, after checking its SHA-256 against the manifest. pg_restore runs
 * in one transaction and stops at the first error, so a failed restore leaves the database empty.
 */
export async function restoreBackup(
  em: EntityManager,
  options: RestoreOptions,
): Promise<{ path: string; createdAt: string; files: number; fileBytes: number }> {
  const folder = await backupFolder(options.from);
  const manifest = JSON.parse(await readFile(path.join(folder, BACKUP_MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`Unknown backup format ${String(manifest.format)} in ${folder}`);
  const [{ count }] = await em
    .getConnection()
    .execute<{ count: string }[]>(
      "select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')",
    );
  if (Number(count) > 0) {
    throw new RestoreRefused(
      `The database is not empty (${count} tables, views or sequences in public); restore into a new database`,
    );
  }
  const tools = await findPgTools(options.env);
  await runPgTool(
    tools.pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      path.join(folder, manifest.database.file),
    ],
    options.databaseUrl,
  );
  let fileBytes = 0;
  for (const file of manifest.files) {
    assertValidStorageKey(file.key);
    const source = path.join(folder, 'files', ...file.key.split('/'));
    const digest = hashing();
    for await (const chunk of createReadStream(source).pipe(digest.stream)) void chunk;
    if (digest.hex() !== file.sha256 || digest.size() !== file.size) {
      throw new RestoreRefused(`The backup's copy of ${file.key} does not match its manifest (damaged backup)`);
    }
    await options.storage.put(file.key, createReadStream(source));
    fileBytes += file.size;
  }
  return { path: folder, createdAt: manifest.createdAt, files: manifest.files.length, fileBytes };
}

/** The backups in `backupDir`, newest first. */
export async function listBackups(backupDir: string): Promise<{ path: string; createdAt: Date }[]> {
  let entries: string[];
  try {
    entries = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: { path: string; createdAt: Date }[] = [];
  for (const entry of entries.filter((name) => name.startsWith(BACKUP_PREFIX))) {
    const folder = path.join(backupDir, entry);
    try {
      const manifest = JSON.parse(await readFile(path.join(folder, BACKUP_MANIFEST_FILE), 'utf8')) as BackupManifest;
      backups.push({ path: folder, createdAt: new Date(manifest.createdAt) });
    } catch {
      // Not one of ours (no manifest): left alone.
    }
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Deletes backups created more than `keepDays` days before `now` (never `keep`, the one just made), and staging
 * folders of backups that died more than a day ago. Returns the deleted folders.
 */
export async function pruneBackups(backupDir: string, keepDays: number, now: Date, keep?: string): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const deleted: string[] = [];
  for (const backup of await listBackups(backupDir)) {
    if (backup.path === keep || backup.createdAt.getTime() >= cutoff) continue;
    await rm(backup.path, { recursive: true, force: true });
    deleted.push(backup.path);
  }
  for (const entry of await readdir(backupDir)) {
    if (!entry.startsWith(PARTIAL_PREFIX)) continue;
    const folder = path.join(backupDir, entry);
    if ((await stat(folder)).mtimeMs < now.getTime() - 24 * 60 * 60 * 1000) {
      await rm(folder, { recursive: true, force: true });
      deleted.push(folder);
    }
  }
  return deleted;
}

async function backupFolder(from: string): Promise<string> {
  const resolved = path.resolve(from);
  const info = await stat(resolved).catch(() => null);
  if (!info) throw new RestoreRefused(`No backup at ${resolved}`);
  const folder = info.isDirectory() ? resolved : path.dirname(resolved);
  if (!(await stat(path.join(folder, BACKUP_MANIFEST_FILE)).catch(() => null))) {
    throw new RestoreRefused(`${folder} has no ${BACKUP_MANIFEST_FILE}: not a backup made by pnpm backup`);
  }
  return folder;
}

/** Keys of the uploaded files the database names; a backup copies them even when a listing cannot. */
async function referencedFileKeys(em: EntityManager): Promise<string[]> {
  const rows = await em.getConnection().execute<{ storage_key: string }[]>('select storage_key from design_files');
  return rows.map((row) => row.storage_key);
}

function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  let hex: string | undefined;
  return { stream, size: () => size, hex: () => (hex ??= hash.digest('hex')) };
}

/**
 * Runs pg_dump or pg_restore against `databaseUrl`. The password goes in PGPASSWORD, not the command line (where
 * `ps` would show it).
 */
function runPgTool(program: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), LC_MESSAGES: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} exited with ${code}: ${stderr.trim().slice(-2000)}`)),
    );
  });
}

export type { PgTools };

/** BACKUP_DIR (default `.data/backups`) and BACKUP_KEEP_DAYS (default 14, at least 1). */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): { backupDir: string; keepDays: number } {
  const keepDays = Number(env.BACKUP_KEEP_DAYS || DEFAULT_BACKUP_KEEP_DAYS);
  if (!Number.isInteger(keepDays) || keepDays < 1) {
    throw new Error(`BACKUP_KEEP_DAYS must be a whole number of days (1 or more), not ${env.BACKUP_KEEP_DAYS}`);
  }
  return { backupDir: env.BACKUP_DIR?.trim() || path.join('.data', 'backups'), keepDays };
}

export const DEFAULT_BACKUP_KEEP_DAYS = 14;

/**
 * The uploaded files' storage as the api configures it from `env` (STORAGE_DIR and whatever the driver reads), for
 * `pnpm backup`/`pnpm restore` and the worker's job; the services a backup does not use need not be set.
 */
export function configuredStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  return createFileStorage(loadConfig({ DATABASE_URL: 'postgres://unused', REDIS_URL: 'redis://unused', ...env }));
}
