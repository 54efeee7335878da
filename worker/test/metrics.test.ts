import type { Server } from 'node:http';
import { createMailQueue, createRedisConnection, MAIL_QUEUE, type AppConfig, type Redis } from '@russ/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker, type LogFields } from '../src/composition/mail-worker.js';
import { startWorkerHealthServer } from '../src/health.js';
import { createSmtpTransport } from '../src/mail/transport.js';
import { WorkerMetrics } from '../src/metrics/worker-metrics.js';
import { commitContact, dropQueue, startPipeline, type Pipeline } from './support/pipeline.js';
import { createTestDb, freePort, REDIS_URL, testConfig, uniqueName, waitFor, type TestDb } from './support/services.js';
import { smtpSink, type SmtpSink } from './support/smtp-sink.js';

const TOKEN = 'worker-metrics-test-token';

let db: TestDb;
let sink: SmtpSink;
let config: AppConfig;
const prefixes = [uniqueName('wmetrics-'), uniqueName('wmetrics-bad-')];
let pipeline: Pipeline;
let producer: Redis;
const metrics = new WorkerMetrics();
let server: Server;
let url: string;

beforeAll(async () => {
  db = await createTestDb();
  sink = smtpSink(await freePort());
  await sink.start();
  config = testConfig({ SMTP_URL: sink.url });
  pipeline = startPipeline({ orm: db.orm, config, redisUrl: REDIS_URL, prefix: prefixes[0]! });
  metrics.observe(pipeline.worker, MAIL_QUEUE, { mails: true });
  producer = createRedisConnection(REDIS_URL, 'worker');
  const port = await freePort();
  server = await startWorkerHealthServer({
    port,
    connection: producer,
    em: () => db.orm.em.fork(),
    running: () => true,
    metrics: { registry: metrics.registry, token: TOKEN },
  });
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server?.close();
  await pipeline?.stop();
  for (const prefix of prefixes) await dropQueue(REDIS_URL, prefix).catch(() => {});
  producer?.disconnect();
  await sink?.stop();
  await db?.drop();
});

const scrape = async (): Promise<string> => {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

/** The value of one series in a Prometheus text answer (0 when the series is absent). */
function seriesValue(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe("the worker's /metrics (on WORKER_HEALTH_PORT)", () => {
  it('refuses a request without the token (401) and answers 404 when metrics are off', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const offPort = await freePort();
    const off = await startWorkerHealthServer({
      port: offPort,
      connection: producer,
      em: () => db.orm.em.fork(),
      running: () => true,
      metrics: { registry: metrics.registry, token: null },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${offPort}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
    } finally {
      off.close();
    }
  });

  it('counts processed jobs by name, their duration and the mails sent', async () => {
    await commitContact(db.orm, { email: 'metrics@example.no' });
    await waitFor('both mails', () => sink.mails.length >= 2, 20_000);
    const text = await waitFor('the counters', async () => {
      const body = await scrape();
      return seriesValue(body, 'mails_sent_total', { type: 'mail.contact-notice' }) === 1 ? body : null;
    });
    for (const name of ['mail.contact-confirmation', 'mail.contact-notice']) {
      expect(seriesValue(text, 'worker_jobs_total', { queue: 'mail', name, outcome: 'completed' })).toBe(1);
      expect(seriesValue(text, 'worker_job_duration_seconds_count', { queue: 'mail', name })).toBe(1);
      expect(seriesValue(text, 'mails_sent_total', { type: name })).toBe(1);
    }
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
  });

  it('counts a job that gives up as failed, and logs it with job name, id, attempt and the stack', async () => {
    const lines: { level: string; message: string; fields?: LogFields }[] = [];
    const connection = createRedisConnection(REDIS_URL, 'worker');
    connection.on('error', () => {});
    const transport = createSmtpTransport(sink.url, { name: 'Test', address: 'post@example.no' });
    const worker = createMailWorker({
      orm: db.orm,
      connection,
      prefix: prefixes[1]!,
      config,
      transport,
      logger: {
        info: (message, fields) => lines.push({ level: 'info', message, fields }),
        warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
        error: (message, fields) => lines.push({ level: 'error', message, fields }),
      },
    });
    metrics.observe(worker, MAIL_QUEUE, { mails: true });
    const queue = createMailQueue(producer, prefixes[1]!);
    try {
      await queue.add('mail.no-such-mail', {}, { jobId: 'bad-1' });
      const failure = await waitFor('the failure line', () => lines.find((line) => line.level === 'error'));
      expect(failure.fields).toMatchObject({ queue: 'mail', job: 'mail.no-such-mail', jobId: 'bad-1', attempt: 1 });
      expect((failure.fields?.err as Error).stack).toContain('Unknown mail job');
      const text = await scrape();
      expect(
        seriesValue(text, 'worker_jobs_total', { queue: 'mail', name: 'mail.no-such-mail', outcome: 'failed' }),
      ).toBe(1);
      expect(seriesValue(text, 'mails_failed_total', { type: 'mail.no-such-mail' })).toBe(1);
    } finally {
      await worker.close();
      await queue.close();
      connection.disconnect();
      transport.close();
    }
  });
});
