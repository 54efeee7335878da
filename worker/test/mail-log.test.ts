import { createServer, type Server } from 'node:net';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppConfig,
  Contact,
  createMailQueue,
  createRedisConnection,
  MailDelivery,
  OutboxEvent,
  OutboxRelay,
  type Redis,
} from '@russ/api/db';
import { JOBS } from '@russ/schema/jobs/jobs';
import { createMailWorker } from '../src/composition/mail-worker.js';
import { createSmtpTransport } from '../src/mail/transport.js';
import { dropQueue } from './support/pipeline.js';
import { REDIS_URL, createTestDb, testConfig, uniqueName, waitFor, type TestDb } from './support/services.js';

/**
 * The mail log when SMTP refuses (admin §12): a real BullMQ worker on real Redis sends to a private port whose
 * server answers every connection with SMTP 421 and hangs up. While BullMQ retries, the row says 'I kø' with the
 * attempts so far and the error; once the retries are used up it says 'Feilet'. Nothing is lost: the contact is
 * stored, the row keeps the payload for `Send på nytt`.
 */
const REFUSING_SMTP_PORT = Number(process.env.MAIL_LOG_REFUSING_SMTP_PORT ?? 2148);

let db: TestDb;
let config: AppConfig;
let prefix: string;
let refusing: Server;
let connection: Redis;
let producer: Redis;
let worker: Worker;
let queue: ReturnType<typeof createMailQueue>;

beforeAll(async () => {
  db = await createTestDb();
  // An SMTP server that is "down": it greets with 421 and closes (no retry can succeed).
  refusing = createServer((socket) => socket.end('421 4.3.2 Service not available, closing channel\r\n'));
  await new Promise<void>((resolve, reject) => {
    refusing.once('error', reject);
    refusing.listen(REFUSING_SMTP_PORT, '127.0.0.1', resolve);
  });
  config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${REFUSING_SMTP_PORT}` });
  prefix = uniqueName('wlog-');
  connection = createRedisConnection(REDIS_URL, 'worker');
  producer = createRedisConnection(REDIS_URL, 'worker');
  queue = createMailQueue(producer, prefix);
  worker = createMailWorker({
    orm: db.orm,
    connection,
    prefix,
    config,
    transport: createSmtpTransport(config.smtpUrl, { name: config.shop.name, address: config.shop.email }),
  });
  worker.on('error', () => {});
});

afterAll(async () => {
  await worker?.close();
  await queue?.close();
  connection?.disconnect();
  producer?.disconnect();
  await dropQueue(REDIS_URL, prefix).catch(() => {});
  await new Promise<void>((resolve) => (refusing ? refusing.close(() => resolve()) : resolve()));
  await db?.drop();
});

describe('mail log with SMTP down', () => {
  it("shows 'I kø' with the attempts while retried, then 'Feilet' with the last error", async () => {
    const email = `${uniqueName('nede-')}@example.no`;
    const contact = await db.orm.em.fork().transactional(async (tx) => {
      const created = tx.create(Contact, {
        firstName: 'Nede',
        lastName: 'Server',
        email,
        subject: 'annet',
        message: 'Hei',
      });
      await tx.flush();
      return created;
    });
    const jobId = uniqueName('down-');
    await queue.add(
      JOBS.contactConfirmation,
      { contactId: contact.id },
      { jobId, attempts: 3, backoff: { type: 'fixed', delay: 400 } },
    );

    const retrying = await waitFor('a queued row after the first attempt', async () =>
      db.orm.em.fork().findOne(MailDelivery, { jobId, status: 'queued' }),
    );
    expect(retrying.attempts).toBeGreaterThanOrEqual(1);
    expect(retrying.attempts).toBeLessThan(3);
    expect(retrying.lastError).toBeTruthy();

    const failed = await waitFor('the row to fail for good', async () =>
      db.orm.em.fork().findOne(MailDelivery, { jobId, status: 'failed' }),
    );
    expect(failed).toMatchObject({
      attempts: 3,
      recipient: email,
      subject: 'Vi har mottatt henvendelsen din',
      type: JOBS.contactConfirmation,
      recordType: 'contact',
      recordId: contact.id,
      payload: { contactId: contact.id },
    });
    expect(failed.lastError).toMatch(/421|Service not available/);
    expect(failed.text).toContain('Takk for din henvendelse!');
    // Nothing the visitor submitted is lost.
    expect(await db.orm.em.fork().count(Contact, { id: contact.id })).toBe(1);
    const job = await queue.getJob(jobId);
    expect(await job!.getState()).toBe('failed');
  });

  it("logs a job whose mail cannot even be built as 'Feilet' with the error", async () => {
    const jobId = uniqueName('missing-');
    await queue.add(JOBS.contactConfirmation, { contactId: 987654 }, { jobId, attempts: 5 });
    const failed = await waitFor('the row of a job that can never work', async () =>
      db.orm.em.fork().findOne(MailDelivery, { jobId, status: 'failed' }),
    );
    // A missing row is not retried: one attempt, the error, the record it was about, no recipient known.
    expect(failed).toMatchObject({ attempts: 1, recipient: '', recordType: 'contact', recordId: 987654 });
    expect(failed.lastError).toContain('987654 does not exist');
  });
});

describe('every mail job in the mail log from the moment it is queued', () => {
  it("has its row 'I kø' when the outbox relay queues it, before any worker took it", async () => {
    const quietPrefix = uniqueName('wlog-idle-');
    const relay = new OutboxRelay({ orm: db.orm, redisUrl: REDIS_URL, queuePrefix: quietPrefix });
    try {
      const em = db.orm.em.fork();
      const row = em.create(OutboxEvent, { type: JOBS.contactNotice, payload: { contactId: 4242 } });
      await em.flush();
      expect((await relay.dispatchBatch()).dispatched).toBeGreaterThanOrEqual(1);
      const queued = await db.orm.em.fork().findOneOrFail(MailDelivery, { jobId: `outbox-${row.id}` });
      expect(queued).toMatchObject({
        status: 'queued',
        attempts: 0,
        type: JOBS.contactNotice,
        recipient: '',
        payload: { contactId: 4242 },
      });
    } finally {
      await relay.stop();
      await dropQueue(REDIS_URL, quietPrefix).catch(() => {});
    }
  });

  it("ends a job refused before its first attempt (a bad payload) as 'Feilet' with the reason", async () => {
    const jobId = uniqueName('bad-payload-');
    await queue.add(JOBS.contactConfirmation, { contactId: 'ikke-et-tall' }, { jobId, attempts: 5 });
    const failed = await waitFor('the row of a job with a bad payload', async () =>
      db.orm.em.fork().findOne(MailDelivery, { jobId, status: 'failed' }),
    );
    expect(failed).toMatchObject({
      attempts: 1,
      type: JOBS.contactConfirmation,
      payload: { contactId: 'ikke-et-tall' },
    });
    expect(failed.lastError).toContain('Invalid payload for mail.contact-confirmation');
  });
});
