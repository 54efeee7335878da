import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppConfig,
  enqueueOutbox,
  Member,
  Order,
  OrderItem,
  Product,
  Quote,
  QuoteLine,
  SignInToken,
  verifySignInLinkToken,
} from '@russ/api/db';
import { formatNok } from '@russ/schema/common/money';
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
 * The quote mails through the real pipeline (outbox → relay → BullMQ → worker → SMTP → maildev): the quote with
 * its lines, summary and total and a sign-in link to it; the order confirmation with the binding-order wording;
 * the shop's notice of an accepted or declined quote.
 */

let db: TestDb;
let maildev: Maildev;
let config: AppConfig;
let prefix: string;
let pipeline: Pipeline;

beforeAll(async () => {
  [db, maildev] = await Promise.all([createTestDb(), startMaildev()]);
  config = testConfig({ SMTP_URL: maildev.smtpUrl, SHOP_EMAIL: 'butikken@example.no' });
  prefix = uniqueName('wtest-');
  pipeline = startPipeline({ orm: db.orm, config, redisUrl: REDIS_URL, prefix });
}, 120_000);

afterAll(async () => {
  await pipeline?.stop();
  await dropQueue(REDIS_URL, prefix).catch(() => {});
  await maildev?.stop();
  await db?.drop();
});

const mailsTo = (email: string, count = 1) =>
  waitFor(`${count} mail(s) to ${email}`, async () => {
    const mails = await maildev.emailsTo(email);
    return mails.length >= count ? mails : null;
  });

/** A sent quote as the api stores it: 12 × 499 kr, group discount 10 % (terms), 199 kr shipping = 5 588,20 kr. */
async function arrangeQuote(email: string, member: boolean) {
  const em = db.orm.em.fork();
  const product = await em.findOneOrFail(Product, { name: { $ilike: '%hoodie%' } }, { orderBy: { id: 'asc' } });
  if (member) em.create(Member, { firstName: 'Tora', lastName: 'Tilbud', email });
  const validUntil = new Date(Date.now() + 30 * 86_400_000);
  const quote = em.create(Quote, {
    quoteNumber: `T-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
    customerEmail: email,
    status: 'sent',
    discountKind: 'group',
    discountReading: 'terms',
    validUntil,
    sentAt: new Date(),
    pieces: 12,
    goodsAmount: '5988.00',
    discountAmount: '598.80',
    shippingAmount: '199.00',
    vatAmount: '1117.64',
    totalAmount: '5588.20',
  });
  em.create(QuoteLine, {
    quote,
    productId: product.id,
    description: product.name,
    size: 'M',
    color: 'navy',
    quantity: 12,
    unitPrice: '499.00',
  });
  await em.flush();
  return { quote, product };
}

describe('quote mails', () => {
  it('mails the quote with its lines, summary, total, validity and a link to it that signs nobody in', async () => {
    const email = `${uniqueName('tora-')}@example.no`;
    const { quote } = await arrangeQuote(email, true);
    await db.orm.em.fork().transactional(async (tx) => {
      enqueueOutbox(tx, JOBS.quoteSent, { quoteId: quote.id });
    });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(`Tilbud ${quote.quoteNumber} fra ${config.shop.name}`);
    expect(mail.text).toContain('Hei Tora Tilbud,');
    expect(mail.text).toContain(`12 × `);
    // The colour is named as on the product page, not by its slug.
    expect(mail.text).toContain(`(M, Navy): ${formatNok(499)} per stk., ${formatNok(5988)}`);
    expect(mail.text).toContain(`Grupperabatt 10 % (vilkår): ${formatNok(-598.8)}`);
    expect(mail.text).toContain(`Frakt: ${formatNok(199)}`);
    expect(mail.text).toContain(`Totalt: ${formatNok(5588.2)}`);
    expect(mail.text).toContain(`Herav MVA (25 %): ${formatNok(1117.64)}`);
    expect(mail.text).toMatch(/gyldig til og med \d{2}\.\d{2}\.\d{4}/);
    expect(mail.html).toContain(formatNok(5588.2));
    // Security review finding 4: whoever the mail is forwarded to gets no session. The link goes through the usual
    // sign-in (straight to the quote when signed in already); no sign-in token exists for it.
    const quotePath = `/customer-dashboard?tab=orders&quote=${quote.id}`;
    expect(mail.text).toContain(
      `http://shop.test/api/login?${new URLSearchParams({ returnTo: quotePath }).toString()}`,
    );
    expect(mail.text).not.toContain('/api/auth/verify');
    expect(mail.html).not.toContain('/api/auth/verify');
    expect(await db.orm.em.fork().count(SignInToken, { email })).toBe(0);
    expect(mail.text).not.toContain('Du er ikke medlem');
  });

  it('tells a non-member that accepting makes them a member', async () => {
    const email = `${uniqueName('ny-')}@example.no`;
    const { quote } = await arrangeQuote(email, false);
    await db.orm.em.fork().transactional(async (tx) => {
      enqueueOutbox(tx, JOBS.quoteSent, { quoteId: quote.id });
    });
    const [mail] = await mailsTo(email);
    expect(mail.text).toMatch(/^Hei,/);
    expect(mail.text).toContain('når du godtar tilbudet, blir du medlem (gratis)');
  });

  it('security review: a non-member with an open quote who asks for a sign-in link gets one (to answer it)', async () => {
    const email = `${uniqueName('ikke-medlem-')}@example.no`;
    await arrangeQuote(email, false);
    const em = db.orm.em.fork();
    const token = em.create(SignInToken, {
      email,
      expiresAt: new Date(Date.now() + 15 * 60_000),
      returnTo: '/customer-dashboard?tab=orders',
    });
    await em.flush();
    await db.orm.em.fork().transactional(async (tx) => {
      enqueueOutbox(tx, JOBS.signInLink, { signInTokenId: token.id });
    });
    const [mail] = await mailsTo(email);
    expect(mail.text).toMatch(/^Hei,/);
    const link = /(http:\/\/shop\.test\/api\/auth\/verify\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const claims = verifySignInLinkToken(
      decodeURIComponent(new URL(link!).searchParams.get('token')!),
      config.sessionSecret,
    );
    expect(claims).toEqual({ tid: token.id });
  });

  it('confirms the order (binding once received) and tells the shop the answer', async () => {
    const email = `${uniqueName('ola-')}@example.no`;
    const { quote, product } = await arrangeQuote(email, true);
    const em = db.orm.em.fork();
    const order = em.create(Order, {
      memberEmail: email,
      orderNumber: `RK-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      status: 'pending',
      totalAmount: '5588.20',
      quoteId: quote.id,
    });
    em.create(OrderItem, {
      order,
      productId: product.id,
      name: product.name,
      size: 'M',
      color: 'navy',
      quantity: 12,
      unitPrice: '499.00',
      printName: 'TORA',
    });
    await em.flush();
    await em.nativeUpdate(Quote, { id: quote.id }, { status: 'accepted', answeredAt: new Date(), orderId: order.id });
    await db.orm.em.fork().transactional(async (tx) => {
      enqueueOutbox(tx, JOBS.orderConfirmation, { orderId: order.id });
      enqueueOutbox(tx, JOBS.quoteAnswered, { quoteId: quote.id });
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toBe(`Ordrebekreftelse ${order.orderNumber}`);
    expect(confirmation.text).toContain(`Vi bekrefter ordre ${order.orderNumber} etter tilbud ${quote.quoteNumber}`);
    expect(confirmation.text).toContain(`- 12 × ${product.name} (M, Navy, trykk: TORA), ${formatNok(499)} per stk.`);
    expect(confirmation.text).toContain(`Totalt: ${formatNok(5588.2)}`);
    expect(confirmation.text).toContain('Bestillingen er bindende når du har mottatt denne ordrebekreftelsen');

    const notices = await waitFor('the notice to the shop', async () => {
      const mails = (await maildev.emailsTo('butikken@example.no')).filter((m) =>
        m.subject.includes(quote.quoteNumber),
      );
      return mails.length ? mails : null;
    });
    expect(notices[0].subject).toBe(`Tilbud ${quote.quoteNumber} er godtatt`);
    expect(notices[0].text).toContain(`Ordre: ${order.orderNumber}`);
  });

  it('tells the shop a quote was declined, with the reason', async () => {
    const email = `${uniqueName('nei-')}@example.no`;
    const { quote } = await arrangeQuote(email, true);
    const em = db.orm.em.fork();
    await em.nativeUpdate(
      Quote,
      { id: quote.id },
      { status: 'declined', answeredAt: new Date(), declineReason: 'For dyrt <b>' },
    );
    await em.transactional(async (tx) => {
      enqueueOutbox(tx, JOBS.quoteAnswered, { quoteId: quote.id });
    });
    const notices = await waitFor('the decline notice', async () => {
      const mails = (await maildev.emailsTo('butikken@example.no')).filter((m) =>
        m.subject.includes(quote.quoteNumber),
      );
      return mails.length ? mails : null;
    });
    expect(notices[0].subject).toBe(`Tilbud ${quote.quoteNumber} er avslått`);
    expect(notices[0].text).toContain('Begrunnelse:\nFor dyrt <b>');
    expect(notices[0].html).toContain('For dyrt &lt;b&gt;');
  });
});
