import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type AppConfig,
  createMailQueue,
  createRedisConnection,
  MailDelivery,
  type MikroORM,
  openDb,
  OutboxEvent,
  OutboxRelay,
} from '@russ/api/db';
import { commitContact, dropQueue } from './support/pipeline.js';
import {
  REDIS_URL,
  createTestDb,
  repoRoot,
  sleep,
  startMaildev,
  testConfig,
  uniqueName,
  waitFor,
  type Maildev,
  type TestDb,
} from './support/services.js';

/**
 * ARCHITECTURE "Growing past one machine": two api processes (each its own ORM pool and outbox relay) and two
 * worker processes (the real `worker/src/main.ts`) on one database and one Redis; every mail goes out once.
 */

let db: TestDb;
let maildev: Maildev;
let config: AppConfig;
const prefix = uniqueName('wtest-');
const apiOrms: MikroORM[] = [];
const relays: OutboxRelay[] = [];
const workers: Array<{ child: ChildProcess; output: string[] }> = [];

function startWorkerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(
    process.execPath,
    ['--conditions=russ-source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
    {
      cwd: path.join(repoRoot, 'worker'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const worker = { child, output };
  workers.push(worker);
  return waitFor(
    'the worker process to start',
    () => {
      if (child.exitCode !== null) throw new Error(`worker exited early:\n${output.join('')}`);
      return output.join('').includes('mail worker running') ? worker : null;
    },
    // Compiling the api and worker sources on start is slow on a busy machine.
    240_000,
  );
}

beforeAll(async () => {
  [db, maildev] = await Promise.all([createTestDb(), startMaildev()]);
  config = testConfig({ SMTP_URL: maildev.smtpUrl });
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: db.url,
    REDIS_URL,
    SMTP_URL: maildev.smtpUrl,
    QUEUE_PREFIX: prefix,
    PUBLIC_URL: config.publicUrl,
    SESSION_SECRET: config.sessionSecret,
  };
  await Promise.all([startWorkerProcess(env), startWorkerProcess(env)]);
  for (let i = 0; i < 2; i++) {
    const orm = await openDb(db.url);
    apiOrms.push(orm);
    const relay = new OutboxRelay({ orm, redisUrl: REDIS_URL, queuePrefix: prefix, pollMs: 100, batchSize: 5 });
    relay.start();
    relays.push(relay);
  }
}, 300_000);

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.stop()));
  await Promise.all(apiOrms.map((orm) => orm.close()));
  for (const { child } of workers) if (child.exitCode === null) child.kill('SIGKILL');
  await dropQueue(REDIS_URL, prefix).catch(() => {});
  await maildev?.stop();
  await db?.drop();
});

const CONTACTS = 12;

it('sends every mail exactly once with two api processes and two worker processes', { timeout: 180_000 }, async () => {
  const emails = Array.from({ length: CONTACTS }, (_, i) => `${uniqueName(`scale-${i}-`)}@example.no`);
  // Requests arrive at both api processes at once.
  await Promise.all(
    emails.map((email, i) =>
      commitContact(apiOrms[i % 2], { firstName: `Person${i}`, lastName: 'Skala', email, subject: 'produkter' }),
    ),
  );

  const expected = CONTACTS * 2; // a confirmation and a notice per contact
  await waitFor(`${expected} mails`, async () => (await maildev.emails()).length >= expected, 90_000);
  const countsBySender = async () => {
    const mails = await maildev.emails();
    return {
      total: mails.length,
      confirmations: emails.map((email) => mails.filter((m) => m.to.some((to) => to.address === email)).length),
      notices: emails.map((_, i) => mails.filter((m) => m.subject.includes(`Person${i} Skala`)).length),
    };
  };
  expect(await countsBySender()).toEqual({
    total: expected,
    confirmations: emails.map(() => 1),
    notices: emails.map(() => 1),
  });

  const em = db.orm.em.fork();
  expect(await em.count(OutboxEvent, { dispatchedAt: null })).toBe(0);
  expect(await em.count(MailDelivery)).toBe(expected);

  // Both relays dispatch every row again (as after a crash between queueing and marking): BullMQ drops the
  // duplicate job ids while it still holds them ...
  await em.nativeUpdate(OutboxEvent, {}, { dispatchedAt: null });
  await waitFor(
    'the rows to be dispatched again',
    async () => (await em.count(OutboxEvent, { dispatchedAt: null })) === 0,
  );

  // ... and once it has forgotten them, the workers find the delivery log and send nothing.
  const connection = createRedisConnection(REDIS_URL, 'worker');
  const queue = createMailQueue(connection, prefix);
  try {
    await queue.clean(0, 1000, 'completed');
    await em.nativeUpdate(OutboxEvent, {}, { dispatchedAt: null });
    await waitFor(
      'the rows to be dispatched a third time',
      async () => (await em.count(OutboxEvent, { dispatchedAt: null })) === 0,
    );
    await waitFor(
      'the re-queued jobs to be processed',
      async () => (await queue.getCompletedCount()) === expected,
      30_000,
    );
  } finally {
    await queue.close();
    connection.disconnect();
  }
  await sleep(300);
  expect(await countsBySender()).toEqual({
    total: expected,
    confirmations: emails.map(() => 1),
    notices: emails.map(() => 1),
  });
  expect(await em.count(MailDelivery)).toBe(expected);
});

it('lets the worker processes finish and exit cleanly on SIGTERM', async () => {
  const exits = workers.map(({ child }) => once(child, 'exit'));
  for (const { child } of workers) child.kill('SIGTERM');
  const codes = (await Promise.all(exits)).map(([code]) => code);
  expect(codes).toEqual([0, 0]);
  for (const { output } of workers) expect(output.join('')).toContain('SIGTERM received');
});
