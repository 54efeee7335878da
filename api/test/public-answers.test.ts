import { createHash } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_READ_FIELDS } from '@russ/schema/catalog/public-reads';
import { PublicAnswerCache } from '../src/common/public-answer-cache.js';
import { getSchema } from '../src/composition/schema.js';
import { graphql } from './gql/index.js';

// graphql-jit as the API uses it, its compileQuery watched (which operations are compiled, and how often).
const jit = vi.hoisted(() => ({ compiled: [] as (string | undefined)[] }));
vi.mock('graphql-jit', async (importOriginal) => {
  const original = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...original,
    compileQuery: (...args: Parameters<typeof original.compileQuery>) => {
      jit.compiled.push(args[2]);
      return original.compileQuery(...args);
    },
  };
});
import { startSiblingApps, startTestApp, type SiblingApps, type TestApp } from './support/app.js';

/**
 * Whole anonymous answers of the public catalogue reads (common/public-answer-cache.ts): served as stored bytes to
 * anonymous visitors only, `Cache-Control: public, no-cache` with an ETag, and never stale after a change made in
 * the console, in any API process (two apps with their own ORM on one database stand for two processes).
 */

const Products = graphql(`
  query PublicAnswersProducts {
    products {
      id
      name
      price
    }
  }
`);
const Faq = graphql(`
  query PublicAnswersFaq {
    faqItems {
      id
      question
      answer
    }
  }
`);
const ProductsAndViewer = graphql(`
  query PublicAnswersProductsAndViewer {
    products {
      id
    }
    viewer {
      email
    }
  }
`);
const SetHidden = graphql(`
  mutation PublicAnswersSetHidden($id: ID!, $hidden: Boolean!) {
    setProductHidden(id: $id, hidden: $hidden) {
      id
      hidden
    }
  }
`);
const UpdateFaq = graphql(`
  mutation PublicAnswersUpdateFaq($id: ID!, $input: FaqItemInput!) {
    updateFaqItem(id: $id, input: $input) {
      id
      answer
    }
  }
`);

let t: TestApp;
let siblings: SiblingApps;
let other: FastifyInstance;
let uncached: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  siblings = await startSiblingApps(t);
  ({ other, uncached } = siblings);
});
afterAll(async () => {
  await siblings?.close();
  await t?.close();
});

function persistedQuery(query: string) {
  const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
  return { extensions, url: `/graphql?${new URLSearchParams({ extensions: JSON.stringify(extensions) })}` };
}

/** A persisted-query GET as the storefront sends it (the document registered by a POST first). */
async function persistedGet(
  app: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { url, extensions } = persistedQuery(query);
  const first = await app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json', ...headers } });
  if (!first.body.includes('PERSISTED_QUERY_NOT_FOUND')) return first;
  await app.inject({ method: 'POST', url: '/graphql', payload: { query, extensions } });
  return app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json', ...headers } });
}

const faqAnswers = (body: string) =>
  (JSON.parse(body) as { data: { faqItems: { answer: string }[] } }).data.faqItems.map((item) => item.answer);
const restFaqAnswers = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/faq' })).json() as { answer: string }[]).map((item) => item.answer);
const productNames = (body: string) =>
  (JSON.parse(body) as { data: { products: { name: string }[] } }).data.products.map((p) => p.name);
/** The first product the storefront lists in this order. */
const firstVisibleProduct = async (order: string) => {
  const [product] = await t
    .em()
    .getConnection()
    .execute<{ id: number; name: string }[]>(
      `select id, name from products where not hidden order by ${order} limit 1`,
    );
  return product;
};
/** The Cookie header of a signed-in customer's request. */
const customerCookieHeader = (email: string) =>
  Object.entries(t.customerCookies(email))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const restProductNames = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/products' })).json() as { name: string }[]).map((p) => p.name);

describe('public answers', () => {
  it('marks the same query fields public reads as the storefront sends as persisted GETs', async () => {
    const fields = Object.values((await getSchema()).getQueryType()!.getFields());
    const marked = fields.filter((field) => field.extensions?.publicRead === true).map((field) => field.name);
    expect(marked.sort()).toEqual([...PUBLIC_READ_FIELDS].sort());
  });

  it('serves anonymous catalogue reads as public, revalidatable answers, the same bytes as without the cache', async () => {
    const query = print(Products);
    const first = await persistedGet(t.app, query, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const again = await persistedGet(t.app, query, { 'accept-encoding': 'br' });
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers['content-encoding']).toBe('br');
    const etag = String(again.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const plain = await persistedGet(t.app, query);
    expect(plain.body).toBe((await persistedGet(uncached, query)).body);
    expect((await persistedGet(t.app, query, { 'if-none-match': etag })).statusCode).toBe(304);
    // A GET without Apollo's CSRF preflight is refused, cached or not.
    expect((await t.inject({ method: 'GET', url: persistedQuery(query).url })).statusCode).toBe(400);

    const rest = await t.inject({ method: 'GET', url: '/api/faq' });
    expect(rest.headers['cache-control']).toBe('public, no-cache');
    expect(rest.body).toBe((await uncached.inject({ method: 'GET', url: '/api/faq' })).body);

    // Personal operations are never public.
    const mixed = await t.gql(ProductsAndViewer, {});
    expect(mixed.headers['cache-control']).toBe('no-store');
  });

  it('keeps whole answers until the public content changes (a write by plain SQL is not announced)', async () => {
    const [{ id }] = await t.em().getConnection().execute<{ id: number }[]>('select min(id) as id from faq_items');
    const before = faqAnswers((await persistedGet(t.app, print(Faq))).body);
    await t.em().getConnection().execute(`update faq_items set answer = 'Endret i SQL' where id = ?`, [id]);
    // The cached app still answers what it stored, REST and GraphQL; the uncached one reads PostgreSQL.
    expect(faqAnswers((await persistedGet(t.app, print(Faq))).body)).toEqual(before);
    expect(faqAnswers((await persistedGet(uncached, print(Faq))).body)).toContain('Endret i SQL');
    expect(await restFaqAnswers(uncached)).toContain('Endret i SQL');
  });

  it('never serves a signed-in customer from the public cache, nor stores their answers in it', async () => {
    const customer = t.customerCookies('demo@russekompaniet.no');
    // The customer's own answer has their e-mail and is personal.
    const own = await t.gql(ProductsAndViewer, {}, { cookies: customer });
    expect(own.data?.viewer?.email).toBe('demo@russekompaniet.no');
    expect(own.headers['cache-control']).toBe('no-store');
    // The same document anonymously: no e-mail, however often it is asked.
    for (let i = 0; i < 2; i++) {
      const anonymous = await t.gql(ProductsAndViewer, {});
      expect(anonymous.data?.viewer).toBeNull();
      expect(anonymous.body).not.toContain('demo@russekompaniet.no');
    }
    // A public document stored by anonymous requests is not what the customer is answered: after a change by
    // plain SQL the anonymous copy is stale, the customer reads PostgreSQL.
    await t.gql(Faq, {});
    await t
      .em()
      .getConnection()
      .execute(`update faq_items set answer = 'Bare for innloggede' where id = (select max(id) from faq_items)`);
    expect((await t.gql(Faq, {})).body).not.toContain('Bare for innloggede');
    const signedIn = await t.gql(Faq, {}, { cookies: customer });
    expect(signedIn.body).toContain('Bare for innloggede');
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('public reads run compiled (graphql-jit), everything else in graphql-js', () => {
  // The same selections alone (a public read, compiled) and beside a field that is not public (`viewer`: the whole
  // operation runs in graphql-js) answer the same data and the same errors.
  const selections = `
    products(category: $category) { id name price category ...ProductBits }
    byAlias: products { __typename name }
    faqItems { id topic question answer }
    blogPosts { slug title publishedAt imageUrl @include(if: $withImages) }
    featuredBlogPosts { slug }
    blogPost(slug: $slug) { title content }
  `;
  const fragment = 'fragment ProductBits on Product { description imageUrl color }';
  const variableDefinitions = '($category: String, $slug: String!, $withImages: Boolean!)';
  const publicRead = `query ReadPublic${variableDefinitions} { ${selections} } ${fragment}`;
  const withViewer = `query ReadViewer${variableDefinitions} { ${selections} viewer { email } } ${fragment}`;
  const answer = async (query: string, variables: Record<string, unknown>) => {
    const response = await t.rawGraphql({ query, variables });
    const body = response.json() as { data?: Record<string, unknown>; errors?: unknown[] };
    delete body.data?.viewer;
    return { status: response.statusCode, body };
  };

  it('with the same data and errors, each public read compiled once', async () => {
    jit.compiled.length = 0;
    const [slug] = await t
      .em()
      .getConnection()
      .execute<{ slug: string }[]>(`select slug from blog_posts where published_at <= now() limit 1`);
    for (const variables of [
      { category: null, slug: slug.slug, withImages: true },
      { category: 'Hoodies', slug: 'ingen-slik', withImages: false },
      { category: 5, slug: slug.slug, withImages: true },
      { slug: slug.slug },
    ]) {
      const compiled = await answer(publicRead, variables);
      const interpreted = await answer(withViewer, variables);
      expect(compiled, JSON.stringify(variables)).toEqual(interpreted);
    }
    const ok = await answer(publicRead, { category: null, slug: slug.slug, withImages: true });
    expect(ok.body.errors).toBeUndefined();
    expect((ok.body.data?.products as unknown[]).length).toBeGreaterThan(0);
    expect(ok.body.data?.blogPost).not.toBeNull();
    const refused = await answer(publicRead, { category: 5, slug: slug.slug, withImages: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveLength(1);
    // Apollo keeps the parsed document of a known query: compiled once, on its first request.
    expect(jit.compiled).toEqual(['ReadPublic']);
  });
});

describe('a change made in the console is on the next answer in every API process', () => {
  it('hides a product and edits a FAQ entry through one app; the other answers the change, REST and GraphQL', async () => {
    const staff = t.staffCookies('admin');
    const product = await firstVisibleProduct('sort_order, id');
    const [faq] = await t
      .em()
      .getConnection()
      .execute<{ id: number; topic: string; question: string }[]>(
        'select id, topic, question from faq_items order by sort_order, id limit 1',
      );
    // Both apps have the answers cached (asked twice).
    for (let i = 0; i < 2; i++) {
      for (const app of [t.app, other]) {
        expect(productNames((await persistedGet(app, print(Products))).body)).toContain(product.name);
        expect(await restProductNames(app)).toContain(product.name);
        await persistedGet(app, print(Faq));
        await restFaqAnswers(app);
      }
    }

    await t.gql(SetHidden, { id: String(product.id), hidden: true }, { cookies: staff });
    const answer = `Nytt svar ${Date.now()}`;
    const edited = await t.gql(
      UpdateFaq,
      { id: String(faq.id), input: { topic: faq.topic, question: faq.question, answer } },
      { cookies: staff },
    );
    expect(edited.data?.updateFaqItem.answer).toBe(answer);

    // This process: at once. The other: as soon as PostgreSQL's notice arrives.
    expect(productNames((await persistedGet(t.app, print(Products))).body)).not.toContain(product.name);
    expect(await restProductNames(t.app)).not.toContain(product.name);
    expect(faqAnswers((await persistedGet(t.app, print(Faq))).body)).toContain(answer);
    expect(await restFaqAnswers(t.app)).toContain(answer);
    await vi.waitFor(
      async () => {
        expect(productNames((await persistedGet(other, print(Products))).body)).not.toContain(product.name);
        expect(await restProductNames(other)).not.toContain(product.name);
        expect(faqAnswers((await persistedGet(other, print(Faq))).body)).toContain(answer);
        expect(await restFaqAnswers(other)).toContain(answer);
        expect((await injectPost(other, print(Faq))).body).toContain(answer);
      },
      { timeout: 3000, interval: 25 },
    );
  });
});

const injectPost = (app: FastifyInstance, query: string) =>
  app.inject({ method: 'POST', url: '/graphql', payload: { query } });

describe('a hit of a stored answer is answered before Fastify', () => {
  let base: string;
  const answeredEarly = vi.spyOn(PublicAnswerCache.prototype as unknown as { sendEarly: () => boolean }, 'sendEarly');
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** The headers a client sees, less those of the connection and the request's own id. */
  const comparable = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers)
        .map(([name, value]) => [name.toLowerCase(), String(value)])
        .filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  /**
   * A GET (or a POST of `body`) over a real connection (no client decompression), and whether it was answered
   * before Fastify.
   */
  const overHttp = async (url: string, headers: Record<string, string>, body?: string) => {
    answeredEarly.mockClear();
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      http
        .request(`${base}${url}`, { method: body === undefined ? 'GET' : 'POST', headers }, resolve)
        .on('error', reject)
        .end(body),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return {
      status: response.statusCode,
      headers: comparable(response.headers),
      requestId: response.headers['x-request-id'],
      body: Buffer.concat(chunks),
      early: answeredEarly.mock.results.some((result) => result.value === true),
    };
  };

  it('with the same status, headers and bytes as Fastify answers it, counted in the metrics', async () => {
    const query = print(Products);
    const graphqlUrl = persistedQuery(query).url;
    await persistedGet(t.app, query);
    const json = { 'content-type': 'application/json' };
    const cases: { url: string; headers: Record<string, string> }[] = [
      { url: '/api/products', headers: {} },
      { url: '/api/products', headers: { 'accept-encoding': 'gzip' } },
      { url: '/api/products', headers: { 'accept-encoding': 'gzip, br' } },
      { url: graphqlUrl, headers: json },
      { url: graphqlUrl, headers: { ...json, 'accept-encoding': 'br;q=0.5, gzip' } },
    ];
    const scrape = async () =>
      (await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer russ-metrics-dev' } })).body;
    const countOf = (text: string) =>
      Number(
        /http_requests_total\{method="GET",route="\/api\/products",status_code="200"[^}]*\} (\d+)/.exec(text)?.[1] ?? 0,
      );
    for (const { url, headers } of cases) {
      // Stored, then answered from the cache by Fastify (which teaches the early answer its headers).
      await t.inject({ method: 'GET', url, headers });
      const byFastify = await t.inject({ method: 'GET', url, headers });
      const counted = countOf(await scrape());
      const early = await overHttp(url, headers);
      expect(early.early, url).toBe(true);
      expect(early.status).toBe(200);
      expect(early.headers).toEqual(comparable(byFastify.headers));
      expect(early.body.equals(byFastify.rawPayload)).toBe(true);
      expect(early.requestId).toMatch(/^[0-9a-f-]{36}$/);
      if (url === '/api/products') expect(countOf(await scrape())).toBe(counted + 1);

      const etag = String(byFastify.headers.etag);
      const notModified = await overHttp(url, { ...headers, 'if-none-match': etag });
      const notModifiedByFastify = await t.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(notModified.early).toBe(true);
      expect(notModified.status).toBe(304);
      expect(notModified.headers).toEqual(comparable(notModifiedByFastify.headers));
      expect(notModified.body.length).toBe(0);
    }
  });

  it('only for anonymous requests Apollo would answer, and never after a change', async () => {
    const query = print(Products);
    const graphqlUrl = persistedQuery(query).url;
    const json = { 'content-type': 'application/json' };
    for (let i = 0; i < 2; i++) {
      await t.inject({ method: 'GET', url: graphqlUrl, headers: json });
      await t.inject({ method: 'GET', url: '/api/products' });
    }
    expect((await overHttp('/api/products', {})).early).toBe(true);
    // A session cookie (valid or not) or a GET without Apollo's CSRF preflight goes to Fastify.
    const cookie = customerCookieHeader('demo@russekompaniet.no');
    const signedIn = await overHttp('/api/products', { cookie });
    expect(signedIn.early).toBe(false);
    expect(signedIn.status).toBe(200);
    const refused = await overHttp(graphqlUrl, {});
    expect(refused.early).toBe(false);
    expect(refused.status).toBe(400);

    const staff = t.staffCookies('admin');
    const product = await firstVisibleProduct('id desc');
    await t.gql(SetHidden, { id: String(product.id), hidden: true }, { cookies: staff });
    try {
      const rest = await overHttp('/api/products', {});
      expect(rest.early).toBe(false);
      expect((JSON.parse(rest.body.toString()) as { name: string }[]).map((p) => p.name)).not.toContain(product.name);
      const gql = await overHttp(graphqlUrl, json);
      expect(gql.early).toBe(false);
      expect(productNames(gql.body.toString())).not.toContain(product.name);
    } finally {
      await t.gql(SetHidden, { id: String(product.id), hidden: false }, { cookies: staff });
    }
  });

  it('a GraphQL POST too, once its body has arrived; a POST that is no hit reaches Apollo with its body', async () => {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ query: print(Faq) });
    // Stored, then answered from the cache by Fastify (which teaches the early answer its headers). The previous
    // test's change reaches this process a second time, by NOTIFY, whenever PostgreSQL delivers it: until then a
    // stored copy may go stale at once, so this is done again until the copy outlives it.
    let byFastify!: LightMyRequestResponse;
    await vi.waitFor(async () => {
      await t.inject({ method: 'POST', url: '/graphql', headers: json, payload: body });
      byFastify = await t.inject({ method: 'POST', url: '/graphql', headers: json, payload: body });
      expect((await overHttp('/graphql', json, body)).early).toBe(true);
    });
    for (const headers of [json, { ...json, 'accept-encoding': 'gzip' }]) {
      const early = await overHttp('/graphql', headers, body);
      expect(early.early).toBe(true);
      expect(early.status).toBe(200);
      const expected = await t.inject({ method: 'POST', url: '/graphql', headers, payload: body });
      expect(early.headers).toEqual(comparable(expected.headers));
      expect(early.body.equals(expected.rawPayload)).toBe(true);
    }
    expect(faqAnswers((await overHttp('/graphql', json, body)).body.toString())).toEqual(faqAnswers(byFastify.body));

    // Not stored (other variables, a signed-in visitor, not JSON, a body Fastify's parser refuses): Fastify and
    // Apollo answer, with the body read before Fastify where it was.
    const withVariables = JSON.stringify({ query: print(Faq), variables: { unused: 1 } });
    const miss = await overHttp('/graphql', json, withVariables);
    expect(miss.early).toBe(false);
    expect(faqAnswers(miss.body.toString())).toEqual(faqAnswers(byFastify.body));
    const cookie = customerCookieHeader('demo@russekompaniet.no');
    const signedIn = await overHttp('/graphql', { ...json, cookie }, body);
    expect(signedIn.early).toBe(false);
    expect(faqAnswers(signedIn.body.toString())).toEqual(faqAnswers(byFastify.body));
    const broken = await overHttp('/graphql', json, '{"query": ');
    expect(broken.early).toBe(false);
    expect(broken.status).toBe(400);
    const poisoned = await overHttp('/graphql', json, `{"query": ${JSON.stringify(print(Faq))}, "__proto__": {}}`);
    expect(poisoned.early).toBe(false);
    expect(poisoned.status).toBe(400);
  });
});
