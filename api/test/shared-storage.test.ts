import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDb } from '../src/db.js';
import { loadStorageConfig } from '../src/infra/config.js';
import { createFileStorage, type FileStorage } from '../src/infra/storage.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { DEMO_DESIGN_FILE_PREFIX, ensureDemoDesignFiles } from '../src/seeders/demo-design-files.js';
import { graphql } from './gql/index.js';
import { injectGql, startTestApp, type TestApp } from './support/app.js';
import { multipart, pngBytes } from './support/multipart.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';

/**
 * Two API processes on two machines: each its own Fastify server listening on its own port, its own connection
 * pool and its own local folder (STORAGE_DIR), sharing only what the README says must be shared — the database,
 * Redis, the session secret and the S3 bucket (STORAGE_DRIVER=s3). A file uploaded through one is served,
 * byte for byte, by the other, and deleted through either; neither local folder ever holds a file.
 */

const suffix = Date.now().toString(36);
const OWNER = `delt-lager-${suffix}@example.no`;

let s3: TestS3Server;
let a: TestApp;
let b: { app: FastifyInstance; orm: MikroORM };
let bucket: FileStorage;
const folders: string[] = [];
const origin: Record<'a' | 'b', string> = { a: '', b: '' };

beforeAll(async () => {
  s3 = await startS3Server();
  const [folderA, folderB] = await Promise.all(
    ['a', 'b'].map((name) => mkdtemp(path.join(tmpdir(), `russ-machine-${name}-`))),
  );
  folders.push(folderA!, folderB!);
  a = await startTestApp({ env: { ...s3.env, STORAGE_DIR: folderA! } });
  // The second machine: same settings but its own folder, its own pool on the same database, its own server.
  const orm = await openDb(a.db.url);
  const config = { ...a.config, storage: { ...a.config.storage } };
  expect(config.storage.driver).toBe('s3');
  b = { orm, app: await buildApp({ config, orm }) };
  origin.a = await a.app.listen({ port: 0, host: '127.0.0.1' });
  origin.b = await b.app.listen({ port: 0, host: '127.0.0.1' });
  bucket = createFileStorage(loadStorageConfig(s3.env));
  const em = a.em();
  em.create(Member, { firstName: 'Delt', lastName: 'Lager', email: OWNER });
  await em.flush();
});

afterAll(async () => {
  await b?.app.close();
  await b?.orm.close();
  await a?.close();
  await bucket?.close();
  await s3?.stop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

async function upload(
  machine: 'a' | 'b',
  url: string,
  cookies: Record<string, string>,
  form: ReturnType<typeof multipart>,
) {
  return fetch(`${origin[machine]}${url}`, {
    method: 'POST',
    headers: { ...form.headers, cookie: cookieHeader(cookies) },
    body: form.payload,
  });
}

async function download(machine: 'a' | 'b', url: string, cookies: Record<string, string> = {}) {
  const res = await fetch(`${origin[machine]}${url}`, { headers: { cookie: cookieHeader(cookies) } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function keysInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of bucket.list()) keys.push(entry.key);
  return keys;
}

const DELETE_ACCOUNT = graphql(`
  mutation SharedStorageTestDeleteAccount($confirmEmail: String!) {
    deleteAccount(confirmEmail: $confirmEmail) {
      __typename
      filesDeleted
    }
  }
`);

describe('two API processes sharing one S3 bucket', () => {
  let designFile: { designId: number; fileId: number; key: string };
  // A design of some size: a real PNG with 300 kB after its end, as a browser would send it.
  const design = pngBytes(64, 48, [20, 120, 220], 300_000);

  it('a design uploaded through one machine is downloaded through the other, byte for byte', async () => {
    const res = await upload(
      'a',
      '/api/customer/designs',
      a.customerCookies(OWNER),
      multipart({ name: 'Russelogo', description: 'Lastet opp på maskin A' }, [{ name: 'logo.png', content: design }]),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as { id: number; latestFile: { id: number } };
    const row = await a
      .em()
      .getConnection()
      .execute<{ storage_key: string }[]>('select storage_key from design_files where id = ?', [created.latestFile.id]);
    designFile = { designId: created.id, fileId: created.latestFile.id, key: row[0]!.storage_key };

    const { res: served, bytes } = await download(
      'b',
      `/api/customer/designs/${designFile.designId}/files/${designFile.fileId}`,
      a.customerCookies(OWNER),
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(design.length));
    expect(bytes.equals(design)).toBe(true);
    // It lives in the bucket, with its type, and on neither machine's disk.
    expect(await keysInBucket()).toContain(designFile.key);
    expect((await bucket.open(designFile.key)).contentType).toBe('image/png');
    for (const folder of folders) expect(await readdir(folder, { recursive: true })).toEqual([]);
  });

  it('a catalogue image uploaded in the console on one machine is public on the other', async () => {
    const res = await upload(
      'b',
      '/api/admin/images/product',
      a.staffCookies('admin'),
      multipart({}, [{ name: 'genser.png', content: pngBytes(900, 900, [200, 30, 30]) }]),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { imageUrl, sizes } = (await res.json()) as { imageUrl: string; sizes: { url: string }[] };
    expect(sizes).toHaveLength(2);
    for (const { url } of sizes) {
      const { res: served, bytes } = await download('a', url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const stored = await bucket.open(`catalog-images/${url.split('/').pop()}`);
      expect(served.headers.get('content-length')).toBe(String(stored.size));
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
    }
    expect(imageUrl).toBe(sizes[0]!.url);
    expect((await download('b', '/api/assets/uploads/00000000-0000-4000-8000-000000000000-800.jpg')).res.status).toBe(
      404,
    );
  });

  it('deleting the account through the other machine removes the uploaded file from the bucket', async () => {
    const res = await injectGql(b.app, DELETE_ACCOUNT, { confirmEmail: OWNER }, { cookies: a.customerCookies(OWNER) });
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteAccount).toMatchObject({ __typename: 'AccountDeleted', filesDeleted: 1 });
    expect(await bucket.exists(designFile.key)).toBe(false);
    expect(await keysInBucket()).not.toContain(designFile.key);
    const gone = await download(
      'a',
      `/api/customer/designs/${designFile.designId}/files/${designFile.fileId}`,
      a.staffCookies('admin'),
    );
    expect(gone.res.status).toBe(404);
  });

  it('the seeded design files are written to the bucket with their type, once', async () => {
    const rows = await a.em().find(DesignFile, { storageKey: { $like: `${DEMO_DESIGN_FILE_PREFIX}%` } });
    expect(rows.length).toBeGreaterThan(0);
    expect(await ensureDemoDesignFiles(a.em(), bucket)).toBe(rows.length);
    expect(await ensureDemoDesignFiles(a.em(), bucket)).toBe(0);
    for (const row of rows) {
      const stored = await bucket.open(row.storageKey);
      stored.body.destroy();
      expect(stored.contentType).toBe(row.mimeType);
    }
    const listed = new Map<string, number>();
    for await (const entry of bucket.list(DEMO_DESIGN_FILE_PREFIX.replace(/\/+$/, '')))
      listed.set(entry.key, entry.size);
    const sizes = await a.em().find(DesignFile, { storageKey: { $like: `${DEMO_DESIGN_FILE_PREFIX}%` } });
    for (const row of sizes) expect(listed.get(row.storageKey)).toBe(row.fileSize);
  });
});
