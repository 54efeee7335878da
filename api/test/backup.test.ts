import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, migrationStatus, restoreBackup, RestoreRefused, type BackupResult } from '../src/db.js';
import { LocalDiskStorage } from '../src/infra/storage.js';
import { ensureDemoDesignFiles } from '../src/seeders/demo-design-files.js';
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from './support/db.js';

/**
 * `pnpm backup` and `pnpm restore`: a backup of the demo shop (pg_dump's custom format and the uploaded files),
 * restored into an EMPTY database and another storage folder, has every order, invoice and design file, and each
 * file's bytes are the same.
 */

let source: TestDatabase;
let target: TestDatabase;
let work: string;
let sourceStorage: LocalDiskStorage;
let targetStorage: LocalDiskStorage;
let backupDir: string;
let backup: BackupResult;

const CATALOG_IMAGE_KEY = 'catalog-images/00000000-0000-4000-8000-000000000000-640.jpg';
const CATALOG_IMAGE_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'russ-backup-'));
  sourceStorage = new LocalDiskStorage(path.join(work, 'storage'));
  targetStorage = new LocalDiskStorage(path.join(work, 'restored-storage'));
  backupDir = path.join(work, 'backups');
  source = await createTestDatabase();
  target = await createEmptyDatabase('russ_restore');
  await ensureDemoDesignFiles(source.orm.em.fork(), sourceStorage);
  // A file no row names by key (catalogue images are named in product JSON): found by listing the storage.
  await sourceStorage.put(CATALOG_IMAGE_KEY, CATALOG_IMAGE_BYTES);
  // A backup from 20 days ago, past BACKUP_KEEP_DAYS: deleted when the new one is complete.
  await writeOldBackup('russ-2026-01-01T02-30-00-000Z', new Date(Date.now() - 20 * 86_400_000));
  await writeOldBackup('russ-recent', new Date(Date.now() - 2 * 86_400_000));
  backup = await createBackup(source.orm.em.fork(), {
    databaseUrl: source.url,
    storage: sourceStorage,
    backupDir,
    keepDays: 14,
  });
}, 120_000);

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

async function writeOldBackup(name: string, createdAt: Date): Promise<void> {
  await mkdir(path.join(backupDir, name), { recursive: true });
  await writeFile(
    path.join(backupDir, name, 'manifest.json'),
    JSON.stringify({ format: 1, createdAt: createdAt.toISOString(), files: [] }),
  );
}

/** Every row of `table` as JSON, in primary-key order: what a restore must give back unchanged. */
async function rows(db: TestDatabase, table: string): Promise<unknown[]> {
  const result = await db.orm.em
    .getConnection()
    .execute<{ row: unknown }[]>(`select to_jsonb(t) as row from ${table} t order by t.id`);
  return result.map((r) => r.row);
}

async function sha256(storage: LocalDiskStorage, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.get(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('backup and restore', () => {
  it('writes the dump, the files and a manifest into BACKUP_DIR and deletes backups older than the limit', async () => {
    expect(path.basename(backup.path)).toMatch(/^russ-\d{4}-\d{2}-\d{2}T/);
    expect(backup.databaseBytes).toBeGreaterThan(10_000);
    expect(backup.missingFiles).toEqual([]);
    expect(backup.deleted).toEqual([path.join(backupDir, 'russ-2026-01-01T02-30-00-000Z')]);
    expect((await readdir(backupDir)).sort()).toEqual([path.basename(backup.path), 'russ-recent'].sort());
    expect((await readdir(backup.path)).sort()).toEqual(['database.dump', 'files', 'manifest.json']);
  });

  it('restores into an empty database every order, invoice and design file, with the same bytes', async () => {
    const restored = await restoreBackup(target.orm.em.fork(), {
      databaseUrl: target.url,
      storage: targetStorage,
      from: path.join(backup.path, 'database.dump'),
    });
    expect(restored.files).toBe(backup.files);

    for (const table of ['orders', 'order_items', 'invoices', 'designs', 'design_files', 'members']) {
      const before = await rows(source, table);
      expect(before.length, `${table} has rows to restore`).toBeGreaterThan(0);
      expect(await rows(target, table), table).toEqual(before);
    }
    const { executed } = await migrationStatus(target.orm);
    expect(executed.map((m) => m.name)).toEqual((await migrationStatus(source.orm)).executed.map((m) => m.name));

    const designFiles = await source.orm.em
      .getConnection()
      .execute<{ storage_key: string }[]>('select storage_key from design_files order by id');
    for (const key of [...designFiles.map((row) => row.storage_key), CATALOG_IMAGE_KEY]) {
      expect(await sha256(targetStorage, key), key).toBe(await sha256(sourceStorage, key));
    }
  });

  it('refuses to restore into a database that has tables, and changes nothing there', async () => {
    const ordersBefore = await rows(target, 'orders');
    await expect(
      restoreBackup(target.orm.em.fork(), { databaseUrl: target.url, storage: targetStorage, from: backup.path }),
    ).rejects.toBeInstanceOf(RestoreRefused);
    expect(await rows(target, 'orders')).toEqual(ordersBefore);
  });
});
