import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH, OPENAPI_PAGE_PATH } from '../src/common/openapi.js';
import { routePolicies } from '../src/common/route-policy.js';
import { DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * The OpenAPI document of the REST layer (GET /api/openapi.json): a valid OpenAPI 3.1 document that lists every
 * /api route the server registers and every /api call of the spec, and whose response schemas describe what the
 * routes really answer for the seeded demo members.
 */

interface Operation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  openapi: string;
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every /api call the spec names (storefront.md §7 and §8, customer-area.md §3 and §7, admin.md), as written there.
 * The spec's `{email}`, `{slug}` and `{filename}` stand for any value; the other paths are literal.
 */
const SPEC_CALLS = [
  'GET /api/products',
  'GET /api/products/category/overdeler',
  'GET /api/products/category/underdeler',
  'GET /api/products/category/tilbehør',
  'GET /api/products/category/Patches',
  'GET /api/blog/featured',
  'GET /api/blog',
  'GET /api/blog/{slug}',
  'POST /api/contact',
  'GET /api/assets/{filename}',
  'GET /api/login',
  'GET /api/logout',
  'POST /api/members',
  'GET /api/auth/user',
  'GET /api/members/profile/{email}',
  'GET /api/customer/orders/{email}',
  'GET /api/customer/coupons/{email}',
  'GET /api/customer/invoices/{email}',
  'GET /api/customer/addresses/{email}',
  'GET /api/customer/returns/{email}',
  'GET /api/customer/groups/{email}',
  'GET /api/customer/group-memberships/{email}',
  'GET /api/customer/designs/{email}',
  'GET /api/customer/messages/{email}',
  'GET /api/customer/sizes/{email}',
];

const here = path.dirname(fileURLToPath(import.meta.url));
/** The spec, where this checkout has it beside it (shared/spec); the list above is checked against it there. */
const specDir = [path.resolve(here, '../../../shared/spec'), path.resolve(here, '../../../../shared/spec')].find(
  (dir) => existsSync(path.join(dir, 'storefront.md')),
);

/** Whether a document path (`/api/blog/{slug}`) covers a concrete or spec path (`/api/blog/{slug}`, `/api/blog/x`). */
function covers(template: string, url: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(url);
}

/** A Fastify route URL as the document writes it: `:id` → `{id}`, a file server's `*` → `{filename}`. */
const asTemplate = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{filename}');

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await startTestApp();
  const response = await t.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  expect(response.statusCode).toBe(200);
  doc = response.json();
}, 120_000);

afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    // Every named schema is used (an answer's unused read-side twin is left out).
    const text = JSON.stringify(doc);
    const unused = Object.keys(doc.components?.schemas ?? {}).filter(
      (name) => !text.includes(`"#/components/schemas/${name}"`),
    );
    expect(unused).toEqual([]);
  });

  it('lists every /api route the server registers, with its method', () => {
    const registered = routePolicies(t.app).flatMap((route) =>
      route.method
        .split(',')
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method: method.toLowerCase(), url: route.url })),
    );
    const api = registered.filter(
      ({ url }) => url.startsWith('/api/') && url !== OPENAPI_DOCUMENT_PATH && !url.startsWith(OPENAPI_PAGE_PATH),
    );
    expect(api.length).toBeGreaterThan(45);
    const documented = (url: string, method: string) =>
      Object.entries(doc.paths).some(([template, operations]) => method in operations && covers(template, url));
    const missing = api.filter(({ method, url }) => !documented(asTemplate(url), method));
    expect(missing).toEqual([]);
    // And nothing else: every documented operation is a registered route.
    const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.keys(ops).map((method) => `${method} ${template}`),
    );
    const registeredOperations = new Set(api.map(({ method, url }) => `${method} ${asTemplate(url)}`));
    expect(operations.filter((operation) => !registeredOperations.has(operation))).toEqual([]);
  });

  it('says what each operation does and describes every JSON body it reads', () => {
    const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, operation]) => ({ name: `${method} ${template}`, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.summary).map(({ name }) => name)).toEqual([]);
    // The JSON POST routes of the spec and the customer area read bodies the validators in schema/ describe.
    for (const name of ['post /api/contact', 'post /api/members', 'post /api/customer/message-threads']) {
      const { operation } = operations.find((candidate) => candidate.name === name)!;
      expect(operation.requestBody?.content?.['application/json']?.schema?.required?.length, name).toBeGreaterThan(0);
    }
  });

  it('lists every /api call of the spec', () => {
    const missing = SPEC_CALLS.filter((call) => {
      const [method, url] = call.split(' ');
      return !Object.entries(doc.paths).some(
        ([template, operations]) => method.toLowerCase() in operations && covers(template, url),
      );
    });
    expect(missing).toEqual([]);
  });

  it.runIf(specDir)('names every /api call the spec files mention', () => {
    const mentioned = new Set<string>();
    for (const file of ['storefront.md', 'customer-area.md', 'admin.md']) {
      const text = readFileSync(path.join(specDir!, file), 'utf8');
      for (const match of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s|`)]+)/g)) {
        mentioned.add(`${match[1]} ${match[2]}`);
      }
    }
    expect(mentioned.size).toBeGreaterThan(20);
    expect([...mentioned].filter((call) => !SPEC_CALLS.includes(call))).toEqual([]);
  });

  it('has a browsable page at /api/docs that reads it (public outside production: openapi.spec.ts)', async () => {
    const page = await t.inject({ method: 'GET', url: `${OPENAPI_PAGE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = await t.inject({ method: 'GET', url: `${OPENAPI_PAGE_PATH}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain(OPENAPI_DOCUMENT_PATH);
  });
});

describe('what the routes answer matches the document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let compiled = false;

  /** The document's 200 schema of a GET route, compiled with the document's components. */
  function answerSchema(template: string) {
    if (!compiled) {
      ajv.addSchema({ ...doc, $id: 'openapi.json' });
      compiled = true;
    }
    const pointer = `/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/200/content/application~1json/schema`;
    const check = ajv.getSchema(`openapi.json#${pointer}`);
    if (!check) throw new Error(`no 200 JSON schema for GET ${template}`);
    return check;
  }

  async function expectDocumented(template: string, url: string, cookies?: Record<string, string>) {
    const response = await t.inject({ method: 'GET', url, cookies });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    const body: unknown = response.json();
    const check = answerSchema(template);
    expect(check(body), `${url}: ${ajv.errorsText(check.errors)}`).toBe(true);
    return body;
  }

  const nonEmpty = (body: unknown) => expect(Array.isArray(body) && body.length > 0).toBe(true);

  it('catalogue: products, categories, blog and FAQ', async () => {
    nonEmpty(await expectDocumented('/api/products', '/api/products'));
    for (const category of ['overdeler', 'underdeler', 'tilbeh%C3%B8r', 'Patches']) {
      nonEmpty(await expectDocumented('/api/products/category/{category}', `/api/products/category/${category}`));
    }
    const posts = (await expectDocumented('/api/blog', '/api/blog')) as { slug: string }[];
    nonEmpty(posts);
    nonEmpty(await expectDocumented('/api/blog/featured', '/api/blog/featured'));
    await expectDocumented('/api/blog/{slug}', `/api/blog/${posts[0].slug}`);
    nonEmpty(await expectDocumented('/api/faq', '/api/faq'));
  });

  it('the schemas are strict: a missing, extra or mistyped field fails them', async () => {
    const [product] = (await t.inject({ method: 'GET', url: '/api/products' })).json<Record<string, unknown>[]>();
    const check = answerSchema('/api/products');
    expect(check([product])).toBe(true);
    expect(check([{ ...product, stock: 3 }])).toBe(false);
    expect(check([{ ...product, price: 499 }])).toBe(false);
    const { name: _name, ...nameless } = product;
    expect(check([nameless])).toBe(false);
  });

  it('the customer area of the demo members, and a message thread', async () => {
    const lists = [
      'customer/orders',
      'customer/coupons',
      'customer/invoices',
      'customer/addresses',
      'customer/returns',
      'customer/groups',
      'customer/group-memberships',
      'customer/designs',
      'customer/messages',
      'customer/sizes',
    ];
    for (const email of [DEMO_MEMBER_EMAIL, DEMO_GROUP_MEMBER_EMAIL]) {
      const cookies = t.customerCookies(email);
      await expectDocumented('/api/members/profile/{email}', `/api/members/profile/${email}`, cookies);
      for (const list of lists) {
        const body = await expectDocumented(`/api/${list}/{email}`, `/api/${list}/${email}`, cookies);
        // The demo member has something of every kind, so every schema is checked against real rows.
        if (email === DEMO_MEMBER_EMAIL) nonEmpty(body);
      }
    }
    const cookies = t.customerCookies(DEMO_MEMBER_EMAIL);
    const threads = await t.inject({ method: 'GET', url: `/api/customer/messages/${DEMO_MEMBER_EMAIL}`, cookies });
    const [thread] = threads.json<{ id: number }[]>();
    const one = (await expectDocumented(
      '/api/customer/message-threads/{id}',
      `/api/customer/message-threads/${thread.id}`,
      cookies,
    )) as { messages: unknown[] };
    expect(one.messages.length).toBeGreaterThan(0);
  });

  it('health and the storefront page heads', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) await expectDocumented(url, url);
    const head = (await expectDocumented('/api/seo/head', '/api/seo/head?path=/faq')) as { tags: unknown[] };
    expect(head.tags.length).toBeGreaterThan(3);
  });

  it('the signed-in user and staff member', async () => {
    await expectDocumented('/api/auth/user', '/api/auth/user', t.customerCookies(DEMO_MEMBER_EMAIL));
    await expectDocumented('/api/admin/me', '/api/admin/me', t.staffCookies());
  });

  it('every GET route with a JSON answer schema is among those checked above', () => {
    const checked = new Set([
      '/api/products',
      '/api/products/category/{category}',
      '/api/blog',
      '/api/blog/featured',
      '/api/blog/{slug}',
      '/api/faq',
      '/api/members/profile/{email}',
      '/api/customer/orders/{email}',
      '/api/customer/coupons/{email}',
      '/api/customer/invoices/{email}',
      '/api/customer/addresses/{email}',
      '/api/customer/returns/{email}',
      '/api/customer/groups/{email}',
      '/api/customer/group-memberships/{email}',
      '/api/customer/designs/{email}',
      '/api/customer/messages/{email}',
      '/api/customer/sizes/{email}',
      '/api/customer/message-threads/{id}',
      '/api/auth/user',
      '/api/admin/me',
      '/api/health/live',
      '/api/health/ready',
      '/api/health',
      '/api/seo/head',
    ]);
    const withSchema = Object.entries(doc.paths)
      .filter(([, operations]) => operations.get?.responses?.['200']?.content?.['application/json'])
      .map(([template]) => template);
    expect(withSchema.filter((template) => !checked.has(template))).toEqual([]);
  });
});
