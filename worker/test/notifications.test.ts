import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contact, MailDelivery, Member, SignInToken, type AppConfig } from '@russ/api/db';
import { JOBS, NON_ESSENTIAL_JOBS, type JobName } from '@russ/schema/jobs/jobs';
import { createMailJobProcessor } from '../src/composition/mail-worker.js';
import type { MailMessage, MailTransport } from '../src/mail/transport.js';
import { createTestDb, testConfig, uniqueName, type TestDb } from './support/services.js';

/**
 * 'E-postvarsler' on the profile tab: with notifications off, the worker skips non-essential mails
 * (NON_ESSENTIAL_JOBS) for that member and still sends everything the customer needs or asked for.
 */

let db: TestDb;
let config: AppConfig;
const sent: MailMessage[] = [];

/** Records each send instead of talking SMTP. */
const recordingTransport: MailTransport = {
  async send(message) {
    sent.push(message);
    return { messageId: `<${sent.length}@test>` };
  },
  close() {},
};

beforeAll(async () => {
  db = await createTestDb();
  config = testConfig({});
});

afterAll(async () => {
  await db?.drop();
});

const address = (label: string) => `${uniqueName(label + '-')}@example.no`;

async function addMember(email: string, emailNotifications: boolean): Promise<Member> {
  const em = db.orm.em.fork();
  const member = em.create(Member, { firstName: 'Nora', lastName: 'Varsel', email, emailNotifications });
  await em.flush();
  return member;
}

function run(name: JobName, data: Record<string, unknown>) {
  const process = createMailJobProcessor({ orm: db.orm, config, transport: recordingTransport });
  return process({ id: uniqueName('notif-'), name, data } as Job);
}

const deliveriesTo = (email: string) => db.orm.em.fork().count(MailDelivery, { recipient: email });

describe('e-mail notifications off', () => {
  it('the welcome mail (non-essential) is skipped for a member who turned notifications off', async () => {
    const email = address('av');
    const member = await addMember(email, false);
    const result = await run(JOBS.memberWelcome, { memberId: member.id });
    expect(result).toEqual({ status: 'skipped', reason: `member ${member.id} has turned e-mail notifications off` });
    expect(sent.filter((m) => m.to === email)).toHaveLength(0);
    expect(await deliveriesTo(email)).toBe(0);
  });

  it('is sent as usual while notifications are on', async () => {
    const email = address('paa');
    const member = await addMember(email, true);
    const result = await run(JOBS.memberWelcome, { memberId: member.id });
    expect(result.status).toBe('sent');
    expect(sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      `Velkommen til ${config.shop.name} Family!`,
    ]);
    expect(await deliveriesTo(email)).toBe(1);
  });

  it('sign-in links and contact confirmations still go out with notifications off', async () => {
    const email = address('viktig');
    await addMember(email, false);
    const em = db.orm.em.fork();
    const token = em.create(SignInToken, { email, expiresAt: new Date(Date.now() + 10 * 60_000) });
    const contact = em.create(Contact, {
      firstName: 'Nora',
      lastName: 'Varsel',
      email,
      subject: 'annet',
      message: 'Hei',
    });
    await em.flush();

    expect((await run(JOBS.signInLink, { signInTokenId: token.id })).status).toBe('sent');
    expect((await run(JOBS.contactConfirmation, { contactId: contact.id })).status).toBe('sent');
    expect(sent.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('only marketing-like mails are in the non-essential set', () => {
    expect(NON_ESSENTIAL_JOBS.has(JOBS.memberWelcome)).toBe(true);
    const essential = Object.values(JOBS).filter((name) =>
      /^mail\.sign-in|contact|newsletter-confirm|invitation|invoice|reply|return|quote|order-confirmation/.test(name),
    );
    expect(essential.length).toBeGreaterThan(0);
    for (const name of essential) expect(NON_ESSENTIAL_JOBS.has(name), name).toBe(false);
    // Design review (admin §6): what needs the customer's action always goes; status news follows the setting.
    for (const name of [JOBS.designProofUploaded, JOBS.designRejected, JOBS.designChangesRequested]) {
      expect(NON_ESSENTIAL_JOBS.has(name), name).toBe(false);
    }
    for (const name of [JOBS.designApproved, JOBS.designInProduction]) {
      expect(NON_ESSENTIAL_JOBS.has(name), name).toBe(true);
    }
  });
});
