import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configuredStorage,
  createRedisConnection,
  MailDelivery,
  type MikroORM,
  openDb,
  OutboxEvent,
  Quote,
  RETENTION_ACTOR,
  type Redis,
  SignInToken,
  StaffSessionRevocation,
} from '@russ/api/db';
import { scheduledJobs } from '../src/composition/scheduled-jobs.js';
import { pruneExpiredRows } from '../src/schedules/housekeeping.js';
import { expireQuotes } from '../src/schedules/quote-expiry.js';
import type { ScheduledJob } from '../src/schedules/scheduled-job.js';
import {
  SCHEDULED_QUEUE,
  runScheduledJob,
  startScheduledJobs,
  upsertSchedules,
  type ScheduledJobs,
} from '../src/schedules/scheduled-worker.js';
import { dropQueue } from './support/pipeline.js';
import { REDIS_URL, createTestDb, sleep, uniqueName, waitFor, type TestDb } from './support/services.js';

/**
 * ARCHITECTURE "Events, jobs and mail": scheduled work runs on BullMQ job schedulers, once per schedule however
 * many workers run, and each job is safe to run twice.
 */

let db: TestDb;
const connections: Redis[] = [];
const prefixes: string[] = [];

function connect(): Redis {
  const connection = createRedisConnection(REDIS_URL, 'worker');
  connection.on('error', () => {});
  connections.push(connection);
  return connection;
}

function newPrefix(): string {
  const prefix = uniqueName('wtest-sched-');
  prefixes.push(prefix);
  return prefix;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const days = (n: number) => n * 24 * 60 * 60 * 1000;

let backupRoot: string;

beforeAll(async () => {
  db = await createTestDb();
  // maintenance.backup writes here (BACKUP_DIR) and reads uploads from here (STORAGE_DIR), not the repo's .data/.
  backupRoot = await mkdtemp(path.join(tmpdir(), 'russ-sched-backup-'));
  process.env.BACKUP_DIR = path.join(backupRoot, 'backups');
  process.env.STORAGE_DIR = path.join(backupRoot, 'storage');
});

afterAll(async () => {
  for (const prefix of prefixes) await dropQueue(REDIS_URL, prefix).catch(() => {});
  for (const connection of connections) connection.disconnect();
  await db?.drop();
  if (backupRoot) await rm(backupRoot, { recursive: true, force: true });
});

describe('job schedulers', () => {
  it('runs each tick once with two workers that both upserted the same scheduler', { timeout: 60_000 }, async () => {
    const prefix = newPrefix();
    const runs: Array<{ worker: string; at: Date }> = [];
    const tickJob = (worker: string): ScheduledJob => ({
      name: 'test.tick',
      pattern: '0 4 * * *',
      description: 'records each run',
      run: async (_em, now) => {
        runs.push({ worker, at: now });
        return { worker };
      },
    });
    // Every second, as a 6-field cron pattern in Norwegian time (the production patterns have 5 fields).
    const env = { SCHEDULE_TEST_TICK: '* * * * * *' };
    const workerOrms: MikroORM[] = [await openDb(db.url), await openDb(db.url)];
    const completed: Job[] = [];
    const instances: ScheduledJobs[] = ['A', 'B'].map((worker, i) =>
      startScheduledJobs({
        orm: workerOrms[i],
        connection: connect(),
        prefix,
        jobs: [tickJob(worker)],
        env,
        logger: quiet,
      }),
    );
    try {
      await Promise.all(instances.map((instance) => instance.schedulesReady));
      for (const instance of instances) instance.worker.on('completed', (job) => completed.push(job));
      // Both workers restart and upsert again at the same moment: still one scheduler and one pending job.
      await Promise.all(instances.map((instance) => upsertSchedules(instance.queue, [tickJob('x')], { env })));
      const queue = instances[0].queue;
      expect(await queue.getJobSchedulersCount()).toBe(1);
      expect(await queue.getJobScheduler('test.tick')).toMatchObject({ pattern: '* * * * * *', tz: 'Europe/Oslo' });
      expect((await queue.getDelayed()).filter((job) => job.name === 'test.tick')).toHaveLength(1);

      await waitFor('five ticks', () => completed.length >= 5, 20_000);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await Promise.all(workerOrms.map((orm) => orm.close()));
    }
    // Every job is one tick (`repeat:<scheduler>:<tick time>`): no tick ran twice, none was skipped in between.
    const ticks = completed.map((job) => Number(String(job.id).split(':').pop())).sort((a, b) => a - b);
    expect(new Set(ticks).size).toBe(ticks.length);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i] - ticks[i - 1]).toBe(1000);
    expect(runs).toHaveLength(completed.length);
    expect(completed.every((job) => job.returnvalue?.status === 'done')).toBe(true);
  });

  it('removes the scheduler of a job that is switched off or no longer listed', async () => {
    const prefix = newPrefix();
    const queue = new Queue(SCHEDULED_QUEUE, { connection: connect(), prefix });
    try {
      const job = (name: string): ScheduledJob => ({
        name,
        pattern: '0 3 * * *',
        description: name,
        run: async () => 0,
      });
      await upsertSchedules(queue, [job('a.one'), job('a.two'), job('a.three')]);
      expect((await queue.getJobSchedulers()).map((s) => s.key).sort()).toEqual(['a.one', 'a.three', 'a.two']);
      await upsertSchedules(queue, [job('a.one'), job('a.two')], { env: { SCHEDULE_A_TWO: 'off' } });
      expect((await queue.getJobSchedulers()).map((s) => s.key)).toEqual(['a.one']);
      expect((await queue.getDelayed()).map((j) => j.name)).toEqual(['a.one']);
    } finally {
      await queue.close();
    }
  });

  it('lets one of two overlapping runs of the same job through and skips the other', async () => {
    let running = 0;
    let overlapped = false;
    const slow: ScheduledJob = {
      name: 'test.slow',
      pattern: '0 3 * * *',
      description: 'takes a while',
      run: async () => {
        running++;
        if (running > 1) overlapped = true;
        await sleep(500);
        running--;
        return { ok: true };
      },
    };
    const results = await Promise.all([
      runScheduledJob(db.orm, slow, new Date()),
      runScheduledJob(db.orm, slow, new Date()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['done', 'skipped']);
    expect(overlapped).toBe(false);
    expect((await runScheduledJob(db.orm, slow, new Date())).status).toBe('done');
  });
});

describe('the registered jobs', () => {
  it('lists quotes.expire, invoices.reminders, groups.size-reminders, maintenance.prune and maintenance.backup, daily in Norwegian time', () => {
    expect(scheduledJobs.map((job) => [job.name, job.pattern])).toEqual([
      ['quotes.expire', '5 0 * * *'],
      ['invoices.reminders', '0 7 * * *'],
      ['groups.size-reminders', '0 8 * * *'],
      ['maintenance.prune', '30 3 * * *'],
      ['maintenance.backup', '30 2 * * *'],
    ]);
  });

  it('each changes something the first time and nothing the second time', async () => {
    const em = db.orm.em.fork();
    const connection = em.getConnection();
    const now = new Date();
    // A sent quote past its validity, and an unpaid invoice 20 days past its due date.
    await connection.execute(
      `insert into quotes (quote_number, customer_email, status, valid_until, sent_at)
       values (?, 'planlagt@example.no', 'sent', now() - interval '2 days', now() - interval '32 days')`,
      [uniqueName('T-')],
    );
    const [order] = await connection.execute<Array<{ id: number; member_email: string }>>(
      'select id, member_email from orders order by id limit 1',
    );
    const [invoice] = await connection.execute<Array<{ id: number }>>(
      `insert into invoices (order_id, invoice_number, member_email, amount, tax_amount, status, due_date, created_at)
       values (?, ?, ?, 1299, 259.80, 'pending', now() - interval '20 days', now() - interval '34 days')
       returning id`,
      [order.id, uniqueName('2026-'), order.member_email],
    );
    // An active group whose deadline is 2 days away, with an accepted member who has not sent sizes.
    const [group] = await connection.execute<Array<{ id: number }>>(
      `insert into groups (name, coordinator_email, invite_code, deadline, status)
       values ('Planlagt gruppe', 'koordinator@example.no', ?, now() + interval '2 days', 'active') returning id`,
      [
        uniqueName('SCHED')
          .replace(/[^A-Z0-9]/gi, '')
          .toUpperCase()
          .slice(0, 20),
      ],
    );
    await connection.execute(
      `insert into group_members (group_id, email, status, joined_at) values (?, 'glemsk@example.no', 'accepted', now())`,
      [group.id],
    );
    const remindersOfInvoice = async () =>
      (await em.fork().find(OutboxEvent, { type: 'mail.invoice-reminder' })).filter(
        (row) => row.payload.invoiceId === invoice.id,
      );

    const changed = (result: unknown) =>
      Object.values(result as Record<string, number>).reduce((sum, value) => sum + value, 0);
    for (const job of scheduledJobs) {
      const first = await runScheduledJob(db.orm, job, now);
      const second = await runScheduledJob(db.orm, job, now);
      expect(first.status, job.name).toBe('done');
      expect(second.status, job.name).toBe('done');
      if (job.name !== 'maintenance.prune')
        expect(changed((first as { result: unknown }).result), job.name).toBeGreaterThan(0);
      expect(changed((second as { result: unknown }).result), job.name).toBe(0);
    }
    // One backup (database and files) in BACKUP_DIR, however many runs.
    const backups = await readdir(process.env.BACKUP_DIR!);
    expect(backups).toHaveLength(1);
    expect((await readdir(path.join(process.env.BACKUP_DIR!, backups[0]))).sort()).toEqual([
      'database.dump',
      'files',
      'manifest.json',
    ]);
    // One reminder ('Purring') for the overdue invoice, however many runs.
    expect((await remindersOfInvoice()).map((row) => row.payload)).toEqual([{ invoiceId: invoice.id, reminder: 1 }]);
  });
});

describe('maintenance.prune', () => {
  it('deletes expired sign-in links, revocations and old dispatched outbox rows once, and nothing else', async () => {
    const prune = scheduledJobs.find((job) => job.name === 'maintenance.prune')!;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const em = db.orm.em.fork();
    const email = `${uniqueName('prune-')}@example.no`;
    const tokens = [
      em.create(SignInToken, { email, createdAt: ago(days(41)), expiresAt: ago(days(41) - 15 * 60_000) }),
      em.create(SignInToken, { email, createdAt: ago(days(31)), expiresAt: ago(days(31)), usedAt: ago(days(31)) }),
      em.create(SignInToken, { email, createdAt: ago(days(2)), expiresAt: ago(days(2)) }),
      em.create(SignInToken, { email, createdAt: now, expiresAt: new Date(now.getTime() + 15 * 60_000) }),
    ];
    em.create(StaffSessionRevocation, { sessionId: uniqueName('old-'), expiresAt: ago(60_000) });
    const liveRevocation = em.create(StaffSessionRevocation, {
      sessionId: uniqueName('live-'),
      expiresAt: new Date(now.getTime() + days(1)),
    });
    await em
      .getConnection()
      .execute('insert into customer_session_ends (session_id, expires_at) values (?, ?), (?, ?)', [
        uniqueName('old-'),
        ago(60_000),
        uniqueName('live-'),
        new Date(now.getTime() + days(1)),
      ]);
    const outbox = (createdDaysAgo: number, dispatchedDaysAgo: number | null) =>
      em.create(OutboxEvent, {
        type: 'mail.contact-notice',
        payload: { contactId: 1 },
        createdAt: ago(days(createdDaysAgo)),
        dispatchedAt: dispatchedDaysAgo === null ? null : ago(days(dispatchedDaysAgo)),
      });
    const oldDispatched = [outbox(45, 45), outbox(40, 31)];
    const kept = [outbox(10, 10), outbox(60, null)];
    await em.flush();
    const outboxBefore = await em.count(OutboxEvent);

    const first = await runScheduledJob(db.orm, prune, now);
    expect(first).toMatchObject({
      status: 'done',
      result: { signInLinks: 2, staffSessionRevocations: 1, customerSessionEnds: 1, dispatchedOutboxRows: 2 },
    });
    // Run again (a retry, a second worker, an operator): nothing more to do.
    const second = await runScheduledJob(db.orm, prune, now);
    expect(second).toMatchObject({
      status: 'done',
      result: { signInLinks: 0, staffSessionRevocations: 0, dispatchedOutboxRows: 0 },
    });

    const check = db.orm.em.fork();
    expect((await check.find(SignInToken, { email })).map((t) => t.id).sort()).toEqual(
      [tokens[2].id, tokens[3].id].sort(),
    );
    expect(await check.count(StaffSessionRevocation, { sessionId: liveRevocation.sessionId })).toBe(1);
    expect(await check.count(StaffSessionRevocation, { expiresAt: { $lt: now } })).toBe(0);
    expect(await check.count(OutboxEvent, { id: { $in: oldDispatched.map((row) => row.id) } })).toBe(0);
    expect(await check.count(OutboxEvent, { id: { $in: kept.map((row) => row.id) } })).toBe(2);
    expect(await check.count(OutboxEvent)).toBe(outboxBefore - 2);
  });
});

describe('the mail log retention', () => {
  it('prunes rows older than the retention, in batches, and a second run deletes nothing', async () => {
    const em = db.orm.em.fork();
    const connection = em.getConnection();
    const tag = uniqueName('retention-');
    await connection.execute(
      `insert into mail_deliveries (job_id, type, recipient, subject, sent_at)
       select ?::text || '-old-' || g, 'mail.contact-confirmation', 'gammel@example.no', 'Gammel', now() - interval '14 months'
       from generate_series(1, 5003) g`,
      [tag],
    );
    await connection.execute(
      `insert into mail_deliveries (job_id, type, recipient, subject, sent_at) values
         (?, 'mail.contact-confirmation', 'ny@example.no', 'Ny', now() - interval '12 months'),
         (?, 'mail.contact-confirmation', 'i-dag@example.no', 'I dag', now())`,
      [`${tag}-recent`, `${tag}-today`],
    );
    const now = new Date();
    const first = await pruneExpiredRows(em, now);
    expect(first.mailLogRows).toBe(5003);
    expect((await pruneExpiredRows(em, now)).mailLogRows).toBe(0);
    expect(await em.count(MailDelivery, { jobId: `${tag}-recent` })).toBe(1);
    // A shorter retention (MAIL_LOG_RETENTION_MONTHS) takes the 12-month-old row too.
    const shorter = { env: { ...process.env, MAIL_LOG_RETENTION_MONTHS: '6' } };
    expect((await pruneExpiredRows(em, now, shorter)).mailLogRows).toBeGreaterThanOrEqual(1);
    expect(await em.count(MailDelivery, { jobId: `${tag}-recent` })).toBe(0);
    expect(await em.count(MailDelivery, { jobId: `${tag}-today` })).toBe(1);
  });
});

describe('the retention table', () => {
  it('deletes old contact requests, old audit entries and members deactivated past the period, with their files', async () => {
    const em = db.orm.em.fork();
    const connection = em.getConnection();
    const storage = configuredStorage(process.env);
    const tag = uniqueName('keep-');
    const now = new Date();
    const monthsAgo = (months: number) => {
      const at = new Date(now.getTime());
      at.setUTCMonth(at.getUTCMonth() - months);
      return at;
    };
    // Contact requests: 25 months old (goes, with its reply), 23 months old (stays).
    const contact = async (receivedAt: Date) =>
      (
        await connection.execute<Array<{ id: number }>>(
          `insert into contacts (first_name, last_name, email, subject, message, created_at)
           values ('Kari', 'Nordmann', ?, 'annet', 'Hei', ?) returning id`,
          [`${tag}@example.no`, receivedAt],
        )
      )[0].id;
    const oldContact = await contact(monthsAgo(25));
    const recentContact = await contact(monthsAgo(23));
    // Audit entries: 61 months old (goes), 59 months old (stays).
    const audit = async (at: Date) =>
      (
        await connection.execute<Array<{ id: number }>>(
          `insert into audit_entries (staff_username, action, entity_type, entity_id, at)
           values ('admin', 'order.status.changed', 'order', ?, ?) returning id`,
          [tag, at],
        )
      )[0].id;
    const oldAudit = await audit(monthsAgo(61));
    const recentAudit = await audit(monthsAgo(59));
    // Members: deactivated 13 months ago (deleted, with a design file; the order stays), deactivated 11 months ago,
    // and active again after a deactivation long ago (both stay).
    const member = (name: string, active: boolean, deactivatedAt: Date | null) =>
      connection.execute(
        `insert into members (first_name, last_name, email, is_active, deactivated_at) values ('Ola', 'Nordmann', ?, ?, ?)`,
        [`${tag}-${name}@example.no`, active ? 'true' : 'false', deactivatedAt],
      );
    await member('gone', false, monthsAgo(13));
    await member('waiting', false, monthsAgo(11));
    await member('back', true, null);
    const goneEmail = `${tag}-gone@example.no`;
    const [design] = await connection.execute<Array<{ id: number }>>(
      `insert into designs (member_email, name) values (?, 'Logo') returning id`,
      [goneEmail],
    );
    const fileKey = `designs/${tag}.png`;
    await storage.put(fileKey, Buffer.from('png'));
    await connection.execute(
      `insert into design_files (design_id, storage_key, file_name, mime_type, file_size) values (?, ?, 'logo.png', 'image/png', 3)`,
      [design.id, fileKey],
    );
    const [order] = await connection.execute<Array<{ id: number }>>(
      `insert into orders (member_email, order_number, status, total_amount) values (?, ?, 'delivered', 1299) returning id`,
      [goneEmail, uniqueName('RET-')],
    );

    const prune = scheduledJobs.find((job) => job.name === 'maintenance.prune')!;
    const first = await runScheduledJob(db.orm, prune, now);
    expect(first).toMatchObject({
      status: 'done',
      result: { contactMessages: 1, auditEntries: 1, deactivatedMembers: 1, filesDeleted: 1 },
    });
    const second = await runScheduledJob(db.orm, prune, now);
    expect(second).toMatchObject({
      status: 'done',
      result: { contactMessages: 0, auditEntries: 0, deactivatedMembers: 0, filesDeleted: 0 },
    });

    const ids = async (sql: string, params: unknown[]) =>
      (await connection.execute<Array<{ id: number }>>(sql, params)).map((row) => row.id);
    expect(await ids('select id from contacts where email = ? order by id', [`${tag}@example.no`])).toEqual([
      recentContact,
    ]);
    expect(oldContact).not.toBe(recentContact);
    expect(await ids('select id from audit_entries where entity_id = ? order by id', [tag])).toEqual([recentAudit]);
    expect(oldAudit).not.toBe(recentAudit);
    const members = await connection.execute<Array<{ email: string }>>(
      'select email from members where email like ? order by email',
      [`${tag}-%`],
    );
    expect(members.map((row) => row.email)).toEqual([`${tag}-back@example.no`, `${tag}-waiting@example.no`]);
    expect(await ids('select id from designs where member_email = ?', [goneEmail])).toEqual([]);
    expect(await storage.exists(fileKey)).toBe(false);
    // Sales documentation stays for the bookkeeping act; the deletion is in the audit log as the retention's doing.
    expect(await ids('select id from orders where member_email = ?', [goneEmail])).toEqual([order.id]);
    const [deletion] = await connection.execute<Array<{ staff_username: string; staff_user_id: number | null }>>(
      `select staff_username, staff_user_id from audit_entries where action = 'member.deleted.retention' and entity_id = ?`,
      [goneEmail],
    );
    expect(deletion).toEqual({ staff_username: RETENTION_ACTOR.username, staff_user_id: null });
  });
});

describe('quotes.expire', () => {
  it('marks sent quotes past their validity expired, once: a second run changes nothing', async () => {
    const em = db.orm.em.fork();
    const sent = (validUntil: Date) =>
      em.create(Quote, {
        quoteNumber: uniqueName('T-2026-'),
        customerEmail: `${uniqueName('utlop-')}@example.no`,
        status: 'sent',
        validUntil,
        sentAt: new Date(Date.now() - days(20)),
        pieces: 1,
        goodsAmount: '499.00',
        discountAmount: '0.00',
        shippingAmount: '0.00',
        vatAmount: '99.80',
        totalAmount: '499.00',
      });
    const due = sent(new Date(Date.now() - 1000));
    const fresh = sent(new Date(Date.now() + days(10)));
    await em.flush();

    const first = await expireQuotes(db.orm.em.fork(), new Date());
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const rows = await db.orm.em.fork().find(Quote, { id: { $in: [due.id, fresh.id] } }, { orderBy: { id: 'asc' } });
    expect(rows.map((q) => q.status)).toEqual(['expired', 'sent']);
    const updatedAt = rows[0].updatedAt.getTime();
    const second = await expireQuotes(db.orm.em.fork(), new Date());
    expect(second).toEqual({ expired: 0 });
    expect((await db.orm.em.fork().findOneOrFail(Quote, { id: due.id })).updatedAt.getTime()).toBe(updatedAt);
  });
});
