import { contactSubjectLabel } from '@russ/schema/contact/contact-subjects';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Contact } from '../src/modules/contacts/contact.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { requiredEnv } from './support/db.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';
import { privateRedis, type PrivateRedis } from './support/private-redis.js';

// The promise end to end: a visitor's contact form is accepted while Redis is down, and the mails
// go out once Redis is back — through the real HTTP route, outbox relay and mail worker (its own process).
let shop: TestApp;
let redis: PrivateRedis;
let worker: MailWorkerProcess | undefined;

beforeAll(async () => {
  redis = await privateRedis();
  // Redis is not started: the api boots and the relay polls against a dead server.
  shop = await startTestApp({ relay: true, env: { REDIS_URL: redis.url } });
});

afterAll(async () => {
  await worker?.stop();
  await shop?.close();
  await redis?.stop();
});

/** The mails the test mailbox (MAIL_API_URL) holds for `to`. */
async function mailsTo(to: string): Promise<unknown[]> {
  const response = await fetch(`${requiredEnv('MAIL_API_URL').replace(/\/+$/, '')}/api/email`);
  const mails = (await response.json()) as Array<{ to: Array<{ address: string }> }>;
  return mails.filter((mail) => mail.to.some((address) => address.address.toLowerCase() === to.toLowerCase()));
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('accepts a contact submission while Redis is down and mails it after Redis is back', async () => {
  const since = new Date();
  const email = `redis-down-${Date.now()}@example.no`;
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
  expect(await mailsTo(email)).toHaveLength(0);

  await redis.start();
  worker = await startMailWorker(shop);

  await waitForMail(email, 'Vi har mottatt henvendelsen din', since, 60_000);
  await waitForMail(
    shop.config.shop.email,
    `Ny henvendelse (${contactSubjectLabel('tilbud')}) fra Nora Nedetid`,
    since,
    60_000,
  );
  expect(await mailsTo(email)).toHaveLength(1);
  for (const row of await rows()) expect(row.dispatchedAt).toBeInstanceOf(Date);
});
