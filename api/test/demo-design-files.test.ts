import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndSeed } from '../src/db.js';
import { LocalDiskStorage } from '../src/infra/storage.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { SeedRun } from '../src/modules/seeding/seed-run.entity.js';
import { DEMO_DESIGN_FILE_PREFIX, ensureDemoDesignFiles } from '../src/seeders/demo-design-files.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * The seeded designs' files have real bytes in storage (previews and downloads work on a fresh start), the rows
 * carry their true type and size, and seeding again changes nothing.
 */

let t: TestApp;
let storage: LocalDiskStorage;

beforeAll(async () => {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'russ-demo-files-'));
  t = await startTestApp({ env: { STORAGE_DIR: storageDir } });
  storage = new LocalDiskStorage(storageDir);
});

afterAll(async () => {
  await t?.close();
  if (storage) await rm(storage.root, { recursive: true, force: true });
});

const demoFiles = () =>
  t
    .em()
    .find(
      DesignFile,
      { storageKey: { $like: `${DEMO_DESIGN_FILE_PREFIX}%` } },
      { populate: ['design'], orderBy: { id: 'asc' } },
    );

const MAGIC: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'application/pdf': Buffer.from('%PDF-'),
  'image/svg+xml': Buffer.from('<svg '),
};

async function storedDigests(): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const row of await demoFiles()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(row.storageKey)) chunks.push(chunk as Buffer);
    digests.set(row.storageKey, createHash('sha256').update(Buffer.concat(chunks)).digest('hex'));
  }
  return digests;
}

describe('seeded design files', () => {
  it('an API start writes every seeded file; each is served to its owner with its type and size', async () => {
    const rows = await demoFiles();
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((r) => r.mimeType))).toEqual(new Set(Object.keys(MAGIC)));

    await migrateAndSeed(t.db.orm, { storage }); // what api/src/main.ts does at start

    for (const row of await demoFiles()) {
      expect(await storage.exists(row.storageKey), row.storageKey).toBe(true);
      const res = await t.inject({
        method: 'GET',
        url: `/api/customer/designs/${row.design.id}/files/${row.id}`,
        cookies: t.customerCookies(row.design.getEntity().memberEmail),
      });
      expect(res.statusCode, row.fileName).toBe(200);
      expect(res.headers['content-type']).toMatch(new RegExp(`^${row.mimeType.replace('+', '\\+')}`));
      expect(res.rawPayload.length, row.fileName).toBe(row.fileSize);
      expect(res.rawPayload.includes(MAGIC[row.mimeType]), row.fileName).toBe(true);
      if (row.mimeType === 'image/svg+xml') {
        // The seeded SVG passes the upload sanitizer unchanged in substance (nothing to strip).
        expect(res.body).toContain(row.design.getEntity().name);
      }
    }
  });

  it('seeding again writes nothing and changes nothing', async () => {
    const rowsBefore = (await demoFiles()).map((r) => ({ id: r.id, key: r.storageKey, size: r.fileSize }));
    const digestsBefore = await storedDigests();
    const runsBefore = await t.em().count(SeedRun, {});

    await migrateAndSeed(t.db.orm, { storage });
    expect(await ensureDemoDesignFiles(t.em(), storage)).toBe(0);

    expect((await demoFiles()).map((r) => ({ id: r.id, key: r.storageKey, size: r.fileSize }))).toEqual(rowsBefore);
    expect(await storedDigests()).toEqual(digestsBefore);
    expect(await t.em().count(SeedRun, {})).toBe(runsBefore);
  });

  it('restores a missing file and corrects a size recorded without a file (a database seeded earlier)', async () => {
    const [first, second] = await demoFiles();
    await storage.delete(first.storageKey);
    await t.em().nativeUpdate(DesignFile, { id: second.id }, { fileSize: 1_245_184 });
    const digestsBefore = await storedDigests().catch(() => null); // first is missing: get() rejects
    expect(digestsBefore).toBeNull();

    expect(await ensureDemoDesignFiles(t.em(), storage)).toBe(1);
    const after = await demoFiles();
    expect(await storage.exists(first.storageKey)).toBe(true);
    expect(after.find((r) => r.id === second.id)?.fileSize).not.toBe(1_245_184);
    for (const row of after) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/customer/designs/${row.design.id}/files/${row.id}`,
        cookies: t.customerCookies(row.design.getEntity().memberEmail),
      });
      expect(res.rawPayload.length).toBe(row.fileSize);
    }
  });
});
