import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@russ/schema/groups/group-rules';
import { RETURN_STAFF_MESSAGES } from '@russ/schema/returns/return-rules';
import { COUPON_MESSAGES } from '@russ/schema/coupons/coupons';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { couponRefusedAtAcceptance } from '../src/modules/quotes/quote-coupons.js';
import { TOO_MANY_MAILS_FROM_IP_MESSAGE } from '../src/infra/mail-limits.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * The outside security review of issue 17, the authorisation, error and abuse-limit findings: each describe is
 * named after the finding it shows fixed.
 */

let t: TestApp;
/** The app's JSON log lines, read by the security-event tests. */
const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
    done();
  },
});
const securityEvents = (event: string) => logLines.filter((line) => line.securityEvent === event);
const staff = () => ({ cookies: t.staffCookies('staff') });
const admin = () => ({ cookies: t.staffCookies('admin') });

beforeAll(async () => {
  // A small per-IP limit of unverified mails, so the signup's limit is reached in a few requests.
  t = await startTestApp({ env: { UNVERIFIED_MAILS_PER_IP: '5' }, logger: { level: 'info', stream: logStream } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ApproveReturn = graphql(`
  mutation SecurityAuthzApprove($id: ID!, $input: ApproveReturnInput!) {
    approveReturn(id: $id, input: $input) {
      __typename
    }
  }
`);

const CompleteReturn = graphql(`
  mutation SecurityAuthzComplete($id: ID!) {
    completeReturn(id: $id) {
      __typename
      staffReturn {
        id
        status
      }
    }
  }
`);

/** A delivered, invoiced order of the demo customer with one line and a return of it filed. */
async function invoicedReturn(unitPrice: string): Promise<{ orderId: number; returnId: number }> {
  const em = t.em();
  const order = em.create(Order, {
    memberEmail: DEMO_MEMBER_EMAIL,
    orderNumber: `RK-SEC-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    status: 'delivered',
    totalAmount: unitPrice,
  });
  const item = em.create(OrderItem, { order, name: 'Bandana', unitPrice, quantity: 1 });
  em.create(Invoice, {
    order,
    invoiceNumber: `T-${order.orderNumber}`,
    memberEmail: DEMO_MEMBER_EMAIL,
    amount: unitPrice,
    status: 'paid',
    dueDate: new Date(Date.now() + 14 * 86_400_000),
  });
  await em.flush();
  const row = em.create(OrderReturn, { order, orderItem: item, reason: 'Feil størrelse', status: 'requested' });
  await em.flush();
  return { orderId: order.id, returnId: row.id };
}

describe('security review 5: completing a return with a refund needs invoices.credit', () => {
  it('staff without invoices.credit are refused with a Norwegian message; no credit note, nothing changes', async () => {
    const { orderId, returnId } = await invoicedReturn('249.00');
    const approved = await t.gql(ApproveReturn, { id: String(returnId), input: { refundAmount: '249' } }, staff());
    expect(approved.data?.approveReturn.__typename).toBe('ReturnUpdated');

    const refused = await t.gql(CompleteReturn, { id: String(returnId) }, staff());
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(RETURN_STAFF_MESSAGES.completeNeedsCredit);
    expect((await t.em().findOneOrFail(OrderReturn, returnId)).status).toBe('approved');
    expect(await t.em().count(Invoice, { order: orderId, kind: 'credit_note' })).toBe(0);
    const actions = (await t.em().find(AuditEntry, { entityType: 'return', entityId: String(returnId) })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['return.approved']);

    // An administrator holds invoices.credit: the same return completes with its credit note.
    const done = await t.gql(CompleteReturn, { id: String(returnId) }, admin());
    expect(done.data?.completeReturn).toMatchObject({ staffReturn: { status: 'completed' } });
    expect(await t.em().count(Invoice, { order: orderId, kind: 'credit_note' })).toBe(1);
  });

  it('a return approved with no refund issues no credit note, so staff may complete it', async () => {
    const { orderId, returnId } = await invoicedReturn('99.00');
    await t.gql(ApproveReturn, { id: String(returnId), input: { refundAmount: '0' } }, staff());
    const done = await t.gql(CompleteReturn, { id: String(returnId) }, staff());
    expect(done.data?.completeReturn).toMatchObject({ staffReturn: { status: 'completed' } });
    expect(await t.em().count(Invoice, { order: orderId, kind: 'credit_note' })).toBe(0);
  });
});

const MembersSorted = graphql(`
  query SecurityAuthzMembers($sort: ListSort) {
    staffMembers(sort: $sort, limit: 1) {
      total
    }
  }
`);
const OrdersSorted = graphql(`
  query SecurityAuthzOrders($sort: ListSort, $limit: Int = 1) {
    staffOrders(sort: $sort, limit: $limit) {
      total
    }
  }
`);
const QuotesSorted = graphql(`
  query SecurityAuthzQuotes($sort: ListSort) {
    staffQuotes(sort: $sort, limit: 1) {
      total
    }
  }
`);
const InvoicesSorted = graphql(`
  query SecurityAuthzInvoices($sort: ListSort) {
    staffInvoices(sort: $sort, limit: 1) {
      total
    }
  }
`);

describe('security review: sort keys are own properties, and an internal error never carries SQL', () => {
  const hostileKeys = ['constructor', '__proto__', 'toString', '-constructor', 'hasOwnProperty', '-__proto__'];

  // The one list protocol (list-page.ts): a sort field the list does not offer is a typed input error.
  it.each(hostileKeys)('staff lists on the one protocol refuse sort field %j as BAD_USER_INPUT', async (field) => {
    const results = {
      staffMembers: await t.gql(MembersSorted, { sort: { field, order: 'ASC' } }, admin()),
      staffOrders: await t.gql(OrdersSorted, { sort: { field, order: 'DESC' } }, admin()),
      staffQuotes: await t.gql(QuotesSorted, { sort: { field, order: 'DESC' } }, admin()),
      staffInvoices: await t.gql(InvoicesSorted, { sort: { field, order: 'DESC' } }, admin()),
    };
    for (const [name, res] of Object.entries(results)) {
      expect(res.errors?.[0]?.extensions, `${name} sort ${field}`).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { sort: expect.any(String) },
      });
      expect(res.body).not.toMatch(/select|order by|syntax/i);
    }
  });

  it('staff lists on the one protocol refuse a limit above 100 as BAD_USER_INPUT and take 100', async () => {
    const over = await t.gql(OrdersSorted, { limit: 101 }, admin());
    expect(over.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { limit: expect.any(String) },
    });
    const most = await t.gql(OrdersSorted, { limit: 100 }, admin());
    expect(most.errors).toBeUndefined();
  });

  it('the members CSV export takes sort=constructor as unknown and still answers the CSV', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/members.csv?sort=constructor',
      cookies: t.staffCookies('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/order by|syntax error/i);
    expect(res.body.split('\n')[0]).toMatch(/;|,/);
  });
});

const CreateQuote = graphql(`
  mutation SecurityAuthzCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      id
    }
  }
`);
const SendQuote = graphql(`
  mutation SecurityAuthzSendQuote($id: ID!) {
    sendQuote(id: $id) {
      id
      status
    }
  }
`);
const AcceptQuote = graphql(`
  mutation SecurityAuthzAcceptQuote($id: ID!) {
    acceptQuote(id: $id) {
      orderId
    }
  }
`);

/** A coupon of 10 % valid now (overrides for its limits). */
async function freshCoupon(overrides: Partial<Pick<Coupon, 'maxUses' | 'isActive' | 'validUntil'>> = {}) {
  const em = t.em();
  const code = `SEC${Math.floor(Math.random() * 1e9)}`;
  const coupon = em.create(Coupon, {
    code,
    title: 'Sikkerhetstest',
    type: 'percentage',
    value: '10.00',
    validFrom: new Date(Date.now() - 86_400_000),
    validUntil: new Date(Date.now() + 30 * 86_400_000),
    ...overrides,
  });
  await em.flush();
  return coupon;
}

/** A quote with the coupon, sent by staff to the demo customer. */
async function sentQuoteWith(code: string): Promise<string> {
  const hoodie = await t.em().findOneOrFail(Product, { name: { $ilike: '%hoodie%' } }, { orderBy: { id: 'asc' } });
  const created = await t.gql(
    CreateQuote,
    {
      input: {
        customerEmail: DEMO_MEMBER_EMAIL,
        lines: [{ productId: hoodie.id, size: 'M', quantity: 2, unitPrice: '499.00' }],
        discount: { kind: 'none' },
        code,
      },
    },
    staff(),
  );
  expect(created.errors).toBeUndefined();
  const sent = await t.gql(SendQuote, { id: created.data!.createQuote.id }, staff());
  expect(sent.errors).toBeUndefined();
  return sent.data!.sendQuote.id;
}

const customer = () => ({ cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
const ordersOfQuote = (id: string) => t.em().count(Order, { quoteId: Number(id) });

describe('security review: a coupon is checked and counted atomically at quote acceptance', () => {
  it('five acceptances at the same moment of quotes sharing a coupon with maxUses 1: one order, one use', async () => {
    const coupon = await freshCoupon({ maxUses: 1 });
    const quotes = [];
    for (let i = 0; i < 5; i++) quotes.push(await sentQuoteWith(coupon.code));

    const results = await Promise.all(quotes.map((id) => t.gql(AcceptQuote, { id }, customer())));
    const accepted = results.filter((r) => !r.errors);
    expect(accepted).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(refused.errors?.[0]?.message).toBe(couponRefusedAtAcceptance(COUPON_MESSAGES.usedUp));
    }
    expect((await t.em().findOneOrFail(Coupon, coupon.id)).currentUses).toBe(1);
    const orders = await Promise.all(quotes.map(ordersOfQuote));
    expect(orders.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('a coupon that expired or was deactivated after the quote was sent is not honoured at acceptance', async () => {
    const expiring = await freshCoupon();
    const expiredQuote = await sentQuoteWith(expiring.code);
    await t.em().nativeUpdate(Coupon, { id: expiring.id }, { validUntil: new Date(Date.now() - 60_000) });
    const expired = await t.gql(AcceptQuote, { id: expiredQuote }, customer());
    expect(expired.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(expired.errors?.[0]?.message).toBe(couponRefusedAtAcceptance(COUPON_MESSAGES.expired));
    expect(await ordersOfQuote(expiredQuote)).toBe(0);

    const deactivated = await freshCoupon();
    const deactivatedQuote = await sentQuoteWith(deactivated.code);
    await t.em().nativeUpdate(Coupon, { id: deactivated.id }, { isActive: false });
    const off = await t.gql(AcceptQuote, { id: deactivatedQuote }, customer());
    expect(off.errors?.[0]?.message).toBe(couponRefusedAtAcceptance(COUPON_MESSAGES.inactive));
    expect(await ordersOfQuote(deactivatedQuote)).toBe(0);
    expect((await t.em().findOneOrFail(Coupon, deactivated.id)).currentUses).toBe(0);
  });
});

const UpdateGroup = graphql(`
  mutation SecurityAuthzUpdateGroup($id: ID!, $input: UpdateGroupInput!) {
    updateGroup(id: $id, input: $input) {
      __typename
    }
  }
`);
const ArchiveGroup = graphql(`
  mutation SecurityAuthzArchiveGroup($id: ID!) {
    archiveGroup(id: $id) {
      group {
        status
      }
    }
  }
`);

describe('security review: a coordinator cannot reopen a group that staff archived', () => {
  async function coordinatedGroup() {
    const em = t.em();
    const group = em.create(Group, {
      name: `Sikkerhet ${Date.now()}`,
      coordinatorEmail: DEMO_MEMBER_EMAIL,
      inviteCode: `SEC${Math.floor(Math.random() * 1e9)}`,
    });
    await em.flush();
    return group;
  }
  const save = (id: number, name: string, status: string) =>
    t.gql(UpdateGroup, { id: String(id), input: { name, status } }, customer());

  it('staff archive it; the coordinator saving it as active is refused and it stays archived', async () => {
    const group = await coordinatedGroup();
    const archived = await t.gql(ArchiveGroup, { id: String(group.id) }, staff());
    expect(archived.data?.archiveGroup.group.status).toBe('archived');

    const reopen = await save(group.id, group.name, 'active');
    expect(refusalOf(reopen)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: GROUP_MESSAGES.archivedByStaff,
      fieldErrors: [{ field: 'status', message: GROUP_MESSAGES.archivedByStaff }],
    });
    const draft = await save(group.id, group.name, 'draft');
    expect(refusalOf(draft).code).toBe('BAD_USER_INPUT');
    expect((await t.em().findOneOrFail(Group, group.id)).status).toBe('archived');
  });

  it('a group the coordinator archived themselves they may reopen', async () => {
    const group = await coordinatedGroup();
    expect((await save(group.id, group.name, 'archived')).data?.updateGroup.__typename).toBe('GroupSaved');
    expect((await save(group.id, group.name, 'active')).data?.updateGroup.__typename).toBe('GroupSaved');
    expect((await t.em().findOneOrFail(Group, group.id)).status).toBe('active');
  });
});

const JoinCommunity = graphql(`
  mutation SecurityAuthzJoinCommunity($input: MemberInput!) {
    joinCommunity(input: $input) {
      __typename
    }
  }
`);

describe('security review: POST /api/members is limited per client, so member addresses cannot be tested in bulk', () => {
  it('a client asking about existing members gets 409 up to the per-IP limit, then 429 (REST and GraphQL)', async () => {
    const ip = '203.0.113.77';
    const signup = (email: string) => ({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email,
      school: '',
      graduationYear: '',
    });
    const post = (email: string, remoteAddress = ip) =>
      t.inject({
        method: 'POST',
        url: '/api/members',
        headers: { 'content-type': 'application/json' },
        payload: signup(email),
        remoteAddress,
      });

    for (let i = 0; i < t.config.mailLimits.perIp; i++) {
      expect((await post(DEMO_MEMBER_EMAIL)).statusCode).toBe(409);
    }
    const limited = await post(DEMO_MEMBER_EMAIL);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_MAILS_FROM_IP_MESSAGE });
    // A new address from the limited client is refused too and stores nothing.
    const fresh = `sec-join-${Date.now()}@example.no`;
    expect((await post(fresh)).statusCode).toBe(429);
    expect(await t.em().count(Member, { email: fresh })).toBe(0);
    const viaGraphql = await t.gql(JoinCommunity, { input: signup(DEMO_MEMBER_EMAIL) }, { remoteAddress: ip });
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // Another client still gets the 409 that tells a member to sign in.
    expect((await post(DEMO_MEMBER_EMAIL, '203.0.113.78')).statusCode).toBe(409);
  });
});

describe('security review 8: security events leave a trace', () => {
  it('a refused authorisation (GraphQL and REST) is logged with who, the IP and the outcome', async () => {
    const { returnId } = await invoicedReturn('149.00');
    await t.gql(ApproveReturn, { id: String(returnId), input: { refundAmount: '149' } }, staff());
    const before = securityEvents('access.refused').length;
    await t.gql(CompleteReturn, { id: String(returnId) }, { ...staff(), remoteAddress: '192.0.2.41' });
    const graphqlRefusal = securityEvents('access.refused').slice(before);
    expect(graphqlRefusal).toHaveLength(1);
    expect(graphqlRefusal[0]).toMatchObject({
      outcome: 'refused',
      status: 403,
      code: 'FORBIDDEN',
      ip: '192.0.2.41',
      field: 'completeReturn',
      actor: { kind: 'staff', username: t.staffUser('staff').username, role: 'staff' },
    });

    const other = await t.inject({
      method: 'GET',
      url: `/api/customer/export/${encodeURIComponent('noen-andre@example.no')}`,
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
      remoteAddress: '192.0.2.42',
    });
    expect(other.statusCode).toBe(403);
    expect(securityEvents('access.refused').at(-1)).toMatchObject({
      outcome: 'refused',
      status: 403,
      ip: '192.0.2.42',
      method: 'GET',
      actor: { kind: 'customer', email: DEMO_MEMBER_EMAIL },
    });
  });

  it('a refused cross-site request is logged', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
      remoteAddress: '192.0.2.43',
    });
    expect(res.statusCode).toBe(403);
    expect(securityEvents('csrf.refused').at(-1)).toMatchObject({
      outcome: 'refused',
      status: 403,
      ip: '192.0.2.43',
      origin: 'https://evil.example',
      url: '/api/contact',
      actor: { kind: 'anonymous' },
    });
  });

  it('the members CSV export is audited (Hendelseslogg) and logged, with its filter', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/members.csv?school=Oslo&sort=-joinedAt',
      cookies: t.staffCookies('staff'),
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await t
      .em()
      .find(AuditEntry, { action: 'member_list.exported' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(entry).toMatchObject({
      staffUsername: t.staffUser('staff').username,
      entityType: 'member_list',
      entityId: 'csv',
    });
    expect(entry!.after).toMatchObject({ school: 'Oslo', sort: '-joinedAt' });
    expect(securityEvents('members.exported').at(-1)).toMatchObject({
      outcome: 'allowed',
      ip: '192.0.2.44',
      actor: { kind: 'staff', username: t.staffUser('staff').username },
    });
  });

  it("a staff download of a customer's data export is audited on the member and logged; the customer's own is not audited", async () => {
    const url = `/api/customer/export/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`;
    const audited = () => t.em().count(AuditEntry, { action: 'member.data.exported', entityId: DEMO_MEMBER_EMAIL });
    const before = await audited();
    const own = await t.inject({ method: 'GET', url, cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    expect(own.statusCode).toBe(200);
    expect(await audited()).toBe(before);

    const res = await t.inject({ method: 'GET', url, cookies: t.staffCookies('staff'), remoteAddress: '192.0.2.45' });
    expect(res.statusCode).toBe(200);
    expect(await audited()).toBe(before + 1);
    const [entry] = await t
      .em()
      .find(AuditEntry, { action: 'member.data.exported' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(entry).toMatchObject({ entityType: 'member', staffUsername: t.staffUser('staff').username });
    expect(securityEvents('member-data.exported').at(-1)).toMatchObject({
      outcome: 'allowed',
      ip: '192.0.2.45',
      member: DEMO_MEMBER_EMAIL,
      actor: { kind: 'staff' },
    });
  });
});
