import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { expectJsonError } from './support/http.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'russ-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'sizechart.jpeg'), 'jpeg-bytes');
  await mkdir(path.join(dir, 'storefront', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'storefront', 'index.html'), '<!doctype html><title>storefront</title>');
  await writeFile(path.join(dir, 'storefront', 'assets', 'index-abc123.js'), 'console.log(1)');
  // admin is deliberately not built
  t = await startTestApp({
    seed: false,
    staticPaths: {
      assetsDir: path.join(dir, 'assets'),
      storefrontDir: path.join(dir, 'storefront'),
      adminDir: path.join(dir, 'admin'),
    },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('server', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown /api and /graphql paths with 404 JSON, never the SPA', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/products'],
      ['DELETE', '/api/blog/x'],
      ['GET', '/api/assets/missing.png'],
      ['PUT', '/graphql'],
      ['POST', '/nope'],
    ] as const) {
      expectJsonError(await t.inject({ method, url }), 404);
    }
  });

  it('serves assets under /api/assets', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/assets/sizechart.jpeg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.body).toBe('jpeg-bytes');
  });

  it('serves the built storefront with a fallback to index.html for client routes', async () => {
    // The page's own head replaces the template's <title> (api/test/seo.test.ts); unknown pages answer 404.
    for (const [url, status] of [
      ['/', 200],
      ['/products', 200],
      ['/blog/noe-fint', 404],
      ['/customer-dashboard?x=1', 200],
      ['/qr/tilbeh%C3%B8r', 404],
    ] as const) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<!doctype html>\n<title data-seo data-seo-path="[^"]+">[^<]+<\/title>/);
    }
    const bundle = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    // A missing bundle is a real 404, not index.html served as JavaScript.
    expect((await t.inject({ method: 'GET', url: '/assets/index-old.js' })).statusCode).toBe(404);
  });

  it('says how to build the admin when admin/dist is missing', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/12']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('pnpm build');
    }
  });

  it('answers a GraphQL request that is not JSON with a 4xx', async () => {
    // Deliberately malformed bodies, which a typed document cannot express.
    const response = await t.rawGraphql('{');
    expectJsonError(response, 400);
    const empty = await t.rawGraphql('{}');
    expect(empty.statusCode).toBe(400);
  });
});
