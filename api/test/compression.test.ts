import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStaticPaths } from '../src/composition/static.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

// Answers go out compressed when the client asks for it (issue 19, "Compressed answers"): the API compresses
// GraphQL, REST and HTML answers itself, and sends the frontends' files as their builds compressed them.

const PRODUCTS = graphql(`
  query CompressionTestProducts {
    products {
      id
      name
      description
      price
      imageUrl
      category
      color
    }
  }
`);

/** A bundle as a Vite build leaves it: the file, and its .br and .gz beside it. */
const BUNDLE = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Tekst nummer ${i}`))};\n`;

let t: TestApp;
let dir: string;

async function writeBuild(root: string, bundle: string): Promise<void> {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="nb"><head><title>Admin</title></head>
<body><div id="root">${'<!-- plass -->'.repeat(100)}</div><script type="module" src="/admin/${bundle}"></script></body></html>\n`,
  );
  await writeFile(path.join(root, bundle), BUNDLE);
  await writeFile(path.join(root, `${bundle}.br`), brotliCompressSync(BUNDLE));
  await writeFile(path.join(root, `${bundle}.gz`), gzipSync(BUNDLE));
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'russ-compression-'));
  await writeBuild(path.join(dir, 'admin'), 'assets/app-Ab12Cd34.js');
  // The storefront's template with the markers its page renderer fills (see seo.test.ts).
  await mkdir(path.join(dir, 'storefront'));
  await writeFile(
    path.join(dir, 'storefront', 'index.html'),
    `<!doctype html>\n<html lang="nb"><head>\n<!--seo:start--><title data-seo>Russekompaniet</title><!--seo:end-->\n</head><body><div id="root"></div></body></html>\n`,
  );
  t = await startTestApp({
    staticPaths: {
      ...defaultStaticPaths,
      adminDir: path.join(dir, 'admin'),
      storefrontDir: path.join(dir, 'storefront'),
    },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const graphqlRequest = (headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query: print(PRODUCTS) }),
  });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    case 'gzip':
      return gunzipSync(response.rawPayload).toString('utf8');
    case undefined:
      return response.body;
    default:
      throw new Error(`unexpected content-encoding ${String(response.headers['content-encoding'])}`);
  }
}

function expectVaryAcceptEncoding(response: LightMyRequestResponse): void {
  const vary = String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  expect(vary).toContain('accept-encoding');
}

describe('dynamic answers', () => {
  it('a GraphQL answer is Brotli or gzip as the client asks, and plain when it does not', async () => {
    const plain = await graphqlRequest({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const products = (plain.json() as { data: { products: unknown[] } }).data.products;
    expect(products.length).toBeGreaterThan(5);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expectVaryAcceptEncoding(plain);

    const brotli = await graphqlRequest({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(decoded(brotli)).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expectVaryAcceptEncoding(brotli);

    const gzip = await graphqlRequest({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);

    // Only Brotli and gzip are offered: a client that takes neither gets the answer as it is.
    const other = await graphqlRequest({ 'accept-encoding': 'deflate, zstd' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(plain.body);
  });

  it('a REST answer is Brotli or gzip as the client asks, and plain when it does not', async () => {
    const plain = await t.inject({ method: 'GET', url: '/api/products' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(decoded(response), encoding).toBe(plain.body);
      expectVaryAcceptEncoding(response);
      // The security headers are still there.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a personal answer stays no-store when it is compressed', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      cookies: t.staffCookies(),
      payload: JSON.stringify({ query: print(PRODUCTS) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(response))).toHaveProperty('data.products');
  });

  it('a small answer goes out as it is', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built frontends', () => {
  it('a hashed bundle is sent as the build compressed it, cached for a year', async () => {
    const url = '/admin/assets/app-Ab12Cd34.js';
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectVaryAcceptEncoding(response);
      expect(decoded(response)).toBe(BUNDLE);
      // The file the build wrote, byte for byte: nothing is compressed per request.
      const built = await readFile(
        path.join(dir, 'admin', `assets/app-Ab12Cd34.js.${encoding === 'br' ? 'br' : 'gz'}`),
      );
      expect(response.rawPayload.equals(built)).toBe(true);
    }
    const plain = await t.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectVaryAcceptEncoding(plain);
  });

  it('HTML and files without a hash in their name are no-cache', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/12']) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(decoded(response), url).toContain('<div id="root">');
      expectVaryAcceptEncoding(response);
    }
    const favicon = await t.inject({ method: 'GET', url: '/admin/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    // The storefront's pages (rendered with their own head) too.
    for (const url of ['/', '/faq']) {
      const page = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('gzip');
      expect(decoded(page), url).toContain('<div id="root">');
      expectVaryAcceptEncoding(page);
    }
  });
});
