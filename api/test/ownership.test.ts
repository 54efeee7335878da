import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * A customer reads only their own data (ARCHITECTURE "Who can do what"): every customer REST route and the
 * customerArea query answer 401 without a session, 403 for another customer, and the data for the owner and for
 * staff.
 */

const CUSTOMER_ROUTES = [
  '/api/members/profile/:email',
  '/api/customer/orders/:email',
  '/api/customer/coupons/:email',
  '/api/customer/invoices/:email',
  '/api/customer/addresses/:email',
  '/api/customer/returns/:email',
  '/api/customer/groups/:email',
  '/api/customer/group-memberships/:email',
  '/api/customer/designs/:email',
  '/api/customer/messages/:email',
  '/api/customer/sizes/:email',
] as const;

const suffix = Date.now().toString(36);
const OWNER = `eier-${suffix}@example.no`;
const OTHER = `annen-${suffix}@example.no`;
const NON_MEMBER = `ikke-medlem-${suffix}@example.no`;

const url = (route: string, email: string) => route.replace(':email', encodeURIComponent(email));

const AREA_QUERY = graphql(`
  query OwnershipTestArea($email: String) {
    customerArea(email: $email) {
      email
      profile {
        email
        firstName
      }
      orders {
        orderNumber
        items {
          name
        }
      }
      coupons {
        id
      }
      invoices {
        id
      }
      addresses {
        id
      }
      returns {
        id
      }
      groups {
        id
      }
      memberOfGroups {
        id
      }
      groupMemberships {
        id
      }
      designs {
        id
      }
      messageThreads {
        id
      }
      sizeSubmissions {
        id
      }
      counts {
        orders
        designs
        groups
        messages
        addresses
        unusedCoupons
      }
    }
  }
`);
const OWN_RECORDS = graphql(`
  query OwnershipTestOwnRecords {
    customerArea {
      orders {
        id
      }
      invoices {
        id
      }
      returns {
        id
      }
    }
  }
`);
const REQUEST_RETURN = graphql(`
  mutation OwnershipTestRequestReturn($input: ReturnRequestInput!) {
    requestReturn(input: $input) {
      __typename
      ... on ReturnRequested {
        returns {
          id
          orderItemId
          status
        }
      }
    }
  }
`);
const REMOVE = graphql(`
  mutation OwnershipTestRemoveMember($groupId: ID!, $memberId: ID!) {
    removeGroupMember(groupId: $groupId, memberId: $memberId) {
      memberId
    }
  }
`);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Eier', lastName: 'Kunde', email: OWNER });
  em.create(Member, { firstName: 'Annen', lastName: 'Kunde', email: OTHER });
  em.create(Order, { memberEmail: OWNER, orderNumber: `E-${suffix}`, totalAmount: '499.00' });
  em.create(Order, { memberEmail: OTHER, orderNumber: `A-${suffix}`, totalAmount: '399.00' });
  await em.flush();
});

afterAll(async () => {
  await t?.close();
});

const area = (email: string | null, cookies?: Record<string, string>) => t.gql(AREA_QUERY, { email }, { cookies });

describe.each(CUSTOMER_ROUTES)('GET %s', (route) => {
  it('401 {"message":"Unauthorized"} without a session', async () => {
    const res = await t.inject({ method: 'GET', url: url(route, OWNER) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it("403 for another customer's e-mail", async () => {
    const res = await t.inject({ method: 'GET', url: url(route, OWNER), cookies: t.customerCookies(OTHER) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Du har ikke tilgang til dette.' });
  });

  it('200 for the owner, whatever the case of the e-mail in the path', async () => {
    for (const email of [OWNER, OWNER.toUpperCase()]) {
      const res = await t.inject({ method: 'GET', url: url(route, email), cookies: t.customerCookies(OWNER) });
      expect(res.statusCode, email).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('200 for staff and for an admin', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const res = await t.inject({ method: 'GET', url: url(route, OWNER), cookies: t.staffCookies(role) });
      expect(res.statusCode, role).toBe(200);
    }
  });

  it('a forged or expired session counts as none (401)', async () => {
    const cookies = t.customerCookies(OWNER);
    const name = Object.keys(cookies)[0];
    const res = await t.inject({ method: 'GET', url: url(route, OWNER), cookies: { [name]: `${cookies[name]}x` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('what the owner sees', () => {
  it('only their own rows', async () => {
    const mine = await t.inject({
      method: 'GET',
      url: url('/api/customer/orders/:email', OWNER),
      cookies: t.customerCookies(OWNER),
    });
    expect(mine.json().map((o: { orderNumber: string }) => o.orderNumber)).toEqual([`E-${suffix}`]);
    const theirs = await t.inject({
      method: 'GET',
      url: url('/api/customer/orders/:email', OTHER),
      cookies: t.customerCookies(OTHER),
    });
    expect(theirs.json().map((o: { orderNumber: string }) => o.orderNumber)).toEqual([`A-${suffix}`]);
  });

  it('the profile is 404 for a signed-in customer without a membership; their lists are empty', async () => {
    const profile = await t.inject({
      method: 'GET',
      url: url('/api/members/profile/:email', NON_MEMBER),
      cookies: t.customerCookies(NON_MEMBER),
    });
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ message: expect.any(String) });
    const orders = await t.inject({
      method: 'GET',
      url: url('/api/customer/orders/:email', NON_MEMBER),
      cookies: t.customerCookies(NON_MEMBER),
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([]);
  });

  it('the profile answers the spec fields', async () => {
    const res = await t.inject({
      method: 'GET',
      url: url('/api/members/profile/:email', OWNER),
      cookies: t.customerCookies(OWNER),
    });
    expect(res.json()).toMatchObject({
      firstName: 'Eier',
      lastName: 'Kunde',
      email: OWNER,
      school: null,
      graduationYear: null,
      joinedAt: expect.any(String),
    });
  });
});

describe('customerArea (GraphQL)', () => {
  it('is null for an anonymous visitor', async () => {
    const res = await area(null);
    expect(res.errors).toBeUndefined();
    expect(res.data?.customerArea).toBeNull();
  });

  it('is UNAUTHENTICATED when an anonymous visitor names an e-mail', async () => {
    const res = await area(OWNER);
    expect(res.data?.customerArea ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0].message).toBe('Unauthorized');
  });

  it("is FORBIDDEN for another customer's e-mail", async () => {
    const res = await area(OWNER, t.customerCookies(OTHER));
    expect(res.data?.customerArea ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("is the owner's own area without an argument or with their own e-mail", async () => {
    for (const email of [null, OWNER.toUpperCase()]) {
      const res = await area(email, t.customerCookies(OWNER));
      expect(res.errors, String(email)).toBeUndefined();
      expect(res.data?.customerArea?.email).toBe(OWNER);
      expect(res.data?.customerArea?.profile?.email).toBe(OWNER);
      expect(res.data?.customerArea?.orders.map((o) => o.orderNumber)).toEqual([`E-${suffix}`]);
    }
  });

  it("lets staff read any customer's area by e-mail; without an e-mail staff have no area of their own", async () => {
    for (const role of ['staff', 'admin'] as const) {
      const res = await area(OWNER, t.staffCookies(role));
      expect(res.errors, role).toBeUndefined();
      expect(res.data?.customerArea?.orders.map((o) => o.orderNumber)).toEqual([`E-${suffix}`]);
    }
    const none = await area(null, t.staffCookies('admin'));
    expect(none.errors).toBeUndefined();
    expect(none.data?.customerArea).toBeNull();
  });
});

/**
 * What is addressed by id rather than by e-mail (the invoice PDF, filing a return): anonymous / another customer /
 * owner / staff get denied / denied / allowed / allowed. Another customer's order or invoice answers like a missing
 * one (404 / NOT_FOUND), so ids cannot be probed, and nothing of the owner's changes.
 */
describe('orders, returns and invoices addressed by id', () => {
  const ids = { order: 0, items: [] as number[], invoice: 0 };

  beforeAll(async () => {
    const em = t.em();
    const order = em.create(Order, {
      memberEmail: OWNER,
      orderNumber: `E-LEVERT-${suffix}`,
      status: 'delivered',
      totalAmount: '648.00',
    });
    const items = [
      em.create(OrderItem, { order, name: 'Hoodie Original', unitPrice: '499.00' }),
      em.create(OrderItem, { order, name: 'Bandana', unitPrice: '149.00' }),
    ];
    const invoice = em.create(Invoice, {
      order,
      invoiceNumber: `F-EIER-${suffix}`,
      memberEmail: OWNER,
      amount: '648.00',
      taxAmount: '129.60',
      dueDate: new Date(),
    });
    await em.flush();
    Object.assign(ids, { order: order.id, items: items.map((i) => i.id), invoice: invoice.id });
  });

  const requestReturn = (itemId: number, cookies?: Record<string, string>) =>
    t.gql(
      REQUEST_RETURN,
      { input: { orderId: ids.order, orderItemIds: [itemId], reason: 'Feil størrelse' } },
      { cookies },
    );

  it('GET /api/customer/invoices/:invoiceId/pdf: 401, 404, 200, 200', async () => {
    const url = `/api/customer/invoices/${ids.invoice}/pdf`;
    const anonymous = await t.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const other = await t.inject({ method: 'GET', url, cookies: t.customerCookies(OTHER) });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    const owner = await t.inject({ method: 'GET', url, cookies: t.customerCookies(OWNER) });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    for (const role of ['staff', 'admin'] as const) {
      const staff = await t.inject({ method: 'GET', url, cookies: t.staffCookies(role) });
      expect(staff.statusCode, role).toBe(200);
    }
  });

  it('requestReturn: UNAUTHENTICATED, NOT_FOUND, filed, filed', async () => {
    const anonymous = await requestReturn(ids.items[0]);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await requestReturn(ids.items[0], t.customerCookies(OTHER));
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await t.em().count(OrderReturn, { order: ids.order })).toBe(0);

    const owner = await requestReturn(ids.items[0], t.customerCookies(OWNER));
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.requestReturn.__typename).toBe('ReturnRequested');
    const staff = await requestReturn(ids.items[1], t.staffCookies('staff'));
    expect(staff.errors).toBeUndefined();
    expect(staff.data?.requestReturn.__typename).toBe('ReturnRequested');
    expect(await t.em().count(OrderReturn, { order: ids.order })).toBe(2);
  });

  it("the other customer's own area never shows the owner's orders, invoices or returns", async () => {
    const res = await t.gql(OWN_RECORDS, {}, { cookies: t.customerCookies(OTHER) });
    const data = res.data!.customerArea!;
    expect(data.orders.map((o) => Number(o.id))).not.toContain(ids.order);
    expect(data.invoices.map((i) => Number(i.id))).not.toContain(ids.invoice);
    expect(data.returns).toEqual([]);
  });
});

describe('group members addressed by id', () => {
  it("a coordinator cannot remove a member of another customer's group through their own group", async () => {
    const em = t.em();
    const owners = em.create(Group, {
      name: `Eiers gruppe ${suffix}`,
      coordinatorEmail: OWNER,
      inviteCode: `EIER${suffix}`.toUpperCase(),
    });
    const others = em.create(Group, {
      name: `Annens gruppe ${suffix}`,
      coordinatorEmail: OTHER,
      inviteCode: `ANNEN${suffix}`.toUpperCase(),
    });
    const member = em.create(GroupMember, {
      group: owners,
      email: `medlem-${suffix}@example.no`,
      status: 'accepted',
    });
    await em.flush();

    const body = await t.gql(
      REMOVE,
      { groupId: String(others.id), memberId: String(member.id) },
      { cookies: t.customerCookies(OTHER) },
    );
    expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await t.em().count(GroupMember, { id: member.id })).toBe(1);
  });
});
