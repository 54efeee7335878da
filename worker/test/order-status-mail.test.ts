import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, enqueueOutbox, MailDelivery, Member, Order, Shipment } from '@russ/api/db';
import { JOBS } from '@russ/schema/jobs/jobs';
import { dropQueue, startPipeline, type Pipeline } from './support/pipeline.js';
import {
  REDIS_URL,
  createTestDb,
  startMaildev,
  testConfig,
  uniqueName,
  waitFor,
  type Maildev,
  type TestDb,
} from './support/services.js';

/**
 * The order status mails (admin §15) through the whole pipeline (outbox → relay → BullMQ → worker → SMTP):
 * processing, shipped with carrier, tracking number and link, delivered, and cancelled with the reason. Status
 * mails follow the member's 'E-postvarsler'; the cancellation always goes.
 */

let db: TestDb;
let maildev: Maildev;
let config: AppConfig;
let prefix: string;
let pipeline: Pipeline;

beforeAll(async () => {
  [db, maildev] = await Promise.all([createTestDb(), startMaildev()]);
  config = testConfig({ SMTP_URL: maildev.smtpUrl });
  prefix = uniqueName('wtest-order-');
  pipeline = startPipeline({ orm: db.orm, config, redisUrl: REDIS_URL, prefix });
});

afterAll(async () => {
  await pipeline?.stop();
  await dropQueue(REDIS_URL, prefix).catch(() => {});
  await maildev?.stop();
  await db?.drop();
});

async function arrange(emailNotifications = true) {
  const em = db.orm.em.fork();
  const email = `${uniqueName('ordre-')}@example.no`;
  em.create(Member, { firstName: 'Siri', lastName: 'Sporing', email, emailNotifications });
  const order = em.create(Order, {
    memberEmail: email,
    orderNumber: uniqueName('RK-2026-'),
    status: 'shipped',
    totalAmount: '998.00',
    cancelReason: 'Varen er utsolgt <hos leverandøren>',
  });
  const shipment = em.create(Shipment, {
    order,
    carrier: 'posten',
    trackingNumber: '70712345678901234',
    trackingUrl: 'https://sporing.posten.no/sporing/70712345678901234',
    status: 'shipped',
    estimatedDelivery: new Date('2026-12-04T22:59:59.999Z'),
  });
  await em.flush();
  return { email, order, shipment };
}

async function queue(work: (tx: ReturnType<TestDb['orm']['em']['fork']>) => void) {
  await db.orm.em.fork().transactional(async (tx) => work(tx));
}

const mailsTo = (email: string, count: number) =>
  waitFor(`${count} mail(s) to ${email}`, async () => {
    const mails = await maildev.emailsTo(email);
    return mails.length >= count ? mails : null;
  });

describe('order status mails', () => {
  it('sends the shipped mail with carrier, tracking number and link, and the other steps', async () => {
    const { email, order, shipment } = await arrange();
    await queue((tx) => {
      enqueueOutbox(tx, JOBS.orderStatusChanged, { orderId: order.id, status: 'processing' });
    });
    await mailsTo(email, 1);
    await queue((tx) => {
      enqueueOutbox(tx, JOBS.orderStatusChanged, { orderId: order.id, status: 'shipped', shipmentId: shipment.id });
    });
    await mailsTo(email, 2);
    await queue((tx) => {
      enqueueOutbox(tx, JOBS.orderStatusChanged, { orderId: order.id, status: 'delivered', shipmentId: shipment.id });
    });
    const mails = await mailsTo(email, 3);
    const bySubject = Object.fromEntries(mails.map((mail) => [mail.subject, mail]));
    expect(Object.keys(bySubject).sort()).toEqual(
      [
        `Ordre ${order.orderNumber} er levert`,
        `Ordre ${order.orderNumber} er sendt`,
        `Ordre ${order.orderNumber} er under behandling`,
      ].sort(),
    );
    const shipped = bySubject[`Ordre ${order.orderNumber} er sendt`]!;
    expect(shipped.text).toContain('Hei Siri,');
    expect(shipped.text).toContain('Transportør: Posten');
    expect(shipped.text).toContain('Sporingsnummer: 70712345678901234');
    expect(shipped.text).toContain('Forventet levering: 04.12.2026');
    expect(shipped.text).toContain('Spor forsendelse: https://sporing.posten.no/sporing/70712345678901234');
    expect(shipped.html).toContain('href="https://sporing.posten.no/sporing/70712345678901234"');
    expect(shipped.text).toContain('http://shop.test/customer-dashboard');
    const processing = bySubject[`Ordre ${order.orderNumber} er under behandling`]!;
    expect(processing.text).not.toContain('Sporingsnummer');
  });

  it('skips status mails for a member with notifications off but always sends the cancellation with its reason', async () => {
    const { email, order } = await arrange(false);
    await queue((tx) => {
      enqueueOutbox(tx, JOBS.orderStatusChanged, { orderId: order.id, status: 'processing' });
      enqueueOutbox(tx, JOBS.orderCancelled, { orderId: order.id });
    });
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(`Ordre ${order.orderNumber} er kansellert`);
    expect(mail!.text).toContain('Begrunnelse:\nVaren er utsolgt <hos leverandøren>');
    expect(mail!.html).toContain('Varen er utsolgt &lt;hos leverandøren&gt;');
    // The skipped status job has been processed too by now (the relay sends both rows in one poll).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await maildev.emailsTo(email)).toHaveLength(1);
    expect(await db.orm.em.fork().count(MailDelivery, { recipient: email })).toBe(1);
  });
});
