import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Group, GroupMember, Member, OutboxEvent, SizeSubmission, type AppConfig } from '@russ/api/db';
import { runGroupSizeReminders } from '../src/schedules/group-size-reminders.js';
import { JOBS } from '@russ/schema/jobs/jobs';
import { scheduledJobs } from '../src/composition/scheduled-jobs.js';
import { createMailJobProcessor } from '../src/composition/mail-worker.js';
import type { MailMessage, MailTransport } from '../src/mail/transport.js';
import { runScheduledJob } from '../src/schedules/scheduled-worker.js';
import { createTestDb, testConfig, uniqueName, type TestDb } from './support/services.js';

/**
 * The daily size reminder (admin §7): 3 days before a group's deadline, one mail to each accepted member without
 * a size submission, none to the others, none the second time it runs (also two runs at once), a new one after
 * the deadline is moved; a member who turned 'E-postvarsler' off gets none. The outbox rows the job writes go
 * through the worker's real mail processor (a recording transport in place of SMTP).
 */

let db: TestDb;
let config: AppConfig;
const sent: MailMessage[] = [];
const recordingTransport: MailTransport = {
  async send(message) {
    sent.push(message);
    return { messageId: `<${sent.length}@test>` };
  },
  close() {},
};
const DAY = 24 * 60 * 60 * 1000;
const job = scheduledJobs.find((j) => j.name === 'groups.size-reminders')!;

beforeAll(async () => {
  db = await createTestDb();
  config = testConfig({});
});

afterAll(async () => {
  await db?.drop();
});

interface Arranged {
  group: Group;
  waiting: string[];
  optedOut: string;
  submitted: string;
  invited: string;
  coordinator: string;
}

async function arrange(deadline: Date, status: 'active' | 'archived' = 'active'): Promise<Arranged> {
  const em = db.orm.em.fork();
  const tag = uniqueName('');
  const address = (who: string) => `${who}-${tag}@example.no`;
  const coordinator = address('koordinator');
  const group = em.create(Group, {
    name: `Påminnelsesgruppe ${tag}`,
    coordinatorEmail: coordinator,
    inviteCode: `P${tag}`
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 24),
    deadline,
    status,
  });
  const waiting = [address('mangler1'), address('mangler2')];
  const optedOut = address('ingenvarsler');
  const submitted = address('ferdig');
  const invited = address('invitert');
  for (const email of [...waiting, submitted, optedOut]) {
    em.create(Member, {
      firstName: 'Ola',
      lastName: 'Nordmann',
      email,
      emailNotifications: email !== optedOut,
    });
    em.create(GroupMember, { group, email, status: 'accepted', joinedAt: new Date() });
  }
  em.create(GroupMember, { group, email: invited, status: 'invited' });
  em.create(SizeSubmission, { group, memberEmail: submitted, size: 'M', quantity: 1 });
  await em.flush();
  return { group, waiting, optedOut, submitted, invited, coordinator };
}

/** The reminder rows of a group's members in the outbox, in order. */
async function remindersOf(group: Group): Promise<OutboxEvent[]> {
  const em = db.orm.em.fork();
  const members = await em.find(GroupMember, { group: group.id });
  const ids = new Set(members.map((m) => m.id));
  const rows = await em.find(OutboxEvent, { type: JOBS.groupSizeReminder }, { orderBy: { id: 'asc' } });
  return rows.filter((row) => ids.has(row.payload.groupMemberId as number));
}

/** Runs the worker's mail processor on outbox rows, as the relay and the worker would. */
async function deliver(rows: OutboxEvent[]): Promise<unknown[]> {
  const process = createMailJobProcessor({ orm: db.orm, config, transport: recordingTransport });
  const results = [];
  for (const row of rows) results.push(await process({ id: String(row.id), name: row.type, data: row.payload } as Job));
  return results;
}

const mailedTo = (email: string) => sent.filter((m) => m.to === email);

describe('groups.size-reminders', () => {
  it('mails each accepted member without sizes once, nobody else, and skips opted-out members', async () => {
    const now = new Date();
    const soon = await arrange(new Date(now.getTime() + 2 * DAY));
    const later = await arrange(new Date(now.getTime() + 10 * DAY));
    const passed = await arrange(new Date(now.getTime() - DAY));
    const archived = await arrange(new Date(now.getTime() + 2 * DAY), 'archived');

    const first = await runScheduledJob(db.orm, job, now);
    expect(first.status).toBe('done');
    const rows = await remindersOf(soon.group);
    expect(rows).toHaveLength(3); // the two waiting and the opted-out member (the worker decides on the setting)
    for (const other of [later, passed, archived]) expect(await remindersOf(other.group)).toEqual([]);

    const results = await deliver(rows);
    expect(results.filter((r) => (r as { status: string }).status === 'sent')).toHaveLength(2);
    const subject = `Påminnelse: send inn størrelsene dine til ${soon.group.name}`;
    for (const email of soon.waiting) {
      expect(mailedTo(email).map((m) => m.subject)).toEqual([subject]);
      expect(mailedTo(email)[0]!.text).toContain('http://shop.test/customer-dashboard?tab=groups');
      expect(mailedTo(email)[0]!.html).toContain(soon.group.name);
    }
    for (const email of [soon.optedOut, soon.submitted, soon.invited, soon.coordinator]) {
      expect(mailedTo(email)).toEqual([]);
    }

    // The second run (a retry, another worker, tomorrow's run) finds nothing; two at once send nothing twice.
    const second = await runScheduledJob(db.orm, job, now);
    expect(second).toMatchObject({ status: 'done', result: { groups: 0, reminders: 0 } });
    await Promise.all([runGroupSizeReminders(db.orm.em.fork(), now), runGroupSizeReminders(db.orm.em.fork(), now)]);
    expect(await remindersOf(soon.group)).toHaveLength(3);
    // Delivering the same rows again (a job retried) sends nothing more.
    await deliver(rows);
    for (const email of soon.waiting) expect(mailedTo(email)).toHaveLength(1);
  });

  it('two runs at once claim a group once', async () => {
    const now = new Date();
    const { group } = await arrange(new Date(now.getTime() + DAY));
    const runs = await Promise.all([
      runGroupSizeReminders(db.orm.em.fork(), now),
      runGroupSizeReminders(db.orm.em.fork(), now),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBeGreaterThanOrEqual(3);
    expect(await remindersOf(group)).toHaveLength(3);
  });

  it('sends again for a new deadline after `Forleng frist`, but not to a member who submitted since', async () => {
    const now = new Date();
    const arranged = await arrange(new Date(now.getTime() + 2 * DAY));
    await runGroupSizeReminders(db.orm.em.fork(), now);
    expect(await remindersOf(arranged.group)).toHaveLength(3);

    const em = db.orm.em.fork();
    const group = await em.findOneOrFail(Group, { id: arranged.group.id });
    group.deadline = new Date(now.getTime() + 9 * DAY);
    em.create(SizeSubmission, { group, memberEmail: arranged.waiting[0]!, size: 'L', quantity: 1 });
    await em.flush();
    // Not yet: the new deadline is 9 days away.
    await runGroupSizeReminders(db.orm.em.fork(), now);
    expect(await remindersOf(arranged.group)).toHaveLength(3);
    // Six days later it is 3 days away: its own reminder, to those still without sizes.
    const later = new Date(now.getTime() + 6 * DAY + 60_000);
    const run = await runGroupSizeReminders(db.orm.em.fork(), later);
    expect(run.groups).toBeGreaterThanOrEqual(1);
    const rows = await remindersOf(arranged.group);
    expect(rows).toHaveLength(5);
    const members = await db.orm.em.fork().find(GroupMember, { group: group.id });
    const emailOf = (id: unknown) => members.find((m) => m.id === id)!.email;
    expect(
      rows
        .slice(3)
        .map((row) => emailOf(row.payload.groupMemberId))
        .sort(),
    ).toEqual([arranged.waiting[1]!, arranged.optedOut].sort());
  });

  it('the deadline-extended mail names the new deadline and is skipped for opted-out members', async () => {
    const now = new Date();
    const arranged = await arrange(new Date(now.getTime() + 5 * DAY));
    const em = db.orm.em.fork();
    const members = await em.find(GroupMember, { group: arranged.group.id, status: 'accepted' });
    const process = createMailJobProcessor({ orm: db.orm, config, transport: recordingTransport });
    const results = new Map<string, unknown>();
    for (const member of members) {
      results.set(
        member.email,
        await process({
          id: uniqueName('ext-'),
          name: JOBS.groupDeadlineExtended,
          data: { groupMemberId: member.id },
        } as Job),
      );
    }
    expect(results.get(arranged.optedOut)).toMatchObject({ status: 'skipped' });
    expect(results.get(arranged.waiting[0]!)).toMatchObject({ status: 'sent' });
    const mail = mailedTo(arranged.waiting[0]!).find((m) => m.subject.startsWith('Ny frist'))!;
    expect(mail.subject).toBe(`Ny frist for størrelser i ${arranged.group.name}`);
    expect(mail.text).toMatch(/Ny frist: \d+\. \p{L}+ \d{4} kl\. \d{2}:\d{2}/u);
  });
});
