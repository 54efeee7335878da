import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, enqueueOutbox, Invoice, Member, Order, OrderItem, OutboxEvent } from '@russ/api/db';
import { invoiceDueDate } from '@russ/schema/invoices/invoice-rules';
import { kidFor } from '@russ/schema/invoices/kid';
import { JOBS } from '@russ/schema/jobs/jobs';
import { runInvoiceReminders } from '../src/schedules/invoice-reminders.js';
import { dropQueue, startPipeline, type Pipeline } from './support/pipeline.js';
import {
  REDIS_URL,
  createTestDb,
  sleep,
  startMaildev,
  testConfig,
  uniqueName,
  waitFor,
  type Maildev,
  type MaildevMail,
  type TestDb,
} from './support/services.js';

/**
 * The invoice mails (admin §4, §15) through the real pipeline (outbox → relay → BullMQ → worker → SMTP): the
 * invoice with its PDF attached, the payment receipt, and the reminders of the daily job (run twice, mailed once).
 */

let db: TestDb;
let maildev: Maildev;
let config: AppConfig;
let prefix: string;
let pipeline: Pipeline;

interface Attachment {
  contentType: string;
  filename?: string;
  fileName?: string;
  generatedFileName: string;
}

beforeAll(async () => {
  [db, maildev] = await Promise.all([createTestDb(), startMaildev()]);
  config = testConfig({ SMTP_URL: maildev.smtpUrl });
  prefix = uniqueName('wtest-inv-');
  pipeline = startPipeline({ orm: db.orm, config, redisUrl: REDIS_URL, prefix });
}, 120_000);

afterAll(async () => {
  await pipeline?.stop();
  await dropQueue(REDIS_URL, prefix).catch(() => {});
  await maildev?.stop();
  await db?.drop();
});

async function arrangeInvoice(email: string, opts: { issuedAt?: Date; dueDate?: Date } = {}) {
  const em = db.orm.em.fork();
  if (!(await em.findOne(Member, { email }))) em.create(Member, { firstName: 'Frida', lastName: 'Faktura', email });
  const order = em.create(Order, {
    memberEmail: email,
    orderNumber: uniqueName('RK-W-'),
    totalAmount: '1299.00',
    status: 'processing',
  });
  em.create(OrderItem, { order, name: 'Hoodie Original', size: 'M', quantity: 1, unitPrice: '1299.00' });
  await em.flush();
  const number = `2026-${String(9000 + Math.floor(Math.random() * 999)).padStart(4, '0')}`;
  const invoice = em.create(Invoice, {
    order,
    invoiceNumber: number,
    memberEmail: email,
    amount: '1299.00',
    taxAmount: '259.80',
    dueDate: opts.dueDate ?? new Date(Date.now() + 14 * 86_400_000),
    kid: kidFor(number, order.id),
    createdAt: opts.issuedAt ?? new Date(),
  });
  await em.flush();
  return invoice;
}

async function queue(type: typeof JOBS.invoiceIssued | typeof JOBS.invoicePaid, invoiceId: number) {
  const em = db.orm.em.fork();
  enqueueOutbox(em, type, { invoiceId });
  await em.flush();
}

const mailsTo = (email: string) => maildev.emailsTo(email);
async function attachmentOf(mail: MaildevMail): Promise<{ meta: Attachment; bytes: Buffer }> {
  const meta = ((mail as unknown as { attachments?: Attachment[] }).attachments ?? [])[0]!;
  const response = await fetch(`${maildev.apiUrl}/api/email/${mail.id}/attachment/${meta.generatedFileName}`);
  return { meta, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('invoice mails', () => {
  it('Send faktura: the invoice arrives with its PDF attached, a valid PDF', async () => {
    const email = `${uniqueName('faktura-')}@example.no`;
    const invoice = await arrangeInvoice(email);
    await queue(JOBS.invoiceIssued, invoice.id);
    const [mail] = await waitFor('the invoice mail', async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : null;
    });
    expect(mail!.subject).toBe(`Faktura ${invoice.invoiceNumber} fra ${config.shop.name}`);
    expect(mail!.text).toContain(`KID: ${invoice.kid}`);
    expect(mail!.text).toContain('Kontonummer: 1503.12.34562');
    const { meta, bytes } = await attachmentOf(mail!);
    expect(meta.contentType).toBe('application/pdf');
    expect(meta.filename ?? meta.fileName).toBe(`faktura-${invoice.invoiceNumber}.pdf`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-8).toString()).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(1500);
  });

  it('Registrer betaling: the receipt arrives once', async () => {
    const email = `${uniqueName('kvittering-')}@example.no`;
    const invoice = await arrangeInvoice(email);
    const em = db.orm.em.fork();
    await em.nativeUpdate(Invoice, { id: invoice.id }, { status: 'paid', paidDate: new Date() });
    await queue(JOBS.invoicePaid, invoice.id);
    const [mail] = await waitFor('the receipt', async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : null;
    });
    expect(mail!.subject).toBe(`Kvittering: faktura ${invoice.invoiceNumber} er betalt`);
    await sleep(1500);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('the daily job run twice on the same day mails one reminder', async () => {
    const email = `${uniqueName('purring-')}@example.no`;
    const invoice = await arrangeInvoice(email, {
      issuedAt: new Date(Date.now() - 20 * 86_400_000),
      dueDate: new Date(Date.now() - 6 * 86_400_000),
    });
    const now = new Date();
    const first = await runInvoiceReminders(db.orm.em.fork(), now);
    const second = await runInvoiceReminders(db.orm.em.fork(), now);
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    expect(second.reminders).toBe(0);
    const [mail] = await waitFor('the reminder', async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : null;
    });
    expect(mail!.subject).toBe(`Purring: faktura ${invoice.invoiceNumber} er forfalt`);
    expect(mail!.text).toContain('Vi legger ikke på gebyr');
    await sleep(1500);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("a part-paid invoice past its due date becomes 'Forfalt' with its paid part kept; its Purring asks for the rest", async () => {
    const email = `${uniqueName('restpurring-')}@example.no`;
    const invoice = await arrangeInvoice(email, {
      issuedAt: new Date(Date.now() - 20 * 86_400_000),
      dueDate: new Date(Date.now() - 6 * 86_400_000),
    });
    await db.orm.em
      .fork()
      .nativeUpdate(Invoice, { id: invoice.id }, { status: 'partially_paid', paidAmount: '500.00' });
    await runInvoiceReminders(db.orm.em.fork(), new Date());
    const after = await db.orm.em.fork().findOneOrFail(Invoice, { id: invoice.id });
    expect([after.status, after.paidAmount, after.remindersSent]).toEqual(['overdue', '500.00', 1]);
    const [mail] = await waitFor('the reminder', async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : null;
    });
    expect(mail!.subject).toBe(`Purring: faktura ${invoice.invoiceNumber} er forfalt`);
    const text = mail!.text.replaceAll('\u00a0', ' ');
    expect(text).toContain('Fakturabeløp: 1 299 kr');
    expect(text).toContain('Betalt: 500 kr');
    expect(text).toContain('Restbeløp: 799 kr');
  });

  it("staff's payment reminder: the rest, the KID and the due date before it falls due; never for a paid invoice", async () => {
    const email = `${uniqueName('betalingspaaminnelse-')}@example.no`;
    const open = await arrangeInvoice(email);
    const paid = await arrangeInvoice(email);
    const em = db.orm.em.fork();
    await em.nativeUpdate(Invoice, { id: open.id }, { status: 'partially_paid', paidAmount: '299.00' });
    await em.nativeUpdate(Invoice, { id: paid.id }, { status: 'paid', paidAmount: '1299.00', paidDate: new Date() });
    enqueueOutbox(em, JOBS.invoiceReminder, { invoiceId: paid.id });
    enqueueOutbox(em, JOBS.invoiceReminder, { invoiceId: open.id });
    await em.flush();
    const [mail] = await waitFor('the payment reminder', async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : null;
    });
    const due = new Intl.DateTimeFormat('nb-NO', {
      timeZone: 'Europe/Oslo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(open.dueDate);
    expect(mail!.subject).toBe(`Påminnelse: faktura ${open.invoiceNumber} forfaller ${due}`);
    const text = mail!.text.replaceAll('\u00a0', ' ');
    expect(text).toContain('Restbeløp: 1 000 kr');
    expect(text).toContain(`KID: ${open.kid}`);
    expect(text).toContain(`Forfallsdato: ${due}`);
    await sleep(1500);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('the daily reminder job', () => {
  it("sets 'Forfalt' after the due date, one reminder, a second 14 days later, and nothing more; twice a day mails once", async () => {
    const issuedAt = new Date('2026-01-05T10:00:00Z');
    const invoice = await arrangeInvoice(`${uniqueName('purringer-')}@example.no`, {
      issuedAt,
      dueDate: invoiceDueDate(issuedAt),
    });
    const run = (at: string) => runInvoiceReminders(db.orm.em.fork(), new Date(at));
    const reminders = async () =>
      (await db.orm.em.fork().find(OutboxEvent, { type: JOBS.invoiceReminder }, { orderBy: { id: 'asc' } })).filter(
        (m) => m.payload.invoiceId === invoice.id,
      );
    const reload = () => db.orm.em.fork().findOneOrFail(Invoice, { id: invoice.id });

    await run('2026-01-19T12:00:00Z'); // due date day: not overdue yet
    expect((await reload()).status).toBe('pending');
    await run('2026-01-20T08:00:00Z');
    await run('2026-01-20T09:00:00Z');
    expect((await reload()).status).toBe('overdue');
    expect((await reminders()).map((m) => m.payload.reminder)).toEqual([1]);

    await Promise.all([run('2026-02-02T08:00:00Z'), run('2026-02-02T08:00:00Z')]);
    expect(await reminders()).toHaveLength(1); // 13 days after the first
    await Promise.all([run('2026-02-03T08:00:00Z'), run('2026-02-03T08:00:00Z')]);
    expect((await reminders()).map((m) => m.payload.reminder)).toEqual([1, 2]);
    await run('2026-03-30T08:00:00Z');
    expect(await reminders()).toHaveLength(2);
    expect((await reload()).remindersSent).toBe(2);
  });
});
