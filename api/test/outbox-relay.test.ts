import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { Contact, OutboxEvent, openDb, type MikroORM } from '../src/db.js';
import { enqueueOutbox } from '../src/infra/outbox/outbox.js';
import { OutboxRelay, nudgeOutbox } from '../src/infra/outbox/outbox-relay.js';
import { MAIL_QUEUE, createRedisConnection, outboxJobId } from '../src/infra/queue.js';
import { createTestDatabase, type TestDatabase } from './support/db.js';

// The relay on its own: committed outbox rows become BullMQ jobs (no worker here; worker/test covers the mails).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2';

let db: TestDatabase;
let secondOrm: MikroORM;
const connection = createRedisConnection(REDIS_URL, 'worker');
const relays: OutboxRelay[] = [];
let prefix: string;
let queue: Queue;

beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
  secondOrm = await openDb(db.url);
});

afterAll(async () => {
  await secondOrm?.close();
  await db?.drop();
  connection.disconnect();
});

// A fresh queue prefix per test, so job counts belong to that test alone.
async function freshQueue(): Promise<Queue> {
  prefix = `wtest-relay-${randomBytes(4).toString('hex')}`;
  queue = new Queue(MAIL_QUEUE, { connection, prefix });
  return queue;
}

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  await queue?.obliterate({ force: true }).catch(() => {});
  await queue?.close();
});

function relay(options: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}): OutboxRelay {
  const started = new OutboxRelay({ orm: db.orm, redisUrl: REDIS_URL, queuePrefix: prefix, pollMs: 100, ...options });
  relays.push(started);
  return started;
}

async function commitContact(orm: MikroORM, email = `${randomBytes(4).toString('hex')}@example.no`): Promise<Contact> {
  return orm.em.fork().transactional(async (tx) => {
    const contact = tx.create(Contact, {
      firstName: 'Ola',
      lastName: 'Relay',
      email,
      subject: 'annet',
      message: 'Hei',
    });
    await tx.flush();
    enqueueOutbox(tx, JOBS.contactConfirmation, { contactId: contact.id });
    return contact;
  });
}

async function rowFor(contactId: number): Promise<OutboxEvent> {
  const rows = await db.orm.em.fork().find(OutboxEvent, { type: JOBS.contactConfirmation });
  return rows.find((row) => row.payload.contactId === contactId)!;
}

async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('OutboxRelay', () => {
  it('queues a committed row as a mail job named by its type, keyed by the row id, with retries', async () => {
    await freshQueue();
    relay().start();
    const contact = await commitContact(db.orm);
    const row = await rowFor(contact.id);
    const job = await waitFor('the job', () => queue.getJob(outboxJobId(row.id)));
    expect(job.name).toBe(JOBS.contactConfirmation);
    expect(job.data).toEqual({ contactId: contact.id });
    expect(job.opts).toMatchObject({ attempts: 8, backoff: { type: 'exponential', delay: 2000 } });
    await waitFor('the row to be marked', async () => (await rowFor(contact.id)).dispatchedAt);
  });

  it('queues nothing for a transaction that rolled back', async () => {
    await freshQueue();
    const before = await db.orm.em.fork().count(OutboxEvent);
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        enqueueOutbox(tx, JOBS.memberWelcome, { memberId: 1 });
        await tx.flush();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.orm.em.fork().count(OutboxEvent)).toBe(before);
    expect(await relay().dispatchBatch()).toEqual({ dispatched: 0, failed: 0 });
    expect(await queue.count()).toBe(0);
  });

  it('is woken by the commit instead of waiting for the next poll', async () => {
    await freshQueue();
    const lazy = relay({ pollMs: 60_000 });
    lazy.start();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the first (empty) tick is over

    const inTransaction = await commitContact(db.orm);
    await waitFor(
      'the job after a transactional commit',
      async () => (await rowFor(inTransaction.id)).dispatchedAt,
      3000,
    );

    // A plain flush (its own implicit transaction) nudges too.
    const em = db.orm.em.fork();
    const contact = em.create(Contact, {
      firstName: 'Kari',
      lastName: 'Flush',
      email: 'flush@example.no',
      subject: 'annet',
      message: 'Hei',
    });
    await em.flush();
    enqueueOutbox(em, JOBS.contactNotice, { contactId: contact.id });
    await em.flush();
    await waitFor(
      'the job after a flush',
      async () => {
        const rows = await db.orm.em.fork().find(OutboxEvent, { type: JOBS.contactNotice });
        return rows.find((row) => row.payload.contactId === contact.id)?.dispatchedAt;
      },
      3000,
    );

    // And services may nudge explicitly, e.g. after a raw SQL insert.
    await db.orm.em.fork().insert(OutboxEvent, { type: JOBS.memberWelcome, payload: { memberId: 42 } });
    nudgeOutbox();
    await waitFor(
      'the job after nudgeOutbox()',
      async () => {
        const rows = await db.orm.em
          .fork()
          .find(OutboxEvent, { type: JOBS.memberWelcome, dispatchedAt: { $ne: null } });
        return rows.some((row) => row.payload.memberId === 42);
      },
      3000,
    );
  });

  it('shares the table between relays without queueing a row twice', async () => {
    await freshQueue();
    const contacts = await Promise.all(Array.from({ length: 30 }, () => commitContact(db.orm)));
    const adds: string[] = [];
    const original = Queue.prototype.addBulk;
    // Count what each relay hands to Redis; BullMQ would hide duplicates, the relays must not produce them.
    const spy = function (this: Queue, jobs: Parameters<Queue['addBulk']>[0]) {
      adds.push(...jobs.map((job) => String(job.opts?.jobId)));
      return original.call(this, jobs);
    };
    Queue.prototype.addBulk = spy as Queue['addBulk'];
    try {
      const one = relay({ batchSize: 4 });
      const two = relay({ orm: secondOrm, batchSize: 4 });
      one.start();
      two.start();
      await waitFor('all rows dispatched', async () => {
        const rows = await Promise.all(contacts.map((c) => rowFor(c.id)));
        return rows.every((row) => row.dispatchedAt);
      });
    } finally {
      Queue.prototype.addBulk = original;
    }
    const ids = (await Promise.all(contacts.map((c) => rowFor(c.id)))).map((row) => outboxJobId(row.id));
    expect(adds.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });

  it('records failed attempts while Redis is unreachable and never throws', async () => {
    await freshQueue();
    // Nothing listens on port 1: every attempt fails at once.
    const offline = relay({ redisUrl: 'redis://127.0.0.1:1', pollMs: 50 });
    const contact = await commitContact(db.orm);
    const startedAt = Date.now();
    const result = await offline.dispatchBatch();
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(result.dispatched).toBe(0);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    offline.start();
    const row = await waitFor('a few attempts', async () => {
      const current = await rowFor(contact.id);
      return current.attempts >= 3 ? current : null;
    });
    expect(row.dispatchedAt).toBeNull();
    expect(row.lastError).toBeTruthy();
    await offline.stop();

    // The row is still there for a relay that can reach Redis.
    relay().start();
    await waitFor('the row to go out', async () => (await rowFor(contact.id)).dispatchedAt);
  });
});
