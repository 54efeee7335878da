import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNok } from '@russ/schema/common/money';
import { JOBS } from '@russ/schema/jobs/jobs';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../src/modules/coupons/member-coupon.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { Quote } from '../src/modules/quotes/quote.entity.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { SignInToken } from '../src/modules/auth/sign-in-token.entity.js';
import { DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { getFragmentData, graphql, type FragmentType } from './gql/index.js';
import type { QuoteInput } from './gql/graphql.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * Quotes (admin §2): the staff form with its Norwegian refusals, totals by schema's quoteTotals under both
 * discount readings and with RUSS25, numbers, sending and versions, the customer's answer (accepting creates the
 * order), and how an expired quote reads. The mails themselves: worker/test/quote-mails.test.ts; the daily expiry:
 * worker/test/scheduled-jobs.test.ts.
 */

const QuoteFields = graphql(`
  fragment QuotesTestQuote on Quote {
    id
    quoteNumber
    version
    customerEmail
    customerName
    isMember
    status
    statusLabel
    couponCode
    validUntil
    orderId
    orderNumber
    previousVersionId
    replacedById
    canEdit
    canSend
    canNewVersion
    discount {
      kind
      reading
      percent
    }
    lines {
      productId
      productName
      description
      size
      color
      quantity
      unitPrice
      subtotal
      designId
      designName
      printName
    }
    totals {
      pieces
      goods
      discountAmount
      discountLabel
      discountReason
      setAsideLabel
      goodsAfterDiscount
      shipping
      shippingLabel
      vat
      totalExclVat
      total
      rows {
        label
        amount
      }
    }
  }
`);

const CreateQuote = graphql(`
  mutation QuotesTestCreate($input: QuoteInput!) {
    createQuote(input: $input) {
      ...QuotesTestQuote
    }
  }
`);

const UpdateQuote = graphql(`
  mutation QuotesTestUpdate($id: ID!, $input: QuoteInput!) {
    updateQuote(id: $id, input: $input) {
      ...QuotesTestQuote
    }
  }
`);

const Preview = graphql(`
  query QuotesTestPreview($input: QuoteInput!) {
    previewQuoteTotals(input: $input) {
      pieces
      goods
      discountAmount
      discountLabel
      setAsideLabel
      shipping
      vat
      total
    }
  }
`);

const ListQuotes = graphql(`
  query QuotesTestList($search: String, $filter: StaffQuoteFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffQuotes(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        quoteNumber
        status
        totals {
          total
        }
      }
    }
  }
`);

const GetQuote = graphql(`
  query QuotesTestGet($id: ID!) {
    quote(id: $id) {
      ...QuotesTestQuote
    }
  }
`);

const SendQuote = graphql(`
  mutation QuotesTestSend($id: ID!) {
    sendQuote(id: $id) {
      ...QuotesTestQuote
    }
  }
`);

const NewVersion = graphql(`
  mutation QuotesTestNewVersion($id: ID!) {
    newQuoteVersion(id: $id) {
      ...QuotesTestQuote
    }
  }
`);

const Accept = graphql(`
  mutation QuotesTestAccept($id: ID!) {
    acceptQuote(id: $id) {
      orderId
      orderNumber
      quote {
        id
        status
        orderId
        orderNumber
      }
    }
  }
`);

const Decline = graphql(`
  mutation QuotesTestDecline($id: ID!, $reason: String) {
    declineQuote(id: $id, reason: $reason) {
      id
      status
      declineReason
    }
  }
`);

const AreaQuotes = graphql(`
  query QuotesTestArea {
    customerArea {
      quotes {
        id
        quoteNumber
        version
        status
        canAnswer
        totals {
          total
          rows {
            label
            amount
          }
        }
      }
      orders {
        id
        orderNumber
        status
        totalAmount
      }
    }
  }
`);

const PrefillContact = graphql(`
  query QuotesTestPrefillContact($contactId: Int!) {
    quotePrefillFromContact(contactId: $contactId) {
      customerEmail
      contactId
      message
    }
  }
`);

const DeleteAccount = graphql(`
  mutation QuotesTestDeleteAccount($confirmEmail: String!) {
    deleteAccount(confirmEmail: $confirmEmail) {
      __typename
    }
  }
`);

const Products = graphql(`
  query QuotesTestProducts {
    quoteProducts {
      id
      name
      fromPrice
    }
  }
`);

let t: TestApp;
const q = (value: FragmentType<typeof QuoteFields>) => getFragmentData(QuoteFields, value);
let hoodie: Product;
let demoDesign: Design;
let otherDesign: Design;
const NON_MEMBER = 'ny-tilbudskunde@example.com';

const staff = () => ({ cookies: t.staffCookies('staff') });
const customer = (email: string) => ({ cookies: t.customerCookies(email) });

function form(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    customerEmail: DEMO_MEMBER_EMAIL,
    lines: [{ productId: hoodie.id, size: 'M', color: 'navy', quantity: 12, unitPrice: '499.00' }],
    discount: { kind: 'group', reading: 'terms' },
    ...overrides,
  };
}

async function create(input: QuoteInput) {
  const res = await t.gql(CreateQuote, { input }, staff());
  expect(res.errors).toBeUndefined();
  return q(res.data!.createQuote);
}

async function createSent(input: QuoteInput) {
  const quote = await create(input);
  const sent = await t.gql(SendQuote, { id: quote.id }, staff());
  expect(sent.errors).toBeUndefined();
  return q(sent.data!.sendQuote);
}

const fieldErrorsOf = (res: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) => {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return res.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
};
const codeOf = (res: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown>; message: string }> }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});
const count = <T extends Quote | Order>(entity: new (...args: never[]) => T) => t.em().count(entity, {});

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  hoodie = (await em.findOne(Product, { name: { $ilike: '%hoodie%' } }, { orderBy: { id: 'asc' } }))!;
  demoDesign = await em.findOneOrFail(Design, { memberEmail: DEMO_MEMBER_EMAIL }, { orderBy: { id: 'asc' } });
  otherDesign = em.create(Design, { memberEmail: DEMO_GROUP_MEMBER_EMAIL, name: 'Karis logo' });
  await em.flush();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the quote form', () => {
  it('refuses bad input with Norwegian field messages and stores nothing', async () => {
    const before = await count(Quote);
    const empty = await t.gql(CreateQuote, { input: form({ customerEmail: 'ikke-epost', lines: [] }) }, staff());
    expect(fieldErrorsOf(empty)).toEqual({
      customerEmail: 'Oppgi kundens e-postadresse',
      lines: 'Legg til minst én linje',
    });
    const ranges = await t.gql(
      CreateQuote,
      {
        input: form({
          lines: [
            { productId: hoodie.id, quantity: 0, unitPrice: '499.00' },
            { productId: hoodie.id, quantity: 10_001, unitPrice: '-1' },
            { productId: hoodie.id, quantity: 1, unitPrice: '12.345', color: 'x'.repeat(33) },
          ],
          discount: { kind: 'custom', percent: 150 },
          validUntil: new Date(Date.now() - 86_400_000).toISOString(),
        }),
      },
      staff(),
    );
    expect(fieldErrorsOf(ranges)).toEqual({
      'lines.0.quantity': 'Antall må være et helt tall fra 1 til 10 000',
      'lines.1.quantity': 'Antall må være et helt tall fra 1 til 10 000',
      'lines.1.unitPrice': 'Enhetspris må være et beløp fra 0 til 100 000 kr med høyst to desimaler',
      'lines.2.unitPrice': 'Enhetspris må være et beløp fra 0 til 100 000 kr med høyst to desimaler',
      'lines.2.color': 'Fargen kan ha høyst 32 tegn',
      'discount.percent': 'Rabatten må være fra 0 til 100 %, med høyst to desimaler',
      validUntil: 'Gyldig til må være frem i tid',
    });
    const tooFar = await t.gql(
      CreateQuote,
      { input: form({ validUntil: new Date(Date.now() + 400 * 86_400_000).toISOString() }) },
      staff(),
    );
    expect(fieldErrorsOf(tooFar)).toEqual({ validUntil: 'Gyldig til kan være høyst ett år frem i tid' });
    expect(await count(Quote)).toBe(before);
  });

  it('refuses a product that is not in the catalogue, another customer’s design and an unusable code', async () => {
    const before = await count(Quote);
    const res = await t.gql(
      CreateQuote,
      {
        input: form({
          lines: [
            { productId: 999_999, quantity: 5, unitPrice: '100.00' },
            { productId: hoodie.id, quantity: 5, unitPrice: '499.00', designId: otherDesign.id },
          ],
          code: 'VINTER15',
        }),
      },
      staff(),
    );
    expect(fieldErrorsOf(res)).toEqual({
      'lines.0.productId': 'Produktet finnes ikke i katalogen',
      'lines.1.designId': 'Designet tilhører ikke denne kunden',
      code: 'Rabattkoden er ikke aktiv',
    });
    const unknown = await t.gql(CreateQuote, { input: form({ code: 'FINNESIKKE' }) }, staff());
    expect(fieldErrorsOf(unknown)).toEqual({ code: 'Rabattkoden finnes ikke' });
    const below = await t.gql(
      CreateQuote,
      { input: form({ code: 'frifrakt', lines: [{ productId: hoodie.id, quantity: 1, unitPrice: '149.00' }] }) },
      staff(),
    );
    expect(fieldErrorsOf(below)).toEqual({
      code: `Bestillingen er under minstebeløpet for rabattkoden (${formatNok(500)})`,
    });
    expect(await count(Quote)).toBe(before);
  });

  it('computes the totals with either reading of the group discount and with RUSS25, never combined', async () => {
    // 12 × 499 = 5 988 kr; below 20 pieces and not a group order: 199 kr shipping.
    const terms = await create(form());
    expect(terms.totals).toMatchObject({
      pieces: 12,
      goods: '5988.00',
      discountAmount: '598.80',
      discountLabel: 'Grupperabatt 10 % (vilkår)',
      setAsideLabel: null,
      shipping: '199.00',
      total: '5588.20',
      vat: '1117.64',
      totalExclVat: '4470.56',
    });
    expect(terms.totals.rows.map((r) => [r.label, r.amount])).toEqual([
      ['Varer (12 stk.)', formatNok(5988)],
      ['Grupperabatt 10 % (vilkår)', formatNok(-598.8)],
      ['Frakt', formatNok(199)],
      ['Totalt', formatNok(5588.2)],
      ['Herav MVA (25 %)', formatNok(1117.64)],
    ]);
    expect(terms.lines[0]).toMatchObject({ productName: hoodie.name, subtotal: '5988.00', color: 'navy' });
    expect(terms.quoteNumber).toMatch(new RegExp(`^T-${new Date().getUTCFullYear()}-\\d{4}$`));
    expect(terms).toMatchObject({ status: 'draft', statusLabel: 'Utkast', version: 1, canEdit: true, canSend: true });

    const page = await t.gql(
      Preview,
      { input: form({ discount: { kind: 'group', reading: 'groupDiscountsPage' } }) },
      staff(),
    );
    expect(page.data?.previewQuoteTotals).toMatchObject({
      discountAmount: '299.40',
      discountLabel: 'Grupperabatt 5 % (tjenestesiden)',
      total: '5887.60',
    });

    const russ = await t.gql(Preview, { input: form({ code: ' russ25 ' }) }, staff());
    expect(russ.data?.previewQuoteTotals).toMatchObject({
      discountAmount: '1497.00',
      discountLabel: 'Rabattkode RUSS25 (25 %)',
      setAsideLabel: 'Grupperabatt 10 % (vilkår)',
      shipping: '199.00',
      total: '4690.00',
    });

    // A group order ships free; a custom percentage.
    const group = await t.gql(
      Preview,
      { input: form({ discount: { kind: 'custom', percent: 12.5 }, groupId: null }) },
      staff(),
    );
    expect(group.data?.previewQuoteTotals).toMatchObject({ discountAmount: '748.50', total: '5438.50' });
  });

  it('stores the totals it showed, and a design of the customer with a print name', async () => {
    const quote = await create(
      form({
        lines: [{ productId: hoodie.id, quantity: 20, unitPrice: '499.00', designId: demoDesign.id, printName: 'OLA' }],
        code: 'RUSS25',
      }),
    );
    const row = await t.em().findOneOrFail(Quote, { id: Number(quote.id) });
    expect(row).toMatchObject({
      pieces: 20,
      goodsAmount: '9980.00',
      discountAmount: '2495.00',
      shippingAmount: '0.00',
      totalAmount: '7485.00',
      couponCode: 'RUSS25',
    });
    expect(quote.lines[0]).toMatchObject({ designId: demoDesign.id, designName: demoDesign.name, printName: 'OLA' });
    expect(quote.totals.shippingLabel).toBe('Gratis frakt fra 20 stk.');
    expect(await t.em().count(AuditEntry, { entityType: 'quote', entityId: quote.id, action: 'quote.created' })).toBe(
      1,
    );
  });

  it('gives every quote its own number, also when created at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => t.gql(CreateQuote, { input: form() }, staff())));
    const numbers = results.map((r) => q(r.data!.createQuote).quoteNumber);
    expect(new Set(numbers).size).toBe(6);
  });

  it('lists, searches and reads quotes for staff; customers may not', async () => {
    const quote = await create(form({ customerEmail: 'Liste.Kunde@Example.com' }));
    const list = await t.gql(ListQuotes, { search: 'liste.kunde' }, staff());
    expect(list.data?.staffQuotes.items.map((q) => q.id)).toEqual([quote.id]);
    const byNumber = await t.gql(ListQuotes, { search: quote.quoteNumber }, staff());
    expect(byNumber.data?.staffQuotes.items.map((q) => q.quoteNumber)).toEqual([quote.quoteNumber]);
    const byName = await t.gql(ListQuotes, { search: 'Demo', limit: 100 }, staff());
    expect(byName.data?.staffQuotes.total).toBeGreaterThan(0);
    const sorted = await t.gql(ListQuotes, { sort: { field: 'total', order: 'DESC' }, limit: 5 }, staff());
    const totals = sorted.data!.staffQuotes.items.map((q) => Number(q.totals.total));
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    const drafts = await t.gql(ListQuotes, { filter: { status: 'sent' } }, staff());
    expect(drafts.data?.staffQuotes.items.every((q) => q.status === 'sent')).toBe(true);

    const got = await t.gql(GetQuote, { id: quote.id }, staff());
    expect(q(got.data!.quote).customerEmail).toBe('liste.kunde@example.com');
    expect(q(got.data!.quote).isMember).toBe(false);
    const missing = await t.gql(GetQuote, { id: '999999' }, staff());
    expect(codeOf(missing)).toEqual({ code: 'NOT_FOUND', message: 'Tilbudet finnes ikke' });
    const asCustomer = await t.gql(ListQuotes, {}, customer(DEMO_MEMBER_EMAIL));
    expect(codeOf(asCustomer).code).toBe('FORBIDDEN');

    const products = await t.gql(Products, {}, staff());
    expect(products.data?.quoteProducts.find((p) => p.id === hoodie.id)?.fromPrice).toMatch(/^\d+\.00$/);
  });

  it('fills a new quote from a contact message', async () => {
    const rows: Array<{ id: number }> = await t
      .em()
      .getConnection()
      .execute(
        `insert into contacts (first_name, last_name, email, subject, message) values ('Per', 'Pris', 'Per@Example.com', 'tilbud', 'Vi er 25 stk.') returning id`,
      );
    const res = await t.gql(PrefillContact, { contactId: rows[0].id }, staff());
    expect(res.data?.quotePrefillFromContact).toEqual({
      customerEmail: 'per@example.com',
      contactId: rows[0].id,
      message: 'Vi er 25 stk.',
    });
  });
});

describe('sending and versions', () => {
  it('sends a draft (30 days validity, the mail queued with a sign-in link to the quote); a sent quote cannot be edited', async () => {
    const quote = await create(form());
    const updated = await t.gql(
      UpdateQuote,
      { id: quote.id, input: form({ customerNote: 'Levering i mars.' }) },
      staff(),
    );
    expect(updated.errors).toBeUndefined();
    const sent = await t.gql(SendQuote, { id: quote.id }, staff());
    const view = q(sent.data!.sendQuote);
    expect(view).toMatchObject({
      status: 'sent',
      statusLabel: 'Sendt',
      canEdit: false,
      canSend: false,
      canNewVersion: true,
    });
    const days = (new Date(view.validUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const events = await t.em().find(OutboxEvent, { type: JOBS.quoteSent });
    const event = events.find((e) => e.payload.quoteId === Number(quote.id))!;
    // Security review finding 4: the quote mail carries no sign-in link (a forwarded mail signs nobody in).
    expect(event.payload).toEqual({ quoteId: Number(quote.id) });
    expect(await t.em().count(SignInToken, { email: DEMO_MEMBER_EMAIL, createdAt: { $gte: event.createdAt } })).toBe(0);

    const again = await t.gql(UpdateQuote, { id: quote.id, input: form() }, staff());
    expect(codeOf(again)).toEqual({
      code: 'CONFLICT',
      message: 'Bare utkast kan endres. Lag en ny versjon for å endre et sendt tilbud.',
    });
    const twice = await t.gql(SendQuote, { id: quote.id }, staff());
    expect(codeOf(twice)).toEqual({ code: 'CONFLICT', message: 'Bare utkast kan sendes' });
  });

  it('a draft whose code has ended meanwhile is not sent', async () => {
    const quote = await create(form({ code: 'FRIFRAKT' }));
    await t.em().nativeUpdate(Coupon, { code: 'FRIFRAKT' }, { isActive: false });
    try {
      const sent = await t.gql(SendQuote, { id: quote.id }, staff());
      expect(fieldErrorsOf(sent)).toEqual({ code: 'Rabattkoden er ikke aktiv' });
      expect((await t.em().findOneOrFail(Quote, { id: Number(quote.id) })).status).toBe('draft');
    } finally {
      await t.em().nativeUpdate(Coupon, { code: 'FRIFRAKT' }, { isActive: true });
    }
  });

  it('a new version copies the lines into a draft; sending it replaces the old one for the customer', async () => {
    const first = await createSent(form({ customerEmail: DEMO_GROUP_MEMBER_EMAIL }));
    const copy = q((await t.gql(NewVersion, { id: first.id }, staff())).data!.newQuoteVersion);
    expect(copy).toMatchObject({
      quoteNumber: first.quoteNumber,
      version: 2,
      status: 'draft',
      previousVersionId: Number(first.id),
    });
    expect(copy.lines).toEqual(first.lines);
    const secondCopy = await t.gql(NewVersion, { id: first.id }, staff());
    expect(codeOf(secondCopy).code).toBe('CONFLICT');

    // Until the new version is sent, the customer sees the first.
    let area = await t.gql(AreaQuotes, {}, customer(DEMO_GROUP_MEMBER_EMAIL));
    expect(area.data?.customerArea?.quotes.map((q) => q.id)).toEqual([first.id]);

    await t.gql(
      UpdateQuote,
      {
        id: copy.id,
        input: form({ customerEmail: DEMO_GROUP_MEMBER_EMAIL, discount: { kind: 'custom', percent: 20 } }),
      },
      staff(),
    );
    await t.gql(SendQuote, { id: copy.id }, staff());
    const old = q((await t.gql(GetQuote, { id: first.id }, staff())).data!.quote);
    expect(old).toMatchObject({ replacedById: Number(copy.id), canNewVersion: false });
    area = await t.gql(AreaQuotes, {}, customer(DEMO_GROUP_MEMBER_EMAIL));
    expect(area.data?.customerArea?.quotes.map((q) => [q.id, q.version])).toEqual([[copy.id, 2]]);

    // The replaced version cannot be accepted.
    const accept = await t.gql(Accept, { id: first.id }, customer(DEMO_GROUP_MEMBER_EMAIL));
    expect(codeOf(accept)).toEqual({ code: 'CONFLICT', message: 'Dette tilbudet er erstattet av en nyere versjon' });
  });
});

describe('a new version of a quote the customer accepts meanwhile', () => {
  it('cannot be sent', async () => {
    const first = await createSent(form());
    const copy = q((await t.gql(NewVersion, { id: first.id }, staff())).data!.newQuoteVersion);
    expect((await t.gql(Accept, { id: first.id }, customer(DEMO_MEMBER_EMAIL))).errors).toBeUndefined();
    const send = await t.gql(SendQuote, { id: copy.id }, staff());
    expect(codeOf(send)).toEqual({
      code: 'CONFLICT',
      message: 'Kunden har allerede godtatt forrige versjon av tilbudet',
    });
    expect((await t.em().findOneOrFail(Quote, { id: Number(copy.id) })).status).toBe('draft');
  });
});

describe("the customer's answer", () => {
  it("accepting creates the order with the quote's lines and queues the confirmation and the shop's notice", async () => {
    const quote = await createSent(
      form({
        lines: [
          {
            productId: hoodie.id,
            size: 'L',
            color: 'svart',
            quantity: 10,
            unitPrice: '499.00',
            designId: demoDesign.id,
            printName: 'OLA',
          },
          { productId: hoodie.id, size: 'M', quantity: 2, unitPrice: '449.00' },
        ],
      }),
    );
    const ordersBefore = await count(Order);
    const other = await t.gql(Accept, { id: quote.id }, customer(DEMO_GROUP_MEMBER_EMAIL));
    expect(codeOf(other)).toEqual({ code: 'NOT_FOUND', message: 'Tilbudet finnes ikke' });
    const asStaff = await t.gql(Accept, { id: quote.id }, staff());
    expect(codeOf(asStaff).code).toBe('FORBIDDEN');
    expect(await count(Order)).toBe(ordersBefore);

    const res = await t.gql(Accept, { id: quote.id }, customer(DEMO_MEMBER_EMAIL));
    expect(res.errors).toBeUndefined();
    const accepted = res.data!.acceptQuote;
    expect(accepted.orderNumber).toMatch(new RegExp(`^RK-${new Date().getUTCFullYear()}-\\d{4}$`));
    expect(accepted.quote).toMatchObject({
      status: 'accepted',
      orderId: accepted.orderId,
      orderNumber: accepted.orderNumber,
    });

    const em = t.em();
    const order = await em.findOneOrFail(Order, { id: accepted.orderId });
    // 4 990 + 898 = 5 888; 12 pieces: 10 % (588.80); 199 kr shipping.
    expect(order).toMatchObject({
      memberEmail: DEMO_MEMBER_EMAIL,
      status: 'pending',
      totalAmount: '5498.20',
      quoteId: Number(quote.id),
      groupId: null,
    });
    const items = await em.find(OrderItem, { order }, { orderBy: { id: 'asc' } });
    expect(items.map((i) => [i.name, i.size, i.color, i.quantity, i.unitPrice, i.designId, i.printName])).toEqual([
      [hoodie.name, 'L', 'svart', 10, '499.00', demoDesign.id, 'OLA'],
      [hoodie.name, 'M', null, 2, '449.00', null, null],
    ]);
    expect(JSON.parse(order.items)).toHaveLength(2);
    const outbox = await em.find(OutboxEvent, { type: { $in: [JOBS.orderConfirmation, JOBS.quoteAnswered] } });
    expect(outbox.map((e) => [e.type, e.payload])).toEqual(
      expect.arrayContaining([
        [JOBS.orderConfirmation, { orderId: order.id }],
        [JOBS.quoteAnswered, { quoteId: Number(quote.id) }],
      ]),
    );

    // The quote's `Historikk` says the customer accepted it, and when (issue 22: by the customer, not by staff).
    const answered = await em.find(AuditEntry, { entityType: 'quote', entityId: quote.id, action: 'quote.accepted' });
    expect(answered.map((e) => [e.staffUserId, e.staffUsername, e.after])).toEqual([
      [null, `${DEMO_MEMBER_EMAIL} (kunde)`, { status: 'accepted', orderId: order.id, orderNumber: order.orderNumber }],
    ]);

    const area = await t.gql(AreaQuotes, {}, customer(DEMO_MEMBER_EMAIL));
    expect(area.data?.customerArea?.orders[0]).toMatchObject({ orderNumber: accepted.orderNumber, status: 'pending' });
    expect(area.data?.customerArea?.quotes.find((q) => q.id === quote.id)).toMatchObject({
      status: 'accepted',
      canAnswer: false,
    });

    // Answering again is refused and changes nothing.
    const again = await t.gql(Accept, { id: quote.id }, customer(DEMO_MEMBER_EMAIL));
    expect(codeOf(again)).toEqual({ code: 'CONFLICT', message: 'Tilbudet er allerede besvart' });
    const decline = await t.gql(Decline, { id: quote.id }, customer(DEMO_MEMBER_EMAIL));
    expect(codeOf(decline)).toEqual({ code: 'CONFLICT', message: 'Tilbudet er allerede besvart' });
    expect(await count(Order)).toBe(ordersBefore + 1);
  });

  it("a coupon on an accepted quote counts as used, also the customer's own copy of it", async () => {
    const quote = await createSent(form({ code: 'VELKOMMEN10' }));
    expect(quote.totals).toMatchObject({ discountLabel: 'Rabattkode VELKOMMEN10 (10 %)', discountAmount: '598.80' });
    const em = t.em();
    const coupon = await em.findOneOrFail(Coupon, { code: 'VELKOMMEN10' });
    const uses = coupon.currentUses;
    const res = await t.gql(Accept, { id: quote.id }, customer(DEMO_MEMBER_EMAIL));
    expect(res.errors).toBeUndefined();
    const after = t.em();
    expect((await after.findOneOrFail(Coupon, { code: 'VELKOMMEN10' })).currentUses).toBe(uses + 1);
    const handed = await after.findOneOrFail(MemberCoupon, { memberEmail: DEMO_MEMBER_EMAIL, coupon: coupon.id });
    expect(handed).toMatchObject({ isUsed: true, orderId: res.data!.acceptQuote.orderId });
  });

  it('accepting twice at the same moment creates one order', async () => {
    const quote = await createSent(form());
    const before = await count(Order);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => t.gql(Accept, { id: quote.id }, customer(DEMO_MEMBER_EMAIL))),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map((r) => codeOf(r))).toEqual([
      { code: 'CONFLICT', message: 'Tilbudet er allerede besvart' },
      { code: 'CONFLICT', message: 'Tilbudet er allerede besvart' },
    ]);
    expect(await count(Order)).toBe(before + 1);
  });

  it('an expired quote cannot be accepted, and nothing changes', async () => {
    const quote = await createSent(form());
    const em = t.em();
    await em.nativeUpdate(Quote, { id: Number(quote.id) }, { validUntil: new Date(Date.now() - 60_000) });
    const before = await count(Order);
    const res = await t.gql(Accept, { id: quote.id }, customer(DEMO_MEMBER_EMAIL));
    expect(codeOf(res)).toEqual({ code: 'CONFLICT', message: 'Tilbudet er utløpt' });
    expect(await count(Order)).toBe(before);
    expect((await t.em().findOneOrFail(Quote, { id: Number(quote.id) })).status).toBe('sent');
  });

  it('a draft is not the customer’s to see or answer', async () => {
    const quote = await create(form());
    const res = await t.gql(Accept, { id: quote.id }, customer(DEMO_MEMBER_EMAIL));
    expect(codeOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Tilbudet finnes ikke' });
    const area = await t.gql(AreaQuotes, {}, customer(DEMO_MEMBER_EMAIL));
    expect(area.data?.customerArea?.quotes.some((q) => q.id === quote.id)).toBe(false);
  });

  it('declining keeps the reason and tells the shop', async () => {
    const quote = await createSent(form());
    const long = await t.gql(Decline, { id: quote.id, reason: 'x'.repeat(1001) }, customer(DEMO_MEMBER_EMAIL));
    expect(fieldErrorsOf(long)).toEqual({ reason: 'Begrunnelsen kan ha høyst 1000 tegn' });
    const res = await t.gql(Decline, { id: quote.id, reason: '  For dyrt  ' }, customer(DEMO_MEMBER_EMAIL));
    expect(res.data?.declineQuote).toEqual({ id: quote.id, status: 'declined', declineReason: 'For dyrt' });
    const events = await t.em().find(OutboxEvent, { type: JOBS.quoteAnswered });
    expect(events.some((e) => e.payload.quoteId === Number(quote.id))).toBe(true);
    const declined = await t
      .em()
      .find(AuditEntry, { entityType: 'quote', entityId: quote.id, action: 'quote.declined' });
    expect(declined.map((e) => [e.staffUserId, e.staffUsername, e.after])).toEqual([
      [null, `${DEMO_MEMBER_EMAIL} (kunde)`, { status: 'declined', declineReason: 'For dyrt' }],
    ]);
  });

  it('a non-member who accepts becomes a member', async () => {
    const quote = await createSent(form({ customerEmail: NON_MEMBER }));
    expect(quote.isMember).toBe(false);
    expect(await t.em().count(Member, { email: NON_MEMBER })).toBe(0);
    const res = await t.gql(Accept, { id: quote.id }, customer(NON_MEMBER));
    expect(res.errors).toBeUndefined();
    const member = await t.em().findOneOrFail(Member, { email: NON_MEMBER });
    expect(member.firstName).toBe('ny-tilbudskunde');
    const welcome = await t.em().find(OutboxEvent, { type: JOBS.memberWelcome });
    expect(welcome.some((e) => e.payload.memberId === member.id)).toBe(true);
  });
});

describe('an expired quote', () => {
  it("reads 'expired' in the customer area and can no longer be answered (the daily expiry: worker/test/scheduled-jobs.test.ts)", async () => {
    const due = await createSent(form());
    await t
      .em()
      .nativeUpdate(Quote, { id: Number(due.id) }, { validUntil: new Date(Date.now() - 1000), status: 'expired' });
    const area = await t.gql(AreaQuotes, {}, customer(DEMO_MEMBER_EMAIL));
    expect(area.data?.customerArea?.quotes.find((q) => q.id === due.id)).toMatchObject({
      status: 'expired',
      canAnswer: false,
    });
  });
});

describe("the customer's data", () => {
  it('the export lists their quotes; deleting the account removes the quotes that became no order', async () => {
    const email = 'slett-meg@example.com';
    const em = t.em();
    em.create(Member, { firstName: 'Slett', lastName: 'Meg', email });
    await em.flush();
    const accepted = await createSent(form({ customerEmail: email }));
    expect((await t.gql(Accept, { id: accepted.id }, customer(email))).errors).toBeUndefined();
    const draft = await create(form({ customerEmail: email }));
    const sent = await createSent(form({ customerEmail: email }));

    const exported = await t.inject({
      method: 'GET',
      url: `/api/customer/export/${encodeURIComponent(email)}`,
      cookies: t.customerCookies(email),
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json() as { quotes: Array<{ id: number; status: string }> };
    expect(data.quotes.map((q) => [String(q.id), q.status])).toEqual([
      [accepted.id, 'accepted'],
      [draft.id, 'draft'],
      [sent.id, 'sent'],
    ]);

    const res = await t.gql(DeleteAccount, { confirmEmail: email }, customer(email));
    expect(res.data?.deleteAccount.__typename).toBe('AccountDeleted');
    const left = await t.em().find(Quote, { customerEmail: email });
    expect(left.map((q) => String(q.id))).toEqual([accepted.id]);
  });
});
