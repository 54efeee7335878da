import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MailDelivery, type AppConfig } from '@russ/api/db';
import { createMailRenderer } from '../src/mail/render.js';
import { createSmtpTransport, type MailTransport } from '../src/mail/transport.js';
import { CampaignSender } from '../src/newsletter/campaign-sender.js';
import type { CampaignSendSettings } from '../src/newsletter/campaign-settings.js';
import { createTestDb, freePort, testConfig, waitFor, type TestDb } from './support/services.js';
import { smtpSink, type SmtpSink } from './support/smtp-sink.js';

/**
 * The newsletter sender in this process against a real PostgreSQL and a counting SMTP sink: audiences, the
 * unsubscribe headers, the mail log, `Pause` / `Fortsett`, and an address unsubscribed while the campaign runs.
 * (The process-level faults are in newsletter-faults.test.ts.)
 */

let db: TestDb;
let sink: SmtpSink;
let config: AppConfig;
let transport: MailTransport;
let sender: CampaignSender | undefined;

const settings: CampaignSendSettings = {
  ratePerSecond: 200,
  batchSize: 20,
  concurrency: 3,
  pollMs: 100,
  leaseMs: 5000,
  maxAttempts: 3,
  retryBaseMs: 200,
  retryMaxMs: 1000,
  fanoutPageSize: 50,
};

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  db.orm.em.getConnection().execute<T[]>(query, params);

async function campaign(audience: string, audienceValue: string | null, status = 'sending'): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into newsletter_campaigns (subject, body, audience, audience_value, status, created_by, send_started_at)
     values (?, ?, ?, ?, ?, 'admin', now()) returning id`,
    [
      `Nyheter ${Math.random().toString(36).slice(2, 8)}`,
      '# Vårnyheter\n\nNye **hettegensere** i butikken.',
      audience,
      audienceValue,
      status,
    ],
  );
  return Number(row!.id);
}

/** `n` confirmed subscribers, `<prefix>0001@example.no` and on. */
const confirmedSubscribers = (prefix: string, n: number) =>
  sql(
    `insert into newsletter_subscribers (email, status)
     select ? || lpad(n::text, 4, '0') || '@example.no', 'confirmed' from generate_series(1, ?) n`,
    [prefix, n],
  );

const statusOf = async (id: number) =>
  String((await sql<{ status: string }>('select status from newsletter_campaigns where id = ?', [id]))[0]!.status);

beforeAll(async () => {
  sink = smtpSink(await freePort());
  [db] = await Promise.all([createTestDb(), sink.start()]);
  config = testConfig({ SMTP_URL: sink.url });
  transport = createSmtpTransport(
    sink.url,
    { name: config.shop.name, address: config.shop.email },
    { maxConnections: settings.concurrency, socketTimeoutMs: 2000 },
  );
});

beforeEach(async () => {
  await sender?.stop();
  sender = undefined;
  sink.mails.length = 0;
  await sql('delete from newsletter_subscribers');
});

afterAll(async () => {
  await sender?.stop();
  transport?.close();
  await sink?.stop();
  await db?.drop();
});

const startSender = () => {
  sender = new CampaignSender({
    orm: db.orm,
    config,
    renderer: createMailRenderer({ ...config.shop, publicUrl: config.publicUrl }),
    transport,
    settings,
  });
  sender.start();
};

it(
  'mails exactly the confirmed subscribers, with both unsubscribe headers, and logs each mail',
  { timeout: 90_000 },
  async () => {
    await sql(
      `insert into newsletter_subscribers (email, status) values
       ('anne@example.no', 'confirmed'), ('bjorn@example.no', 'confirmed'), ('cecilie@example.no', 'confirmed'),
       ('venter@example.no', 'pending'), ('avmeldt@example.no', 'unsubscribed')`,
    );
    const id = await campaign('subscribers', null);
    startSender();
    await waitFor('the campaign to be sent', async () => (await statusOf(id)) === 'sent');

    expect([...sink.countsByRecipient().entries()].sort()).toEqual([
      ['anne@example.no', 1],
      ['bjorn@example.no', 1],
      ['cecilie@example.no', 1],
    ]);
    for (const mail of sink.mails) {
      expect(mail.headers).toMatch(
        /^List-Unsubscribe: <http:\/\/shop\.test\/api\/newsletter\/campaign-unsubscribe\?token=[^>]+>/m,
      );
      expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(mail.subject).toMatch(/^Nyheter /);
    }
    const log = await db.orm.em.fork().find(MailDelivery, { campaignId: id }, { orderBy: { recipient: 'asc' } });
    expect(log.map((row) => [row.recipient, row.type, row.status, row.attempts, row.lastError ?? null])).toEqual([
      ['anne@example.no', 'newsletter.campaign', 'sent', 1, null],
      ['bjorn@example.no', 'newsletter.campaign', 'sent', 1, null],
      ['cecilie@example.no', 'newsletter.campaign', 'sent', 1, null],
    ]);
  },
);

it(
  'mails the members of a graduation year who get news, not those who turned it off or unsubscribed',
  { timeout: 90_000 },
  async () => {
    await sql(
      `insert into members (first_name, last_name, email, graduation_year, email_notifications) values
       ('Ola', 'Kull', 'ola.kull@example.no', '2031', true),
       ('Kari', 'Kull', 'kari.kull@example.no', '2031', true),
       ('Per', 'Stille', 'per.stille@example.no', '2031', false),
       ('Siri', 'Annet', 'siri.annet@example.no', '2032', true)`,
    );
    await sql(`insert into newsletter_subscribers (email, status) values ('kari.kull@example.no', 'unsubscribed')`);
    const id = await campaign('graduationYear', '2031');
    startSender();
    await waitFor('the campaign to be sent', async () => (await statusOf(id)) === 'sent');
    expect([...sink.countsByRecipient().keys()]).toEqual(['ola.kull@example.no']);
  },
);

it(
  'pauses mid-send, skips an address unsubscribed meanwhile, and finishes after Fortsett with one mail each',
  { timeout: 90_000 },
  async () => {
    await confirmedSubscribers('massen', 300);
    const id = await campaign('subscribers', null);
    startSender();
    await waitFor('some mails', () => sink.mails.length >= 60);
    await sql(`update newsletter_campaigns set status = 'paused' where id = ?`, [id]);
    // The batch in hand (one claimed the moment Pause was clicked, too) is finished and a batch claimed in advance
    // is given back (no row stays 'sending'), then nothing more goes out.
    let seen = -1;
    await waitFor('the sender to settle', async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from newsletter_campaign_recipients where campaign_id = ? and state = 'sending'`,
        [id],
      );
      const settled = Number(row!.n) === 0 && sink.mails.length === seen;
      seen = sink.mails.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return settled;
    });
    const whilePaused = sink.mails.length;
    expect(whilePaused).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.mails.length).toBe(whilePaused);

    const [late] = await sql<{ email: string }>(
      `select email from newsletter_campaign_recipients where campaign_id = ? and state = 'queued' order by id desc limit 1`,
      [id],
    );
    await sql(`update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email = ?`, [
      late!.email,
    ]);

    await sql(`update newsletter_campaigns set status = 'sending' where id = ?`, [id]);
    await waitFor('the campaign to be sent', async () => (await statusOf(id)) === 'sent');
    const counts = sink.countsByRecipient();
    expect(counts.size).toBe(299);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has(late!.email)).toBe(false);
    const [skipped] = await sql<{ state: string }>(
      `select state from newsletter_campaign_recipients where campaign_id = ? and email = ?`,
      [id, late!.email],
    );
    expect(skipped!.state).toBe('skipped');
  },
);

it('gives back the batch it claimed in advance when it stops, so the next sender goes on at once with one mail each', async () => {
  await confirmedSubscribers('stopp', 100);
  const id = await campaign('subscribers', null);
  startSender();
  await waitFor('some mails', () => sink.mails.length >= 30);
  await sender!.stop();
  sender = undefined;
  const states = await sql<{ state: string; attempts: number; n: number }>(
    `select state, attempts, count(*)::int as n from newsletter_campaign_recipients where campaign_id = ?
      group by state, attempts order by state, attempts`,
    [id],
  );
  // Every recipient is either sent once or waiting untried: none is left claimed until the lease runs out.
  expect(states.map(({ state, attempts }) => `${state}/${attempts}`)).toEqual(['queued/0', 'sent/1']);
  expect(states.find((row) => row.state === 'sent')!.n).toBe(sink.mails.length);

  startSender();
  await waitFor('the campaign to be sent', async () => (await statusOf(id)) === 'sent');
  const counts = sink.countsByRecipient();
  expect(counts.size).toBe(100);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
});
