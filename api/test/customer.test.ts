import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../src/modules/addresses/address.entity.js';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../src/modules/coupons/member-coupon.entity.js';
import { listCustomerAddresses } from '../src/modules/addresses/address.views.js';
import { listCustomerCoupons } from '../src/modules/coupons/coupon.views.js';
import { getCustomerCounts } from '../src/modules/customer/customer-counts.js';
import { listCustomerDesigns } from '../src/modules/designs/design.views.js';
import {
  listCoordinatedGroups,
  listCustomerSizeSubmissions,
  listGroupMemberships,
  listMemberOfGroups,
} from '../src/modules/groups/group.views.js';
import { listCustomerInvoices } from '../src/modules/invoices/invoice.views.js';
import { listCustomerMessageThreads } from '../src/modules/messages/message.views.js';
import { listCustomerOrders } from '../src/modules/orders/order.views.js';
import { findCustomerProfile } from '../src/modules/members/profile.views.js';
import { listCustomerReturns } from '../src/modules/returns/return.views.js';
import { DesignFile } from '../src/modules/designs/design-file.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { SizeSubmission } from '../src/modules/groups/size-submission.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { MessageThread } from '../src/modules/messages/message-thread.entity.js';
import { Message } from '../src/modules/messages/message.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { recordQueries } from './support/queries.js';

/** What the customer dashboard reads, over REST and GraphQL, against rows a real customer would have. */

const s = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CORA = `cora-${s}@example.no`;
const PER = `per-${s}@example.no`;
const INVITED = `invitert-${s}@example.no`;
const DECLINED = `avslo-${s}@example.no`;
const OTHER_COORDINATOR = `leder-${s}@example.no`;

const at = (iso: string) => new Date(iso);

let t: TestApp;
const ids: Record<string, number> = {};

async function arrange(em: EntityManager): Promise<void> {
  em.create(Member, {
    firstName: 'Cora',
    lastName: 'Kunde',
    email: CORA,
    school: 'Oslo katedralskole',
    graduationYear: '2026',
  });
  em.create(Member, { firstName: 'Per', lastName: 'Medlem', email: PER });

  const delivered = em.create(Order, {
    memberEmail: CORA,
    orderNumber: `RK-${s}-1`,
    status: 'delivered',
    totalAmount: '1197.00',
    createdAt: at('2026-01-10T10:00:00Z'),
    items: '[{"name":"stale summary","quantity":9}]',
  });
  const jsonOnly = em.create(Order, {
    memberEmail: CORA,
    orderNumber: `RK-${s}-2`,
    totalAmount: '1797.00',
    createdAt: at('2026-02-10T10:00:00Z'),
    items: JSON.stringify([{ name: 'Russebukse', size: 'M', quantity: 3, unitPrice: '599.00' }]),
  });
  em.create(Order, {
    memberEmail: CORA,
    orderNumber: `RK-${s}-3`,
    totalAmount: '0.00',
    createdAt: at('2026-03-10T10:00:00Z'),
    items: 'not json',
  });
  em.create(Order, { memberEmail: PER, orderNumber: `RK-${s}-P`, totalAmount: '10.00' });
  const hoodie = em.create(OrderItem, {
    order: delivered,
    name: 'Russehoodie',
    size: 'L',
    color: 'Rød',
    quantity: 2,
    unitPrice: '499.00',
  });
  em.create(OrderItem, { order: delivered, name: 'Russelue', quantity: 1, unitPrice: '199.00' });

  const tenOff = em.create(Coupon, {
    code: `TI-${s}`,
    title: '10 % medlemsrabatt',
    value: '10.00',
    validUntil: at('2027-01-01T00:00:00Z'),
  });
  const fifty = em.create(Coupon, {
    code: `FEMTI-${s}`,
    title: '50 kr',
    type: 'fixed',
    value: '50.00',
    validUntil: at('2027-01-01T00:00:00Z'),
  });
  em.create(MemberCoupon, { memberEmail: CORA, coupon: tenOff, assignedAt: at('2026-01-01T00:00:00Z') });
  em.create(MemberCoupon, {
    memberEmail: CORA,
    coupon: fifty,
    isUsed: true,
    usedAt: at('2026-01-10T10:00:00Z'),
    orderId: 1,
    assignedAt: at('2026-01-02T00:00:00Z'),
  });

  em.create(Invoice, {
    order: delivered,
    invoiceNumber: `F-${s}`,
    memberEmail: CORA,
    amount: '1197.00',
    taxAmount: '239.40',
    dueDate: at('2026-01-24T00:00:00Z'),
  });

  em.create(Address, {
    memberEmail: CORA,
    type: 'billing',
    name: 'Cora Kunde',
    line1: 'Storgata 1',
    city: 'Oslo',
    postalCode: '0155',
    createdAt: at('2026-01-01T00:00:00Z'),
  });
  em.create(Address, {
    memberEmail: CORA,
    name: 'Cora Kunde',
    line1: 'Lillegata 2',
    city: 'Bergen',
    postalCode: '5003',
    isDefault: true,
    createdAt: at('2026-01-05T00:00:00Z'),
  });

  em.create(OrderReturn, { order: delivered, orderItem: hoodie, reason: 'Feil størrelse' });

  const mine = em.create(Group, {
    name: '3STA',
    coordinatorEmail: CORA,
    inviteCode: `MINE${s}`,
    createdAt: at('2026-01-01T00:00:00Z'),
  });
  em.create(GroupMember, {
    group: mine,
    email: PER,
    status: 'accepted',
    joinedAt: at('2026-01-03T00:00:00Z'),
    invitedAt: at('2026-01-02T00:00:00Z'),
  });
  em.create(GroupMember, { group: mine, email: INVITED, invitedAt: at('2026-01-04T00:00:00Z') });
  em.create(GroupMember, { group: mine, email: DECLINED, status: 'declined', invitedAt: at('2026-01-05T00:00:00Z') });
  const theirs = em.create(Group, {
    name: 'Russebuss Nord',
    coordinatorEmail: OTHER_COORDINATOR,
    inviteCode: `THEIRS${s}`,
    maxMembers: 30,
  });
  em.create(GroupMember, { group: theirs, email: CORA, status: 'accepted', joinedAt: at('2026-01-06T00:00:00Z') });
  const declined = em.create(Group, {
    name: 'Avslått gruppe',
    coordinatorEmail: OTHER_COORDINATOR,
    inviteCode: `NOPE${s}`,
  });
  em.create(GroupMember, { group: declined, email: CORA, status: 'declined' });

  const logo = em.create(Design, {
    memberEmail: CORA,
    name: 'Logo 3STA',
    status: 'pending',
    updatedAt: at('2026-02-01T00:00:00Z'),
  });
  em.create(Design, { memberEmail: CORA, name: 'Skisse', updatedAt: at('2026-01-01T00:00:00Z') });
  em.create(DesignFile, {
    design: logo,
    storageKey: `k1-${s}`,
    fileName: 'logo-v1.png',
    mimeType: 'image/png',
    fileSize: 1000,
    version: 1,
    isLatest: false,
  });
  em.create(DesignFile, {
    design: logo,
    storageKey: `k2-${s}`,
    fileName: 'logo-v2.svg',
    mimeType: 'image/svg+xml',
    fileSize: 2000,
    version: 2,
  });

  const thread = em.create(MessageThread, {
    memberEmail: CORA,
    subject: 'Leveringstid',
    type: 'order',
    lastMessageAt: at('2026-02-02T00:00:00Z'),
  });
  em.create(MessageThread, {
    memberEmail: CORA,
    subject: 'Spørsmål',
    status: 'closed',
    lastMessageAt: at('2026-01-02T00:00:00Z'),
  });
  em.create(Message, { thread, senderEmail: CORA, body: 'Når kommer pakken?' });
  em.create(Message, {
    thread,
    senderEmail: 'post@russekompaniet.no',
    senderType: 'staff',
    body: 'I morgen!',
    isRead: true,
  });
  em.create(Message, {
    thread,
    senderEmail: 'post@russekompaniet.no',
    senderType: 'staff',
    body: 'Sporingsnummer kommer.',
  });

  em.create(SizeSubmission, {
    group: theirs,
    memberEmail: CORA,
    products: JSON.stringify([{ productId: 1, name: 'Hoodie', size: 'L', color: 'Svart', quantity: 2 }]),
    submittedAt: at('2026-02-01T00:00:00Z'),
  });
  em.create(SizeSubmission, {
    group: theirs,
    memberEmail: CORA,
    size: 'S',
    productId: 2,
    submittedAt: at('2026-01-01T00:00:00Z'),
  });

  await em.flush();
  Object.assign(ids, {
    delivered: delivered.id,
    jsonOnly: jsonOnly.id,
    mine: mine.id,
    theirs: theirs.id,
    hoodie: hoodie.id,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await arrange(t.em());
});

afterAll(async () => {
  await t?.close();
});

async function get(path: string) {
  const res = await t.inject({
    method: 'GET',
    url: `${path}/${encodeURIComponent(CORA)}`,
    cookies: t.customerCookies(CORA),
  });
  expect(res.statusCode, path).toBe(200);
  return res.json();
}

describe('customer REST reads', () => {
  it('profile', async () => {
    expect(await get('/api/members/profile')).toMatchObject({
      firstName: 'Cora',
      lastName: 'Kunde',
      email: CORA,
      school: 'Oslo katedralskole',
      graduationYear: '2026',
      joinedAt: expect.any(String),
    });
  });

  it('orders: newest first, lines from order_items, else from the JSON items text', async () => {
    const orders = await get('/api/customer/orders');
    expect(orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([`RK-${s}-3`, `RK-${s}-2`, `RK-${s}-1`]);
    const [broken, jsonOnly, delivered] = orders;
    expect(delivered).toMatchObject({
      id: ids.delivered,
      status: 'delivered',
      totalAmount: '1197.00',
      createdAt: '2026-01-10T10:00:00.000Z',
      itemCount: 3,
    });
    expect(delivered.items).toEqual([
      expect.objectContaining({
        id: ids.hoodie,
        name: 'Russehoodie',
        size: 'L',
        color: 'Rød',
        quantity: 2,
        unitPrice: '499.00',
      }),
      expect.objectContaining({ name: 'Russelue', quantity: 1, unitPrice: '199.00' }),
    ]);
    expect(jsonOnly.items).toEqual([
      {
        id: null,
        productId: null,
        name: 'Russebukse',
        variant: null,
        size: 'M',
        color: null,
        quantity: 3,
        unitPrice: '599.00',
        designId: null,
        designName: null,
        notes: null,
        isCustom: false,
      },
    ]);
    expect(jsonOnly.itemCount).toBe(3);
    expect(broken.items).toEqual([]);
  });

  it('coupons with isUsed and the coupon terms', async () => {
    const coupons = await get('/api/customer/coupons');
    expect(coupons).toEqual([
      expect.objectContaining({
        code: `FEMTI-${s}`,
        type: 'fixed',
        value: '50.00',
        isUsed: true,
        usedAt: '2026-01-10T10:00:00.000Z',
      }),
      expect.objectContaining({
        code: `TI-${s}`,
        type: 'percentage',
        value: '10.00',
        isUsed: false,
        usedAt: null,
        title: '10 % medlemsrabatt',
      }),
    ]);
  });

  it('invoices with their order number', async () => {
    expect(await get('/api/customer/invoices')).toEqual([
      expect.objectContaining({
        invoiceNumber: `F-${s}`,
        orderId: ids.delivered,
        orderNumber: `RK-${s}-1`,
        amount: '1197.00',
        taxAmount: '239.40',
        status: 'pending',
        paidDate: null,
      }),
    ]);
  });

  it('addresses, default first', async () => {
    const addresses = await get('/api/customer/addresses');
    expect(
      addresses.map((a: { city: string; isDefault: boolean; type: string; country: string }) => [
        a.city,
        a.isDefault,
        a.type,
        a.country,
      ]),
    ).toEqual([
      ['Bergen', true, 'shipping', 'NO'],
      ['Oslo', false, 'billing', 'NO'],
    ]);
  });

  it('returns: id, orderId, reason, status, requestedAt', async () => {
    const returns = await get('/api/customer/returns');
    expect(returns).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        orderId: ids.delivered,
        orderItemId: ids.hoodie,
        reason: 'Feil størrelse',
        status: 'requested',
        requestedAt: expect.any(String),
      }),
    ]);
  });

  it('groups the customer coordinates, with the invite code and memberCount = accepted members (as everywhere)', async () => {
    expect(await get('/api/customer/groups')).toEqual([
      expect.objectContaining({
        id: ids.mine,
        name: '3STA',
        coordinatorEmail: CORA,
        inviteCode: `MINE${s}`,
        memberCount: 1,
        maxMembers: null,
        status: 'active',
      }),
    ]);
  });

  it('group-memberships: the members of her groups with names from their memberships', async () => {
    const rows = await get('/api/customer/group-memberships');
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        groupId: ids.mine,
        email: PER,
        firstName: 'Per',
        lastName: 'Medlem',
        role: 'member',
        status: 'accepted',
        joinedAt: '2026-01-03T00:00:00.000Z',
        invitedAt: '2026-01-02T00:00:00.000Z',
      },
      {
        id: expect.any(Number),
        groupId: ids.mine,
        email: INVITED,
        firstName: null,
        lastName: null,
        role: 'member',
        status: 'invited',
        joinedAt: null,
        invitedAt: '2026-01-04T00:00:00.000Z',
      },
      expect.objectContaining({ email: DECLINED, status: 'declined' }),
    ]);
  });

  it('designs with their latest file', async () => {
    const designs = await get('/api/customer/designs');
    expect(designs.map((d: { name: string }) => d.name)).toEqual(['Logo 3STA', 'Skisse']);
    expect(designs[0].latestFile).toMatchObject({
      fileName: 'logo-v2.svg',
      version: 2,
      mimeType: 'image/svg+xml',
      fileSize: 2000,
    });
    expect(designs[0].latestFile).not.toHaveProperty('storageKey');
    expect(designs[1].latestFile).toBeNull();
  });

  it('messages: her threads with id, subject, status, type, lastMessageAt', async () => {
    expect(await get('/api/customer/messages')).toEqual([
      expect.objectContaining({
        subject: 'Leveringstid',
        status: 'open',
        type: 'order',
        lastMessageAt: '2026-02-02T00:00:00.000Z',
        unreadCount: 1,
      }),
      expect.objectContaining({ subject: 'Spørsmål', status: 'closed', type: 'general', unreadCount: 0 }),
    ]);
  });

  it('sizes: products parsed from JSON (or the row itself) and submittedAt', async () => {
    expect(await get('/api/customer/sizes')).toEqual([
      expect.objectContaining({
        groupId: ids.theirs,
        groupName: 'Russebuss Nord',
        products: [{ productId: 1, name: 'Hoodie', size: 'L', color: 'Svart', quantity: 2 }],
        submittedAt: '2026-02-01T00:00:00.000Z',
      }),
      expect.objectContaining({ products: [{ productId: 2, name: null, size: 'S', color: null, quantity: 1 }] }),
    ]);
  });
});

const WholeArea = graphql(`
  query CustomerTestWholeArea {
    customerArea {
      email
      profile {
        firstName
        lastName
        email
        school
        graduationYear
        joinedAt
      }
      orders {
        id
        orderNumber
        status
        createdAt
        totalAmount
        itemCount
        items {
          id
          name
          size
          quantity
          unitPrice
        }
      }
      coupons {
        code
        isUsed
      }
      invoices {
        invoiceNumber
        orderNumber
      }
      addresses {
        city
        isDefault
      }
      returns {
        orderId
        reason
        status
        requestedAt
      }
      groups {
        name
        memberCount
        invitedCount
        inviteCode
        myStatus
      }
      memberOfGroups {
        name
        myStatus
        inviteCode
        maxMembers
      }
      groupMemberships {
        email
        firstName
        status
      }
      designs {
        name
        status
        latestFile {
          fileName
          version
        }
      }
      messageThreads {
        subject
        type
        status
        unreadCount
      }
      sizeSubmissions {
        groupName
        lines {
          productName
          size
          quantity
        }
        submittedAt
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

describe('customerArea (GraphQL)', () => {
  it('answers every part and the six counters', async () => {
    const res = await t.gql(WholeArea, {}, { cookies: t.customerCookies(CORA) });
    expect(res.errors).toBeUndefined();
    const areaData = res.data!.customerArea!;
    expect(areaData.email).toBe(CORA);
    expect(areaData.profile).toMatchObject({ firstName: 'Cora', graduationYear: '2026' });
    expect(areaData.orders).toHaveLength(3);
    expect(areaData.orders[2]).toMatchObject({ id: String(ids.delivered), itemCount: 3, totalAmount: '1197.00' });
    expect(areaData.orders[2].items).toHaveLength(2);
    expect(areaData.groups).toEqual([
      { name: '3STA', memberCount: 1, invitedCount: 1, inviteCode: `MINE${s}`, myStatus: null },
    ]);
    expect(areaData.memberOfGroups).toEqual([
      { name: 'Russebuss Nord', myStatus: 'accepted', inviteCode: null, maxMembers: 30 },
    ]);
    expect(areaData.designs[0].latestFile).toEqual({ fileName: 'logo-v2.svg', version: 2 });
    expect(areaData.sizeSubmissions[0].lines).toEqual([{ productName: 'Hoodie', size: 'L', quantity: 2 }]);
    expect(areaData.counts).toEqual({ orders: 3, designs: 2, groups: 2, messages: 2, addresses: 2, unusedCoupons: 1 });
  });
});

describe('query counts', () => {
  /** Runs `read` and returns how many SQL statements it sent. */
  async function countQueries(read: (em: EntityManager) => Promise<unknown>): Promise<number> {
    const { sql } = await recordQueries(t.db.orm, () => read(t.em()));
    return sql.length;
  }

  it('each read is a fixed number of queries, however many rows there are', async () => {
    const expected: Array<[string, (em: EntityManager, email: string) => Promise<unknown>, number]> = [
      ['profile', findCustomerProfile, 1],
      // orders, lines and shipments; a fourth for design names only when a line has a design
      ['orders', listCustomerOrders, 3],
      ['coupons', listCustomerCoupons, 1],
      ['invoices', listCustomerInvoices, 1],
      ['addresses', listCustomerAddresses, 1],
      ['returns', listCustomerReturns, 1],
      // groups, then member and submission counts and coordinator names
      ['groups', listCoordinatedGroups, 4],
      ['memberOfGroups', listMemberOfGroups, 4],
      // rows, then names and who has submitted
      ['groupMemberships', listGroupMemberships, 3],
      ['designs', listCustomerDesigns, 2],
      ['messages', listCustomerMessageThreads, 2],
      ['sizes', listCustomerSizeSubmissions, 1],
      ['counts', getCustomerCounts, 1],
    ];
    for (const [name, read, queries] of expected) {
      expect(await countQueries((em) => read(em, CORA)), name).toBe(queries);
    }
  });

  it('adding rows does not add queries', async () => {
    const before = await countQueries((em) => listCustomerOrders(em, CORA));
    const em = t.em();
    for (let i = 0; i < 5; i++) {
      const order = em.create(Order, { memberEmail: CORA, orderNumber: `RK-${s}-extra-${i}`, totalAmount: '1.00' });
      em.create(OrderItem, { order, name: `Vare ${i}`, unitPrice: '1.00' });
    }
    await em.flush();
    expect(await countQueries((fresh) => listCustomerOrders(fresh, CORA))).toBe(before);
  });
});
