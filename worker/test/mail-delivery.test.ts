import { UnrecoverableError, type Job } from 'bullmq';
import {
  type AppConfig,
  Contact,
  createMailQueue,
  createRedisConnection,
  enqueueOutbox,
  MailDelivery,
  Member,
  NewsletterSubscriber,
  OutboxEvent,
  outboxJobId,
  type Redis,
  SignInToken,
  verifyNewsletterToken,
  verifySignInLinkToken,
} from '@russ/api/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { createMailJobProcessor } from '../src/composition/mail-worker.js';
import { createSmtpTransport } from '../src/mail/transport.js';
import { commitContact, dropQueue, startPipeline, type Pipeline } from './support/pipeline.js';
import {
  REDIS_URL,
  createTestDb,
  freePort,
  startMaildev,
  testConfig,
  uniqueName,
  waitFor,
  type Maildev,
  type MaildevMail,
  type TestDb,
} from './support/services.js';

let db: TestDb;
let maildev: Maildev;
let config: AppConfig;
let prefix: string;
let pipeline: Pipeline;
let producer: Redis;
// The api's queue helpers (the relay's side of BullMQ).
let queue: ReturnType<typeof createMailQueue>;
type QueuedJob = NonNullable<Awaited<ReturnType<typeof queue.getJob>>>;

beforeAll(async () => {
  [db, maildev] = await Promise.all([createTestDb(), startMaildev()]);
  config = testConfig({ SMTP_URL: maildev.smtpUrl });
  prefix = uniqueName('wtest-');
  pipeline = startPipeline({ orm: db.orm, config, redisUrl: REDIS_URL, prefix });
  producer = createRedisConnection(REDIS_URL, 'worker');
  queue = createMailQueue(producer, prefix);
});

afterAll(async () => {
  await pipeline?.stop();
  await queue?.close();
  producer?.disconnect();
  await dropQueue(REDIS_URL, prefix).catch(() => {});
  await maildev?.stop();
  await db?.drop();
});

const address = (label: string) => `${uniqueName(label + '-')}@example.no`;

const mailsTo = (email: string, count = 1) =>
  waitFor(`${count} mail(s) to ${email}`, async () => {
    const mails = await maildev.emailsTo(email);
    return mails.length >= count ? mails : null;
  });

/** Text from the mail after `prefix` up to the next whitespace (a link). */
const linkAfter = (mail: MaildevMail, prefixText: string) => {
  const start = mail.text.indexOf(prefixText);
  expect(start, `"${prefixText}" in the mail text`).toBeGreaterThanOrEqual(0);
  return mail.text.slice(start).split(/\s/)[0];
};

const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;

async function commit(work: (em: ReturnType<TestDb['orm']['em']['fork']>) => Promise<void>) {
  await db.orm.em.fork().transactional(async (tx) => work(tx));
}

async function outboxRowFor(type: string, payload: Record<string, unknown>): Promise<OutboxEvent> {
  const rows = await db.orm.em.fork().find(OutboxEvent, { type });
  const row = rows.find((r) => JSON.stringify(r.payload) === JSON.stringify(payload));
  expect(row, `outbox row ${type} ${JSON.stringify(payload)}`).toBeTruthy();
  return row!;
}

async function finishedJob(jobId: string): Promise<QueuedJob> {
  return waitFor(`job ${jobId} to finish`, async () => {
    const job = await queue.getJob(jobId);
    if (!job) return null;
    const state = await job.getState();
    // Read the job again once it is finished, so its return value and attempts are the final ones.
    return state === 'completed' || state === 'failed' ? queue.getJob(jobId) : null;
  });
}

describe('contact mails', () => {
  it('turns a committed contact into a confirmation to the sender and a notice to the shop', async () => {
    const email = address('ola');
    const contact = await commitContact(db.orm, {
      firstName: 'Ola',
      lastName: 'Nordmann',
      email,
      subject: 'tilbud',
      message: 'Hva koster 25 hoodies?\n<b>Haster</b> & gjerne før mai.',
    });

    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toBe('Vi har mottatt henvendelsen din');
    expect(confirmation.from[0]).toEqual({ address: config.shop.email, name: config.shop.name });
    expect(confirmation.text).toContain('Emne: Tilbud');
    // The shared layout carries the shop's identity.
    expect(confirmation.html).toContain(config.shop.phone);
    expect(confirmation.html).toContain(config.shop.address);
    expect(confirmation.html).toContain('lang="nb"');

    const notice = await waitFor('the notice to the shop', async () =>
      (await maildev.emailsTo(config.shop.email)).find((mail) => mail.subject.includes('Ola Nordmann')),
    );
    expect(notice.subject).toBe('Ny henvendelse (Tilbud) fra Ola Nordmann');
    expect(notice.text).toContain(`E-post: ${email}`);
    expect(notice.text).toContain('<b>Haster</b> & gjerne før mai.');
    // The visitor's text is escaped in the HTML part, never markup.
    expect(notice.html).toContain('&lt;b&gt;Haster&lt;/b&gt; &amp; gjerne før mai.');
    expect(notice.html).not.toContain('<b>Haster</b>');
    expect(await maildev.source(notice.id)).toContain(`Reply-To: ${email}`);

    const rows = [
      await outboxRowFor(JOBS.contactConfirmation, { contactId: contact.id }),
      await outboxRowFor(JOBS.contactNotice, { contactId: contact.id }),
    ];
    for (const row of rows) expect(row.dispatchedAt).toBeInstanceOf(Date);
    const deliveries = await db.orm.em
      .fork()
      .find(MailDelivery, { jobId: { $in: rows.map((r) => outboxJobId(r.id)) } });
    expect(deliveries.map((d) => d.recipient).sort()).toEqual([email, config.shop.email].sort());
  });

  it('sends nothing for a change that rolled back', async () => {
    const rolledBack = address('rollback');
    const before = await db.orm.em.fork().count(OutboxEvent);
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        const contact = tx.create(Contact, {
          firstName: 'Angre',
          lastName: 'Meg',
          email: rolledBack,
          subject: 'annet',
          message: 'Denne skal aldri sendes.',
        });
        await tx.flush();
        enqueueOutbox(tx, JOBS.contactConfirmation, { contactId: contact.id });
        enqueueOutbox(tx, JOBS.contactNotice, { contactId: contact.id });
        await tx.flush();
        throw new Error('something later in the transaction failed');
      }),
    ).rejects.toThrow('something later');
    expect(await db.orm.em.fork().count(OutboxEvent)).toBe(before);

    // A contact committed afterwards goes out; by then the rolled-back one would have too.
    const after = address('after-rollback');
    await commitContact(db.orm, { email: after });
    await mailsTo(after);
    expect(await maildev.emailsTo(rolledBack)).toHaveLength(0);
    expect(await db.orm.em.fork().count(MailDelivery, { recipient: rolledBack })).toBe(0);
  });

  it('rejects a payload that does not match the job before anything is stored', () => {
    const em = db.orm.em.fork();
    expect(() => enqueueOutbox(em, JOBS.contactConfirmation, { contactId: 'x' } as never)).toThrow();
    expect(() => enqueueOutbox(em, 'mail.nope' as never, { contactId: 1 } as never)).toThrow('Unknown job type');
    expect(em.getUnitOfWork().getPersistStack().size).toBe(0);
  });
});

describe("security review: the contact confirmation to an unverified address does not echo the sender's text", () => {
  it('the confirmation carries neither the message nor the name typed; the notice to the shop keeps the text', async () => {
    const victim = address('phishing-target');
    const lure = 'Kontoen din er sperret. Logg inn på https://phish.example/bank for å åpne den igjen.';
    await commitContact(db.orm, {
      firstName: 'Bank https://phish.example/login',
      lastName: 'Sikkerhet',
      email: victim,
      subject: 'annet',
      message: lure,
    });

    const [confirmation] = await mailsTo(victim);
    expect(confirmation.subject).toBe('Vi har mottatt henvendelsen din');
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).not.toContain('phish.example');
      expect(part).not.toContain('Kontoen din er sperret');
    }
    expect(confirmation.text).toContain('Hei,');
    expect(confirmation.text).toContain('Har du ikke kontaktet oss, kan du se bort fra denne e-posten.');

    const notice = await waitFor('the notice to the shop', async () =>
      (await maildev.emailsTo(config.shop.email)).find((mail) => mail.text?.includes(victim)),
    );
    expect(notice.text).toContain(lure);
  });

  it("echoes the name and text to a signed-in member's own address (verifiedSender)", async () => {
    const member = address('verified-member');
    await commitContact(
      db.orm,
      { firstName: 'Vera', email: member, message: 'Tilbudsforespørsel: Hoodie M: 2 (2 stk)' },
      { verifiedSender: true },
    );
    const [confirmation] = await mailsTo(member);
    expect(confirmation.text).toContain('Hei Vera,');
    expect(confirmation.text).toContain('Hoodie M: 2 (2 stk)');
    expect(confirmation.html).toContain('Hoodie M: 2 (2 stk)');
    expect(confirmation.text).not.toContain('Har du ikke kontaktet oss');
  });
});

describe('exactly one mail per job', () => {
  it('does not send again when the same job id comes back after it completed', async () => {
    const email = address('twice');
    const contact = await commitContact(db.orm, { email });
    await mailsTo(email);
    const row = await outboxRowFor(JOBS.contactConfirmation, { contactId: contact.id });
    const jobId = outboxJobId(row.id);
    const first = await finishedJob(jobId);
    expect(first.returnvalue).toMatchObject({ status: 'sent' });

    // While BullMQ still holds the finished job, adding the id again is a no-op.
    await queue.add(JOBS.contactConfirmation, { contactId: contact.id }, { jobId });
    expect(await (await queue.getJob(jobId))!.getState()).toBe('completed');

    // Once BullMQ has forgotten it (retention), the same job id runs again: the delivery log stops the send.
    await first.remove();
    await queue.add(JOBS.contactConfirmation, { contactId: contact.id }, { jobId });
    const second = await finishedJob(jobId);
    expect(second.returnvalue).toEqual({ status: 'already-sent' });

    // The relay dispatching the row again changes nothing either.
    await db.orm.em.fork().nativeUpdate(OutboxEvent, { id: row.id }, { dispatchedAt: null });
    await waitFor('the row to be dispatched again', async () => {
      const again = await db.orm.em.fork().findOneOrFail(OutboxEvent, { id: row.id });
      return again.dispatchedAt != null;
    });
    await finishedJob(jobId);
    expect(await maildev.emailsTo(email)).toHaveLength(1);
    expect(await db.orm.em.fork().count(MailDelivery, { jobId })).toBe(1);
  });

  it('sends once when two deliveries of one job run at the same moment', async () => {
    const email = address('concurrent');
    const contact = await db.orm.em.fork().transactional(async (tx) => {
      const created = tx.create(Contact, {
        firstName: 'Samtidig',
        lastName: 'Test',
        email,
        subject: 'annet',
        message: 'Hei',
      });
      await tx.flush();
      return created;
    });
    const process = createMailJobProcessor({
      orm: db.orm,
      config,
      transport: createSmtpTransport(maildev.smtpUrl, { name: config.shop.name, address: config.shop.email }),
    });
    const job = { id: 'concurrent-1', name: JOBS.contactConfirmation, data: { contactId: contact.id } } as Job;
    const results = await Promise.all([process(job), process(job), process(job)]);
    expect(results.map((r) => r.status).sort()).toEqual(['already-sent', 'already-sent', 'sent']);
    await mailsTo(email);
    expect(await maildev.emailsTo(email)).toHaveLength(1);
  });

  it('lets an SMTP failure fail the attempt (to be retried) and logs the attempt, not a delivery', async () => {
    const email = address('smtp-down');
    const contact = await db.orm.em.fork().transactional(async (tx) => {
      const created = tx.create(Contact, {
        firstName: 'Smtp',
        lastName: 'Nede',
        email,
        subject: 'annet',
        message: 'Hei',
      });
      await tx.flush();
      return created;
    });
    const closedPort = await freePort();
    const process = createMailJobProcessor({
      orm: db.orm,
      config,
      transport: createSmtpTransport(`smtp://127.0.0.1:${closedPort}`, { name: 'x', address: config.shop.email }),
    });
    const job = {
      id: 'smtp-down-1',
      name: JOBS.contactConfirmation,
      data: { contactId: contact.id },
      attemptsMade: 0,
      opts: { attempts: 3 },
    } as unknown as Job;
    const failure = await process(job).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(UnrecoverableError);
    expect(await db.orm.em.fork().count(MailDelivery, { jobId: 'smtp-down-1', status: 'sent' })).toBe(0);
    // The mail log says 'I kø' (to be retried) with the attempt, the error and the mail that could not go.
    const row = await db.orm.em.fork().findOneOrFail(MailDelivery, { jobId: 'smtp-down-1' });
    expect(row).toMatchObject({ status: 'queued', attempts: 1, recipient: email, recordType: 'contact' });
    expect(row.recordId).toBe(contact.id);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.subject).toBe('Vi har mottatt henvendelsen din');
  });

  it('gives up at once on a payload or row that can never work', async () => {
    await queue.add(JOBS.contactConfirmation, { contactId: 'not-an-id' }, { jobId: 'bad-payload', attempts: 8 });
    await queue.add(JOBS.contactConfirmation, { contactId: 987654321 }, { jobId: 'missing-row', attempts: 8 });
    await queue.add('mail.unknown', { contactId: 1 }, { jobId: 'unknown-name', attempts: 8 });
    for (const jobId of ['bad-payload', 'missing-row', 'unknown-name']) {
      const job = await finishedJob(jobId);
      expect(await job.getState()).toBe('failed');
      expect(job.attemptsMade).toBe(1);
    }
    expect((await finishedJob('missing-row')).failedReason).toContain('987654321 does not exist');
  });
});

describe('sign-in link mails', () => {
  async function requestLink(email: string, overrides: Partial<SignInToken> = {}): Promise<SignInToken> {
    let token!: SignInToken;
    await commit(async (tx) => {
      const createdAt = new Date();
      token = tx.create(SignInToken, {
        email,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
        ...overrides,
      });
      await tx.flush();
      enqueueOutbox(tx, JOBS.signInLink, { signInTokenId: token.id });
    });
    return token;
  }

  it('mails a member a link whose token the api accepts', async () => {
    const email = address('medlem');
    await commit(async (tx) => {
      tx.create(Member, { firstName: 'Nora', lastName: 'Medlem', email });
    });
    const token = await requestLink(email);

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`Din innloggingslenke til ${config.shop.name}`);
    expect(mail.text).toContain('Hei Nora,');
    expect(mail.text).toContain('gyldig i 15 minutter');
    const link = linkAfter(mail, `${config.publicUrl}/api/auth/verify?token=`);
    const linkToken = tokenIn(link);
    expect(verifySignInLinkToken(linkToken, config.sessionSecret)).toEqual({ tid: token.id });
    expect(verifySignInLinkToken(linkToken, 'another-secret')).toBeNull();
    expect(verifyNewsletterToken('newsletter-confirm', linkToken, config.sessionSecret)).toBeNull();
    expect(mail.html).toContain('Logg inn');
  });

  it('tells an address without membership that none was found, with the way to join', async () => {
    const email = address('ukjent');
    await requestLink(email);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`Innlogging hos ${config.shop.name}`);
    expect(mail.text).toContain('fant ikke noe medlemskap');
    expect(mail.text).toContain(`${config.publicUrl}/community`);
    expect(mail.text).not.toContain('/api/auth/verify');
  });

  it('sends nothing for a link that was already used or has expired', async () => {
    const email = address('brukt');
    await commit(async (tx) => {
      tx.create(Member, { firstName: 'Brukt', lastName: 'Lenke', email });
    });
    const used = await requestLink(email, { usedAt: new Date() });
    const expired = await requestLink(email, {
      createdAt: new Date(Date.now() - 20 * 60_000),
      expiresAt: new Date(Date.now() - 5 * 60_000),
    });
    for (const token of [used, expired]) {
      const row = await outboxRowFor(JOBS.signInLink, { signInTokenId: token.id });
      const job = await finishedJob(outboxJobId(row.id));
      expect(job.returnvalue).toMatchObject({ status: 'skipped' });
    }
    expect(await maildev.emailsTo(email)).toHaveLength(0);
  });
});

describe('newsletter and membership mails', () => {
  it('asks a pending subscriber to confirm, with an unsubscribe link and List-Unsubscribe header', async () => {
    const email = address('nyhetsbrev');
    let subscriberId = 0;
    await commit(async (tx) => {
      const subscriber = tx.create(NewsletterSubscriber, { email, status: 'pending' });
      await tx.flush();
      subscriberId = subscriber.id;
      enqueueOutbox(tx, JOBS.newsletterConfirm, { subscriberId });
    });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`Bekreft påmeldingen til nyhetsbrevet fra ${config.shop.name}`);
    const confirmToken = tokenIn(linkAfter(mail, `${config.publicUrl}/api/newsletter/confirm?token=`));
    const unsubscribeLink = linkAfter(mail, `${config.publicUrl}/api/newsletter/unsubscribe?token=`);
    const unsubscribeToken = tokenIn(unsubscribeLink);
    expect(verifyNewsletterToken('newsletter-confirm', confirmToken, config.sessionSecret)).toEqual({
      sid: subscriberId,
    });
    expect(verifyNewsletterToken('newsletter-unsubscribe', confirmToken, config.sessionSecret)).toBeNull();
    expect(verifyNewsletterToken('newsletter-unsubscribe', unsubscribeToken, config.sessionSecret)).toEqual({
      sid: subscriberId,
    });

    const source = (await maildev.source(mail.id)).replace(/\r?\n(?=[ \t])/g, '');
    expect(source).toContain(`List-Unsubscribe: <${unsubscribeLink}>`);
    // Security review: the link opens a page (a GET changes nothing), so mail clients get RFC 8058 one-click.
    expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('does not ask a confirmed subscriber to confirm again', async () => {
    const email = address('bekreftet');
    let subscriberId = 0;
    await commit(async (tx) => {
      const subscriber = tx.create(NewsletterSubscriber, { email, status: 'confirmed', confirmedAt: new Date() });
      await tx.flush();
      subscriberId = subscriber.id;
      enqueueOutbox(tx, JOBS.newsletterConfirm, { subscriberId });
    });
    const row = await outboxRowFor(JOBS.newsletterConfirm, { subscriberId });
    expect((await finishedJob(outboxJobId(row.id))).returnvalue).toMatchObject({ status: 'skipped' });
    expect(await maildev.emailsTo(email)).toHaveLength(0);
  });

  it('welcomes a new member to the family', async () => {
    const email = address('velkommen');
    await commit(async (tx) => {
      const member = tx.create(Member, { firstName: 'Vilde', lastName: 'Ny', email, school: 'Oslo katedralskole' });
      await tx.flush();
      enqueueOutbox(tx, JOBS.memberWelcome, { memberId: member.id });
    });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`Velkommen til ${config.shop.name} Family!`);
    expect(mail.text).toContain('Hei Vilde,');
    expect(mail.text).toContain('Gratis hjelp med logo og design');
    expect(mail.text).toContain(`${config.publicUrl}/login`);
    expect(mail.html).toContain(`Velkommen til ${config.shop.name} Family!`);
  });
});
