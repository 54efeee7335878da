import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_MESSAGES } from '@russ/schema/catalog/catalog-admin.validators';
import { DESIGN_LIMITS, DESIGN_MESSAGES, DESIGN_QUOTAS } from '@russ/schema/designs/design-rules';
import { TaskTimedOut, ThreadPool } from '../src/infra/thread-pool.js';
import { designUploadLimits } from '../src/modules/designs/design-upload-limits.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { expectJsonError } from './support/http.js';
import { JPEG_BYTES, multipart, PDF_BYTES, pngBytes } from './support/multipart.js';

/**
 * The security review of issue 17, uploads and content: a hostile SVG cannot hold the sanitizer (finding 1),
 * uploads have per-member limits and are decoded before they are kept (finding 2), product and post images are
 * asset paths, and the static-file guard checks the path as the file system will see it.
 */

const MB = 1024 * 1024;
const suffix = Date.now().toString(36);
const member = (name: string) => `sikkerhet-${name}-${suffix}@example.no`;
const MANIFEST_MARKER = 'build-manifest-not-for-visitors';

let t: TestApp;
let storageDir: string;
let siteDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'russ-security-uploads-'));
  siteDir = await mkdtemp(path.join(tmpdir(), 'russ-security-static-'));
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(path.join(siteDir, 'assets', 'hoodie.jpg'), JPEG_BYTES);
  await mkdir(path.join(siteDir, 'storefront', '.vite'), { recursive: true });
  await writeFile(path.join(siteDir, 'storefront', 'index.html'), '<!doctype html><title>storefront</title>');
  await writeFile(path.join(siteDir, 'storefront', 'app.js'), 'console.log(1)');
  await writeFile(path.join(siteDir, 'storefront', '.vite', 'manifest.json'), `{"${MANIFEST_MARKER}":1}`);
  t = await startTestApp({
    seed: false,
    env: { STORAGE_DIR: storageDir },
    staticPaths: {
      assetsDir: path.join(siteDir, 'assets'),
      storefrontDir: path.join(siteDir, 'storefront'),
      adminDir: path.join(siteDir, 'admin'),
    },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(siteDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const uploadAs = (email: string, file: { name: string; content: Buffer }, designId?: number) =>
  t.inject({
    method: 'POST',
    url: designId ? `/api/customer/designs/${designId}/files` : '/api/customer/designs',
    cookies: t.customerCookies(email),
    ...multipart(designId ? {} : { name: 'Logo', description: '' }, [file]),
  });

async function storedFiles(): Promise<number> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg">';
const normalSvg = () => Buffer.from(`${SVG_OPEN}<circle cx="5" cy="5" r="4" fill="#c00"/></svg>`);

describe('security review 1: a hostile SVG cannot hold the sanitizer', () => {
  it('refuses the 1 MB unclosed-tag SVG within seconds while a normal upload at the same time succeeds', async () => {
    const hostile = Buffer.from(`${SVG_OPEN}<a${'x'.repeat(MB)}`);
    const timed = async (request: Promise<Awaited<ReturnType<typeof uploadAs>>>) => {
      const started = performance.now();
      const res = await request;
      return { res, ms: Math.round(performance.now() - started) };
    };
    // Both sanitizer threads started and warm first: the times below are the checks', not a cold thread start's.
    await Promise.all(
      ['varm-1', 'varm-2'].map((name) => uploadAs(member(name), { name: 'logo.svg', content: normalSvg() })),
    );
    const [bad, good] = await Promise.all([
      timed(uploadAs(member('fiendtlig'), { name: 'felle.svg', content: hostile })),
      timed(uploadAs(member('vanlig'), { name: 'logo.svg', content: normalSvg() })),
    ]);
    console.log(`hostile 1 MB SVG answered in ${bad.ms} ms; the normal SVG beside it in ${good.ms} ms`);
    expect(expectJsonError(bad.res, 415).fieldErrors).toEqual({ file: DESIGN_MESSAGES.fileType });
    expect(good.res.statusCode, good.res.body).toBe(201);
    expect(good.res.json().latestFile.mimeType).toBe('image/svg+xml');
  });

  it('refuses an SVG over DESIGN_LIMITS.svgBytes without parsing it', async () => {
    const padding = `<!--${'x'.repeat(DESIGN_LIMITS.svgBytes)}-->`;
    const res = await uploadAs(member('stor-svg'), {
      name: 'stor.svg',
      content: Buffer.from(`${SVG_OPEN}${padding}</svg>`),
    });
    expect(expectJsonError(res, 413).message).toBe(DESIGN_MESSAGES.svgTooLarge);
  });

  it('terminates a task that runs past its deadline, and the pool starts afresh for the next one', async () => {
    const pool = new ThreadPool<number, number>(new URL('./support/busy.worker.ts', import.meta.url), {
      maxThreads: 1,
      taskTimeoutMs: 5000,
    });
    try {
      const started = performance.now();
      const stuck = await pool.run(10 * 60_000).catch((error: unknown) => error);
      const elapsed = performance.now() - started;
      console.log(`a ten-minute task was ended after ${Math.round(elapsed)} ms`);
      expect(stuck).toBeInstanceOf(TaskTimedOut);
      expect(elapsed).toBeLessThan(60_000);
      expect(pool.threadCount).toBe(0); // its thread was terminated, not left spinning
      const next = await pool.run(0);
      expect(typeof next).toBe('number');
      expect(pool.threadCount).toBe(1);
    } finally {
      await pool.destroy();
    }
  });

  it('answers an upload whose check ran out of time with a clear message, storing nothing', async () => {
    vi.spyOn(ThreadPool.prototype, 'run').mockRejectedValue(new TaskTimedOut(DESIGN_LIMITS.checkSeconds * 1000));
    const before = await storedFiles();
    for (const file of [
      { name: 'treg.svg', content: normalSvg() },
      { name: 'treg.pdf', content: PDF_BYTES },
    ]) {
      const res = await uploadAs(member('treg'), file);
      expect(expectJsonError(res, 400).fieldErrors).toEqual({ file: DESIGN_MESSAGES.checkTimedOut });
    }
    expect(await storedFiles()).toBe(before);
  });

  it('lets a member upload one file at a time', async () => {
    const email = member('en-om-gangen');
    const paths = Array.from({ length: 3000 }, (_, i) => `<path d="M0 0 L${i} ${i % 97} Z"/>`).join('');
    const [first, second] = await Promise.all([
      uploadAs(email, { name: 'stor.svg', content: Buffer.from(`${SVG_OPEN}${paths}</svg>`) }),
      uploadAs(email, { name: 'logo.png', content: pngBytes() }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(expectJsonError(refused, 429).fieldErrors).toEqual({ file: DESIGN_MESSAGES.uploadBusy });
    // The slot is free again once the first is done.
    expect((await uploadAs(email, { name: 'logo.png', content: pngBytes() })).statusCode).toBe(201);
  });
});

describe('security review 2: uploads have limits and are decoded before they are kept', () => {
  beforeEach(async () => {
    for (const name of ['rate', 'designs', 'versions', 'bytes', 'decode']) {
      await designUploadLimits(t.app.config).uploadsPerMember.reset(member(name));
    }
  });

  it(`allows ${DESIGN_QUOTAS.uploadsPerMinute} uploads a minute per member, then asks them to wait`, async () => {
    const email = member('rate');
    for (let i = 0; i < DESIGN_QUOTAS.uploadsPerMinute; i += 1) {
      expect((await uploadAs(email, { name: `logo-${i}.png`, content: pngBytes() })).statusCode).toBe(201);
    }
    const refused = await uploadAs(email, { name: 'en-til.png', content: pngBytes() });
    expect(expectJsonError(refused, 429).fieldErrors).toEqual({ file: DESIGN_MESSAGES.uploadRate });
    // Another member is not affected.
    expect((await uploadAs(member('rate-annen'), { name: 'logo.png', content: pngBytes() })).statusCode).toBe(201);
  });

  async function designWithFiles(email: string, sizes: number[]): Promise<Design> {
    const em = t.em();
    const design = em.create(Design, { memberEmail: email, name: 'Eksisterende', description: '' });
    sizes.forEach((fileSize, i) =>
      em.create(DesignFile, {
        design,
        storageKey: `designs/finnes-ikke-${suffix}-${i}`,
        fileName: `v${i + 1}.png`,
        mimeType: 'image/png',
        fileSize,
        version: i + 1,
        isLatest: i === sizes.length - 1,
      }),
    );
    await em.flush();
    return design;
  }

  it(`refuses design ${DESIGN_QUOTAS.designs + 1}, version ${DESIGN_QUOTAS.versionsPerDesign + 1} and a file past ${DESIGN_QUOTAS.totalBytes / MB} MB, storing nothing`, async () => {
    const full = member('designs');
    for (let i = 0; i < DESIGN_QUOTAS.designs; i += 1) await designWithFiles(full, [1000]);
    const versions = await designWithFiles(member('versions'), Array(DESIGN_QUOTAS.versionsPerDesign).fill(1000));
    const bytes = await designWithFiles(member('bytes'), [DESIGN_QUOTAS.totalBytes - 100]);
    const before = await storedFiles();

    const tooMany = await uploadAs(full, { name: 'logo.png', content: pngBytes() });
    expect(expectJsonError(tooMany, 409).fieldErrors).toEqual({ file: DESIGN_MESSAGES.tooManyDesigns });
    const tooManyVersions = await uploadAs(member('versions'), { name: 'v21.png', content: pngBytes() }, versions.id);
    expect(expectJsonError(tooManyVersions, 409).fieldErrors).toEqual({ file: DESIGN_MESSAGES.tooManyVersions });
    // 100 bytes left: the file does not fit, neither as a new version nor as a new design.
    for (const designId of [bytes.id, undefined]) {
      const noRoom = await uploadAs(member('bytes'), { name: 'stor.png', content: pngBytes(40, 40) }, designId);
      expect(expectJsonError(noRoom, 409).fieldErrors).toEqual({ file: DESIGN_MESSAGES.storageFull });
    }
    expect(await storedFiles()).toBe(before);
    expect(await t.em().count(DesignFile, { design: { memberEmail: member('bytes') } })).toBe(1);
    expect(await t.em().count(Design, { memberEmail: full })).toBe(DESIGN_QUOTAS.designs);
  });

  it('refuses a PNG, JPEG or PDF that only starts like one', async () => {
    const png = pngBytes(16, 16);
    const brokenPng = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7), png.subarray(png.length - 12)]);
    const fakeJpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(200, 1),
      Buffer.from([0xff, 0xd9]),
    ]);
    const fakePdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const before = await storedFiles();
    for (const [name, content] of [
      ['skadet.png', brokenPng],
      ['falsk.jpg', fakeJpeg],
      ['falsk.pdf', fakePdf],
    ] as const) {
      await designUploadLimits(t.app.config).uploadsPerMember.reset(member('decode'));
      const res = await uploadAs(member('decode'), { name, content });
      expect(expectJsonError(res, 400).fieldErrors, name).toEqual({ file: DESIGN_MESSAGES.fileUnreadable });
    }
    expect(await storedFiles()).toBe(before);
    for (const [name, content] of [
      ['ekte.png', png],
      ['ekte.jpg', JPEG_BYTES],
      ['ekte.pdf', PDF_BYTES],
    ] as const) {
      expect((await uploadAs(member('decode'), { name, content })).statusCode, name).toBe(201);
    }
  });
});

const CreateProduct = graphql(`
  mutation SecurityUploadsCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      __typename
      product {
        imageUrl
      }
    }
  }
`);

const CreatePost = graphql(`
  mutation SecurityUploadsCreatePost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      __typename
    }
  }
`);

describe('security review: a product or post image is an asset path, never one with ".."', () => {
  const hostilePaths = [
    '/api/assets/../../package.json',
    '/api/assets/uploads/../../.env',
    '/api/assets/uploads/..',
    '/api/assets/./hoodie.jpg',
    '/api/assets//hoodie.jpg',
    '/api/assets/%2e%2e/secret.jpg',
    '/api/assets/uploads\\..\\..\\x.jpg',
  ];

  it('refuses them on products and posts with the field message', async () => {
    const staff = t.staffCookies('staff');
    for (const [i, imageUrl] of hostilePaths.entries()) {
      const product = await t.gql(
        CreateProduct,
        {
          input: {
            name: `Sikker genser ${suffix} ${i}`,
            description: 'Myk og god.',
            category: 'overdeler',
            price: 'Fra 549,-',
            imageUrl,
          },
        },
        { cookies: staff },
      );
      expect(refusalOf(product), imageUrl).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'imageUrl', message: CATALOG_MESSAGES.imageUrl }],
      });
      const post = await t.gql(
        CreatePost,
        {
          input: {
            title: 'Vask av russeklær',
            slug: `sikker-${suffix}-${i}`,
            excerpt: 'Kort.',
            content: 'Tekst.',
            category: 'Tips',
            imageUrl,
          },
        },
        { cookies: staff },
      );
      expect(refusalOf(post), imageUrl).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'imageUrl', message: CATALOG_MESSAGES.imageUrl }],
      });
    }
    const fine = await t.gql(
      CreateProduct,
      {
        input: {
          name: `Trygg genser ${suffix}`,
          description: 'Myk og god.',
          category: 'overdeler',
          price: 'Fra 549,-',
          imageUrl: '/api/assets/hoodie.jpg',
        },
      },
      { cookies: staff },
    );
    expect(fine.data?.createProduct).toEqual({
      __typename: 'ProductSaved',
      product: { imageUrl: '/api/assets/hoodie.jpg' },
    });
  });
});

describe('security review: the static-file guard checks the path normalised once', () => {
  it('serves no build manifest or template through encoded "..%2f", double encoding or backslashes', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite%2fmanifest.json',
      '/.vite%2Fmanifest.json',
      '/%2evite/manifest.json',
      '/%2evite%2fmanifest.json',
      '/%252evite%252fmanifest.json',
      '/x/..%2f.vite/manifest.json',
      '/x%2f..%2f.vite%2fmanifest.json',
      '/.vite%5cmanifest.json',
      '/.vite\\manifest.json',
      '/api/assets/..%2f..%2fstorefront/.vite/manifest.json',
      '/api/assets/%2e%2e%2fstorefront%2f.vite%2fmanifest.json',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(500);
      expect(res.body, url).not.toContain(MANIFEST_MARKER);
    }
    for (const url of ['/index%2ehtml', '/%69ndex.html', '/x/..%2findex.html']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.body, url).not.toBe('<!doctype html><title>storefront</title>');
    }
  });

  it('still serves ordinary files', async () => {
    expect((await t.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    expect((await t.inject({ method: 'GET', url: '/api/assets/hoodie.jpg' })).statusCode).toBe(200);
  });
});
