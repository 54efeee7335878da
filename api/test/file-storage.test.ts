import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../src/infra/config.js';
import { createFileStorage, StoredFileMissing, type FileStorage } from '../src/infra/storage.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';

/**
 * The FileStorage contract, held by both stores: local disk and an S3-compatible server (a real one, started
 * here). Everything the shop does with uploaded files (uploads, downloads, deletions, seeding, backups) goes
 * through these calls, so a shop on S3 behaves like one on a single machine's disk.
 */

let s3: TestS3Server;
let localDir: string;
const stores: Record<'local' | 's3', FileStorage> = {} as Record<'local' | 's3', FileStorage>;

beforeAll(async () => {
  s3 = await startS3Server();
  localDir = await mkdtemp(path.join(tmpdir(), 'russ-file-storage-'));
  stores.local = createFileStorage(loadStorageConfig({ STORAGE_DIR: localDir }));
  stores.s3 = createFileStorage(loadStorageConfig(s3.env));
});

afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
  await s3?.stop();
  if (localDir) await rm(localDir, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(entries: AsyncIterable<{ key: string; size: number }>) {
  const found: { key: string; size: number }[] = [];
  for await (const entry of entries) found.push(entry);
  return found;
}

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  const store = () => stores[driver];
  const folder = `contract-${driver}-${randomBytes(3).toString('hex')}`;

  it('gives back what was put, byte for byte, with its length', async () => {
    const bytes = randomBytes(70_000);
    expect(await store().put(`${folder}/a.png`, bytes, { contentType: 'image/png' })).toEqual({ size: bytes.length });
    const opened = await store().open(`${folder}/a.png`);
    expect(opened.size).toBe(bytes.length);
    if (driver === 's3') expect(opened.contentType).toBe('image/png');
    expect((await readAll(opened.body)).equals(bytes)).toBe(true);
    expect((await readAll(await store().get(`${folder}/a.png`))).equals(bytes)).toBe(true);
  });

  it('stores a stream of unknown length (over one 5 MB multipart part on S3) and streams it back', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 13 }, (_, i) => bytes.subarray(i * 500_000, (i + 1) * 500_000));
    const { size } = await store().put(`${folder}/big.pdf`, Readable.from(chunks), { contentType: 'application/pdf' });
    expect(size).toBe(bytes.length);
    const opened = await store().open(`${folder}/big.pdf`);
    expect(opened.size).toBe(bytes.length);
    expect((await readAll(opened.body)).equals(bytes)).toBe(true);
  });

  it('replaces, deletes, and answers StoredFileMissing for what is not there', async () => {
    const key = `${folder}/replaced.txt`;
    await store().put(key, Buffer.from('første'));
    await store().put(key, Buffer.from('andre'));
    expect((await readAll(await store().get(key))).toString()).toBe('andre');
    expect(await store().exists(key)).toBe(true);
    await store().delete(key);
    expect(await store().exists(key)).toBe(false);
    await expect(store().open(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(store().get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await store().delete(key); // a missing file is not an error
  });

  it('lists the keys under a folder with their sizes, and every key without one', async () => {
    const list = `${folder}/list`;
    await store().put(`${list}/b/2.bin`, Buffer.alloc(2));
    await store().put(`${list}/a.bin`, Buffer.alloc(1));
    await store().put(`${list}/b/1.bin`, Buffer.alloc(3));
    await store().put(`${folder}/listed-not.bin`, Buffer.alloc(4));
    expect(await keysOf(store().list(list))).toEqual([
      { key: `${list}/a.bin`, size: 1 },
      { key: `${list}/b/1.bin`, size: 3 },
      { key: `${list}/b/2.bin`, size: 2 },
    ]);
    const everything = (await keysOf(store().list())).map((entry) => entry.key);
    expect(everything).toEqual(expect.arrayContaining([`${list}/a.bin`, `${folder}/listed-not.bin`]));
    expect(await keysOf(store().list(`${folder}/nothing-here`))).toEqual([]);
  });

  it('refuses keys that are not server-made keys', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a\\b', '.hidden', '']) {
      await expect(store().put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().open(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('s3 storage', () => {
  it('is refused by the server without its access key', async () => {
    const stranger = createFileStorage(
      loadStorageConfig({ ...s3.env, S3_ACCESS_KEY_ID: 'UNKNOWN', S3_SECRET_ACCESS_KEY: 'nope' }),
    );
    try {
      await expect(stranger.put('refused/x.bin', Buffer.from('x'))).rejects.toThrow(/access key/i);
    } finally {
      await stranger.close();
    }
  });

  it('writes nothing to local disk', async () => {
    await stores.s3.put('only-in-s3/x.bin', Buffer.from('x'));
    expect(await readdir(localDir)).not.toContain('only-in-s3');
  });
});
