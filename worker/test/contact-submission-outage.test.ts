import type { Worker } from 'bullmq';
import { Contact, createRedisConnection, OutboxEvent, type Redis } from '@russ/api/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../api/test/support/app.js';
import { createMailWorker } from '../src/composition/mail-worker.js';
import { createSmtpTransport, type MailTransport } from '../src/mail/transport.js';
import { dropQueue } from './support/pipeline.js';
import {
  privateRedis,
  startMaildev,
  uniqueName,
  waitFor,
  type Maildev,
  type PrivateRedis,
} from './support/services.js';

// The promise end to end: a visitor's contact form is accepted while Redis is down, and the mails
// go out once Redis is back — through the real HTTP route, outbox relay and mail worker.
let shop: TestApp;
let maildev: Maildev;
let redis: PrivateRedis;
let worker: Worker | undefined;
let workerConnection: Redis | undefined;
let transport: MailTransport | undefined;

beforeAll(async () => {
  [maildev, redis] = await Promise.all([startMaildev(), privateRedis()]);
  // Redis is not started: the api boots and the relay polls against a dead server.
  shop = await startTestApp({ relay: true, env: { REDIS_URL: redis.url, SMTP_URL: maildev.smtpUrl } });
});

afterAll(async () => {
  await worker?.close();
  workerConnection?.disconnect();
  transport?.close();
  await shop?.close();
  if (shop) await dropQueue(redis.url, shop.config.queuePrefix).catch(() => {});
  await redis?.stop();
  await maildev?.stop();
});

it('accepts a contact submission while Redis is down and mails it after Redis is back', async () => {
  const email = `${uniqueName('redis-down-')}@example.no`;
  const response = await shop.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { firstName: 'Nora', lastName: 'Nedetid', email, subject: 'tilbud', message: 'Pris på 30 hoodies?' },
  });
  expect(response.statusCode).toBe(201);

  const em = shop.em();
  const contact = await em.findOneOrFail(Contact, { email });
  const rows = () =>
    shop
      .em()
      .find(OutboxEvent, {})
      .then((all) => all.filter((row) => row.payload.contactId === contact.id));
  await waitFor('the relay to fail at least once', async () =>
    (await rows()).every((row) => row.attempts >= 1 && row.dispatchedAt === null),
  );
  expect(await rows()).toHaveLength(2);
  expect(await maildev.emailsTo(email)).toHaveLength(0);

  await redis.start();
  workerConnection = createRedisConnection(redis.url, 'worker');
  workerConnection.on('error', () => {});
  transport = createSmtpTransport(maildev.smtpUrl, { name: shop.config.shop.name, address: shop.config.shop.email });
  worker = createMailWorker({
    orm: shop.db.orm,
    connection: workerConnection,
    prefix: shop.config.queuePrefix,
    config: shop.config,
    transport,
  });
  worker.on('error', () => {});

  await waitFor('the confirmation mail', async () => (await maildev.emailsTo(email)).length === 1, 30_000);
  await waitFor(
    'the notice to the shop',
    async () => (await maildev.emailsTo(shop.config.shop.email)).some((mail) => mail.subject.includes('Nora Nedetid')),
    30_000,
  );
  for (const row of await rows()) expect(row.dispatchedAt).toBeInstanceOf(Date);
});
