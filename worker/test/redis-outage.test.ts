import type { Worker } from 'bullmq';
import { type AppConfig, createRedisConnection, OutboxEvent, OutboxRelay, type Redis } from '@russ/api/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { createMailWorker } from '../src/composition/mail-worker.js';
import { createSmtpTransport, type MailTransport } from '../src/mail/transport.js';
import { commitContact, dropQueue } from './support/pipeline.js';
import {
  createTestDb,
  privateRedis,
  startMaildev,
  testConfig,
  uniqueName,
  waitFor,
  type Maildev,
  type PrivateRedis,
  type TestDb,
} from './support/services.js';

let db: TestDb;
let maildev: Maildev;
let redis: PrivateRedis;
let config: AppConfig;
const prefix = uniqueName('wtest-');
let relay: OutboxRelay | undefined;
let worker: Worker | undefined;
let workerConnection: Redis | undefined;
let transport: MailTransport | undefined;

beforeAll(async () => {
  [db, maildev, redis] = await Promise.all([createTestDb(), startMaildev(), privateRedis()]);
  config = testConfig({ SMTP_URL: maildev.smtpUrl, REDIS_URL: redis.url });
});

afterAll(async () => {
  await relay?.stop();
  await worker?.close();
  workerConnection?.disconnect();
  transport?.close();
  await dropQueue(redis.url, prefix).catch(() => {});
  await redis?.stop();
  await maildev?.stop();
  await db?.drop();
});

const rowsOf = async (contactId: number) =>
  (await db.orm.em.fork().find(OutboxEvent, { type: { $in: [JOBS.contactConfirmation, JOBS.contactNotice] } })).filter(
    (row) => row.payload.contactId === contactId,
  );

it('keeps mails committed while Redis is down and sends each once Redis is back', async () => {
  // Redis is down when the api and the worker start; neither start waits for it.
  relay = new OutboxRelay({ orm: db.orm, redisUrl: redis.url, queuePrefix: prefix, pollMs: 200 });
  workerConnection = createRedisConnection(redis.url, 'worker');
  workerConnection.on('error', () => {});
  transport = createSmtpTransport(maildev.smtpUrl, { name: config.shop.name, address: config.shop.email });
  worker = createMailWorker({ orm: db.orm, connection: workerConnection, prefix, config, transport });

  const email = `${uniqueName('outage-')}@example.no`;
  const contact = await commitContact(db.orm, { firstName: 'Ola', lastName: 'Nedetid', email });

  // A dispatch attempt fails fast (no hanging on the dead connection) and leaves the rows for later.
  const startedAt = Date.now();
  expect(await relay.dispatchBatch()).toEqual({ dispatched: 0, failed: 2 });
  expect(Date.now() - startedAt).toBeLessThan(3000);

  relay.start();
  const waiting = await waitFor('the relay to retry while Redis is down', async () => {
    const rows = await rowsOf(contact.id);
    return rows.every((row) => row.attempts >= 3) ? rows : null;
  });
  for (const row of waiting) {
    expect(row.dispatchedAt).toBeNull();
    expect(row.lastError).toMatch(/Redis|connect|Connection|ECONNREFUSED/i);
  }
  expect(await maildev.emailsTo(email)).toHaveLength(0);

  await redis.start();
  await waitFor(
    'the confirmation after Redis came back',
    async () => (await maildev.emailsTo(email)).length === 1,
    30_000,
  );
  await waitFor(
    'the notice after Redis came back',
    async () => (await maildev.emailsTo(config.shop.email)).some((mail) => mail.subject.includes('Ola Nedetid')),
    30_000,
  );
  for (const row of await rowsOf(contact.id)) {
    expect(row.dispatchedAt).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
  }

  // Redis goes away again after the relay has been using it, and comes back.
  await redis.stop();
  const second = `${uniqueName('outage-again-')}@example.no`;
  const again = await commitContact(db.orm, { firstName: 'Kari', lastName: 'Igjen', email: second });
  await waitFor('a failed attempt on the second outage', async () =>
    (await rowsOf(again.id)).every((row) => row.attempts >= 1 && row.dispatchedAt === null),
  );
  await redis.start();
  await waitFor('the mail after the second outage', async () => (await maildev.emailsTo(second)).length === 1, 30_000);

  // Exactly one of each, however many attempts were made.
  await waitFor(
    'both notices',
    async () => {
      const notices = (await maildev.emailsTo(config.shop.email)).filter((m) =>
        /Ola Nedetid|Kari Igjen/.test(m.subject),
      );
      return notices.length === 2;
    },
    30_000,
  );
  expect(await maildev.emailsTo(email)).toHaveLength(1);
  expect(await maildev.emailsTo(second)).toHaveLength(1);
});
