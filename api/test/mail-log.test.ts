import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { MailDelivery } from '../src/modules/mail/mail-delivery.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';

/**
 * The mail log (admin §12, `E-postlogg`) with the real relay, worker process and SMTP sink: a mail sent by a
 * storefront action is logged with kind, subject, record and attempts; staff search and filter it, open it as
 * sent (link tokens masked) and `Send på nytt` (a new delivery linked to the original, mailed again, audited);
 * customers never read the log. Pruning old rows is the worker's daily job: worker/test/scheduled-jobs.test.ts.
 */
const List = graphql(`
  query MailLogTestList($search: String, $filter: StaffMailDeliveryFilter, $offset: Int, $limit: Int) {
    staffMailDeliveries(search: $search, filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        at
        recipient
        type
        kind
        subject
        status
        attempts
        lastError
        recordType
        recordId
        resendOfId
      }
    }
  }
`);

const Detail = graphql(`
  query MailLogTestDetail($id: ID!) {
    mailDelivery(id: $id) {
      id
      recipient
      subject
      status
      attempts
      recordType
      recordId
      html
      text
      canResend
      resendOfId
      resends {
        id
        status
      }
    }
  }
`);

const Resend = graphql(`
  mutation MailLogTestResend($id: ID!) {
    resendMail(id: $id) {
      id
      status
      resendOfId
    }
  }
`);

const SubmitContact = graphql(`
  mutation MailLogTestContact($input: ContactInput!) {
    submitContact(input: $input) {
      __typename
      ... on ContactSubmitted {
        id
      }
    }
  }
`);

let t: TestApp;
let worker: MailWorkerProcess;

beforeAll(async () => {
  t = await startTestApp({ relay: true, seed: false });
  worker = await startMailWorker(t);
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const staff = () => t.staffCookies('staff');
const code = (result: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.code;

async function waitForRow(where: Record<string, unknown>, timeoutMs = 30_000): Promise<MailDelivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await t.em().findOne(MailDelivery, where);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`No mail log row ${JSON.stringify(where)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('E-postlogg', () => {
  let contactId: number;
  let confirmationId: number;
  const email = `logg-${Date.now()}@example.no`;

  it('logs a mail a storefront action sent: kind, subject, record, attempts, as sent', async () => {
    const since = new Date();
    const res = await t.gql(SubmitContact, {
      input: { firstName: 'Logg', lastName: 'Testesen', email, subject: 'annet', message: 'Hei fra loggen' },
    });
    expect(res.data?.submitContact.__typename).toBe('ContactSubmitted');
    contactId = Number((res.data!.submitContact as { id: string }).id);
    const mail = await waitForMail(email, 'Vi har mottatt henvendelsen din', since);
    await waitForRow({ recipient: email, status: 'sent' });

    const list = await t.gql(List, { search: email }, { cookies: staff() });
    expect(list.errors).toBeUndefined();
    expect(list.data!.staffMailDeliveries.total).toBe(1);
    const row = list.data!.staffMailDeliveries.items[0];
    expect(row).toMatchObject({
      recipient: email,
      type: 'mail.contact-confirmation',
      kind: 'Kvittering for henvendelse',
      subject: 'Vi har mottatt henvendelsen din',
      status: 'sent',
      attempts: 1,
      lastError: null,
      recordType: 'contact',
      recordId: contactId,
      resendOfId: null,
    });
    confirmationId = Number(row.id);

    // The shop's notice is logged too, about the same contact; filters by kind and status.
    const notices = await t.gql(
      List,
      { search: 'Logg Testesen', filter: { type: 'mail.contact-notice', status: 'sent' } },
      { cookies: staff() },
    );
    expect(notices.data!.staffMailDeliveries.items.map((r) => [r.recordType, r.recordId])).toEqual([
      ['contact', contactId],
    ]);
    const none = await t.gql(List, { search: email, filter: { status: 'failed' } }, { cookies: staff() });
    expect(none.data!.staffMailDeliveries.total).toBe(0);
    const future = await t.gql(
      List,
      { search: email, filter: { from: new Date(Date.now() + 3600_000).toISOString() } },
      { cookies: staff() },
    );
    expect(future.data!.staffMailDeliveries.total).toBe(0);

    // As it was sent: the same text and HTML the mailbox got.
    const detail = await t.gql(Detail, { id: String(confirmationId) }, { cookies: staff() });
    expect(detail.data!.mailDelivery.text?.trim()).toBe(mail.text.trim());
    expect(detail.data!.mailDelivery.html).toContain('Takk for din henvendelse!');
    // The confirmation to an unverified address does not echo what the visitor wrote (security review).
    expect(detail.data!.mailDelivery.html).not.toContain('Hei fra loggen');
    expect(detail.data!.mailDelivery.canResend).toBe(true);
  });

  it('never shows a sign-in link token', async () => {
    const member = `medlem-${Date.now()}@example.no`;
    await t
      .em()
      .getConnection()
      .execute(
        `insert into members (email, first_name, last_name, school, graduation_year) values (?, 'Mia', 'Medlem', 'Oslo katedralskole', '2027')`,
        [member],
      );
    const since = new Date();
    const ask = await t.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email: member } });
    expect(ask.statusCode).toBe(202);
    const mail = await waitForMail(member, 'Din innloggingslenke til Russekompaniet', since);
    const token = new URL(/https?:\/\/\S+token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(10);
    const row = await waitForRow({ recipient: member, type: 'mail.sign-in-link', status: 'sent' });
    const stored = await t
      .em()
      .getConnection()
      .execute(`select html, text from mail_deliveries where id = ?`, [row.id]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].text).toContain('token=skjult');
    const detail = await t.gql(Detail, { id: String(row.id) }, { cookies: staff() });
    expect(JSON.stringify(detail.data)).not.toContain(token);
    expect(detail.data!.mailDelivery.html).toContain('token&#x3D;skjult');
  });

  it('Send på nytt: a new delivery linked to the original, mailed again, audited', async () => {
    const since = new Date(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // maildev times are whole seconds
    const res = await t.gql(Resend, { id: String(confirmationId) }, { cookies: staff() });
    expect(res.errors).toBeUndefined();
    expect(res.data!.resendMail).toMatchObject({ status: 'queued', resendOfId: confirmationId });
    const resendId = Number(res.data!.resendMail.id);
    await waitForMail(email, 'Vi har mottatt henvendelsen din', since);
    const resent = await waitForRow({ id: resendId, status: 'sent' });
    expect(resent).toMatchObject({ recipient: email, attempts: 1, recordType: 'contact', recordId: contactId });

    const original = await t.gql(Detail, { id: String(confirmationId) }, { cookies: staff() });
    expect(original.data!.mailDelivery.resends).toEqual([{ id: String(resendId), status: 'sent' }]);
    const copy = await t.gql(Detail, { id: String(resendId) }, { cookies: staff() });
    expect(copy.data!.mailDelivery.resendOfId).toBe(confirmationId);
    expect(copy.data!.mailDelivery.text).toBe(original.data!.mailDelivery.text);

    const audit = await t.em().find(AuditEntry, { action: 'mail.resent', entityId: String(confirmationId) });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'mail_delivery', staffUsername: expect.any(String) });
    expect(audit[0].after).toMatchObject({ resendId });

    // Unknown id: a Norwegian NOT_FOUND; nothing queued.
    const missing = await t.gql(Resend, { id: '999999' }, { cookies: staff() });
    expect(code(missing)).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Fant ikke e-posten');
  });

  it('refuses a mail still in the queue and one that cannot be queued again', async () => {
    const [queued] = await t
      .em()
      .getConnection()
      .execute(
        `insert into mail_deliveries (job_id, type, recipient, subject, status, attempts, payload) values ('q-1', 'mail.contact-confirmation', 'x@example.no', 'Hei', 'queued', 2, '{"contactId": 1}') returning id`,
      );
    const [campaign] = await t
      .em()
      .getConnection()
      .execute(
        `insert into mail_deliveries (job_id, type, recipient, subject) values ('campaign-1-1', 'newsletter.campaign', 'x@example.no', 'Nyheter') returning id`,
      );
    const still = await t.gql(Resend, { id: String(queued.id) }, { cookies: staff() });
    expect(code(still)).toBe('CONFLICT');
    expect(still.errors?.[0]?.message).toBe('E-posten er fortsatt i kø. Vent til den er sendt eller har feilet.');
    const never = await t.gql(Resend, { id: String(campaign.id) }, { cookies: staff() });
    expect(code(never)).toBe('CONFLICT');
    expect(never.errors?.[0]?.message).toBe('Denne e-posten kan ikke sendes på nytt.');
    expect(await t.em().count(MailDelivery, { resendOfId: { $in: [queued.id, campaign.id] } })).toBe(0);
  });

  it('is for staff only: customers and visitors never read the log', async () => {
    const customer = t.customerCookies(email);
    expect(code(await t.gql(List, {}, { cookies: customer }))).toBe('FORBIDDEN');
    expect(code(await t.gql(Detail, { id: String(confirmationId) }, { cookies: customer }))).toBe('FORBIDDEN');
    expect(code(await t.gql(Resend, { id: String(confirmationId) }, { cookies: customer }))).toBe('FORBIDDEN');
    expect(code(await t.gql(List, {}))).toBe('UNAUTHENTICATED');
  });
});
