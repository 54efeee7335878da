import http, { type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { PublicAnswerCache } from '../src/common/public-answer-cache.js';
import { DEV_METRICS_TOKEN } from '../src/infra/config.js';
import { graphql } from './gql/gql.js';
import { startTestApp, type TestApp } from './support/app.js';

const Products = graphql(`
  query MetricsTestProducts {
    products {
      id
    }
  }
`);

const BEARER = { authorization: `Bearer ${DEV_METRICS_TOKEN}` };

/** The value of one series in a Prometheus text answer (0 when the series is absent). */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const matches = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (matches) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** JSON log lines written by the app, for the request-id checks. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
/** Behind a proxy on loopback (TRUST_PROXY=loopback), with the outbox relay and a log stream. */
let proxied: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  proxied = await startTestApp({
    seed: false,
    relay: true,
    env: { TRUST_PROXY: 'loopback' },
    logger: { level: 'info', stream: logStream },
  });
});

afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close()]);
});

const scrape = async (app: TestApp) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: BEARER });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('GET /metrics', () => {
  it('refuses a request without the token, or with a wrong one, with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: DEV_METRICS_TOKEN }]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('is 404 when metrics are off (production without METRICS_TOKEN)', async () => {
    const off = await buildApp({ config: { ...t.config, metricsToken: null }, orm: t.db.orm });
    try {
      const response = await off.inject({ method: 'GET', url: '/metrics', headers: BEARER });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await off.close();
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    await t.inject({ method: 'GET', url: '/api/blog/no-such-post-4711' });
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const metric of [
      'http_requests_total counter',
      'http_request_duration_seconds histogram',
      'graphql_operations_total counter',
      'db_pool_connections gauge',
      'outbox_backlog gauge',
      'outbox_oldest_age_seconds gauge',
      'bullmq_queue_jobs gauge',
      'newsletter_campaign_recipients gauge',
      'process_cpu_user_seconds_total counter',
    ]) {
      expect(text).toContain(`# TYPE ${metric}`);
    }
    // The route pattern, never the raw URL.
    expect(seriesValue(text, 'http_requests_total', { route: '/api/blog/:slug', status_code: '404' })).toBe(1);
    expect(text).not.toContain('no-such-post-4711');
    expect(seriesValue(text, 'bullmq_queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^db_pool_connections\{state="used",service="api"\} \d+$/m);
  });

  it('counts a GraphQL request under its operation name, anonymous ones under one label, never the query text', async () => {
    const before = await scrape(t);
    const named = { operation: 'MetricsTestProducts', type: 'query', outcome: 'ok' };
    const anonymous = { operation: '(anonymous)', type: 'query', outcome: 'ok' };
    expect((await t.gql(Products)).status).toBe(200);
    const raw = await t.rawGraphql({ query: '{ products { id } }' });
    expect(raw.statusCode).toBe(200);
    const after = await scrape(t);
    expect(seriesValue(after, 'graphql_operations_total', named)).toBe(
      seriesValue(before, 'graphql_operations_total', named) + 1,
    );
    expect(seriesValue(after, 'graphql_operations_total', anonymous)).toBe(
      seriesValue(before, 'graphql_operations_total', anonymous) + 1,
    );
    expect(seriesValue(after, 'graphql_operation_duration_seconds_count', { operation: 'MetricsTestProducts' })).toBe(
      seriesValue(before, 'graphql_operation_duration_seconds_count', { operation: 'MetricsTestProducts' }) + 1,
    );
    expect(after).not.toContain('products {');
  });

  it('shows a queued mail in the mail queue depth', async () => {
    const before = seriesValue(await scrape(proxied), 'bullmq_queue_jobs', { queue: 'mail', state: 'waiting' });
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: {
        firstName: 'Ola',
        lastName: 'Nordmann',
        email: 'ola@example.no',
        subject: 'tilbud',
        message: 'Vi er 25 i klassen.',
      },
    });
    expect(response.statusCode).toBe(201);
    // The relay moves the outbox rows (confirmation and notice) to BullMQ; no worker takes them here.
    await vi.waitFor(
      async () => {
        const text = await scrape(proxied);
        expect(seriesValue(text, 'bullmq_queue_jobs', { queue: 'mail', state: 'waiting' })).toBe(before + 2);
        expect(seriesValue(text, 'outbox_backlog')).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe('x-request-id', () => {
  const linesOf = (reqId: string) => logLines.filter((line) => line.reqId === reqId);

  it('takes a well-formed id from a trusted proxy, echoes it and logs every line of the request with it', async () => {
    const id = 'lb-7f3a9c2e-0001';
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': id },
      remoteAddress: '127.0.0.1',
    });
    expect(response.headers['x-request-id']).toBe(id);
    const lines = linesOf(id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id from a client that is not a trusted proxy, and a malformed one from a proxy', async () => {
    const cases = [
      { app: () => proxied, remoteAddress: '203.0.113.9', id: 'client-chosen-id' },
      { app: () => proxied, remoteAddress: '127.0.0.1', id: 'bad id with spaces' },
      { app: () => proxied, remoteAddress: '127.0.0.1', id: 'x'.repeat(200) },
      // Without TRUST_PROXY nobody is a proxy.
      { app: () => t, remoteAddress: '127.0.0.1', id: 'lb-0000-untrusted' },
    ];
    for (const { app, remoteAddress, id } of cases) {
      const response = await app().inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': id },
        remoteAddress,
      });
      const echoed = response.headers['x-request-id'];
      expect(echoed, id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(echoed).not.toBe(id);
    }
    expect(logLines.some((line) => line.reqId === 'client-chosen-id')).toBe(false);
  });

  it('is taken over and logged alike for a cached answer given before Fastify', async () => {
    const answeredEarly = vi.spyOn(
      PublicAnswerCache.prototype as unknown as { answerBeforeFastify: () => boolean },
      'answerBeforeFastify',
    );
    try {
      const base = await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      const headers = (id: string) => ({ 'x-request-id': id, 'x-forwarded-for': '203.0.113.7', host: 'butikk.test' });
      // Stored, then answered from the cache by Fastify.
      await proxied.inject({ method: 'GET', url: '/api/faq' });
      await proxied.inject({ method: 'GET', url: '/api/faq', headers: headers('lb-fastify-0001') });
      const early = await new Promise<IncomingMessage>((resolve, reject) =>
        http.get(`${base}/api/faq`, { headers: headers('lb-early-0001') }, resolve).on('error', reject),
      );
      early.resume();
      expect(early.statusCode).toBe(200);
      expect(early.headers['x-request-id']).toBe('lb-early-0001');
      expect(answeredEarly.mock.results.some((result) => result.value === true)).toBe(true);

      const shape = (reqId: string) =>
        linesOf(reqId).map(({ msg, req, res, responseTime }) => ({
          msg,
          req: req && { ...(req as object), remotePort: undefined },
          res,
          responseTime: typeof responseTime,
        }));
      await vi.waitFor(() => expect(linesOf('lb-early-0001')).toHaveLength(2));
      expect(shape('lb-early-0001')).toEqual(shape('lb-fastify-0001'));
      expect(shape('lb-early-0001')[0].req).toMatchObject({
        method: 'GET',
        url: '/api/faq',
        remoteAddress: '203.0.113.7',
      });
    } finally {
      answeredEarly.mockRestore();
    }
  });

  it('is echoed on refused and failed answers too', async () => {
    const response = await t.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
