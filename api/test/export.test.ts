import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Member } from '../src/modules/members/member.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * GET /api/customer/export/:email — 'Last ned mine data' on the profile tab: all of the customer's own data as a
 * JSON attachment; 401 anonymous, 403 another customer, 200 for the owner and for staff.
 */

const suffix = Date.now().toString(36);
const STRANGER = `eksport-annen-${suffix}@example.no`;
const exportUrl = (email: string) => `/api/customer/export/${encodeURIComponent(email)}`;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Annen', lastName: 'Kunde', email: STRANGER });
  em.create(Order, { memberEmail: STRANGER, orderNumber: `X-${suffix}`, totalAmount: '100.00' });
  await em.flush();
});

afterAll(async () => {
  await t?.close();
});

type Export = {
  email: string;
  exportedAt: string;
  profile: { email: string; firstName: string; emailNotifications: boolean } | null;
  orders: { id: number; orderNumber: string; items: { name: string }[]; shipments: { id: number }[] }[];
  invoices: { invoiceNumber: string; orderNumber: string }[];
  shipments: { id: number; orderId: number; orderNumber: string; createdAt: string }[];
  returns: { orderNumber: string }[];
  coupons: { code: string }[];
  addresses: { line1: string }[];
  designs: { name: string; files: { fileName: string; version: number }[] }[];
  groupsCoordinated: { name: string; members: { email: string }[] }[];
  groupMemberships: { groupName: string }[];
  sizeSubmissions: { groupName: string }[];
  messageThreads: { subject: string; messages: { from: string; body: string }[] }[];
  newsletter: { status: string } | null;
  contactRequests: unknown[];
  mailsSent: unknown[];
  signInLinks: unknown[];
};

describe('GET /api/customer/export/:email', () => {
  it('401 anonymous', async () => {
    const res = await t.inject({ method: 'GET', url: exportUrl(DEMO_MEMBER_EMAIL) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it("403 for another customer's e-mail", async () => {
    const res = await t.inject({
      method: 'GET',
      url: exportUrl(DEMO_MEMBER_EMAIL),
      cookies: t.customerCookies(STRANGER),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Du har ikke tilgang til dette.' });
  });

  it('the owner downloads everything stored about them as a JSON attachment', async () => {
    const res = await t.inject({
      method: 'GET',
      url: exportUrl(DEMO_MEMBER_EMAIL.toUpperCase()),
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mine-data-demo_russekompaniet\.no-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json() as Export;

    expect(data.email).toBe(DEMO_MEMBER_EMAIL);
    expect(data.profile).toMatchObject({ email: DEMO_MEMBER_EMAIL, firstName: 'Ola', emailNotifications: true });

    // The same orders the dashboard shows, with their lines.
    const orders = await t.inject({
      method: 'GET',
      url: `/api/customer/orders/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`,
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    const numbers = (orders.json() as { orderNumber: string }[]).map((o) => o.orderNumber);
    expect(numbers.length).toBeGreaterThan(0);
    expect(data.orders.map((o) => o.orderNumber)).toEqual(numbers);
    expect(data.orders.every((o) => o.items.length > 0)).toBe(true);

    for (const list of [
      data.invoices,
      data.shipments,
      data.returns,
      data.coupons,
      data.addresses,
      data.designs,
      data.groupsCoordinated,
      data.messageThreads,
    ]) {
      expect(list.length).toBeGreaterThan(0);
    }
    for (const row of [...data.invoices, ...data.shipments, ...data.returns]) {
      expect(numbers).toContain(row.orderNumber);
    }
    // Every shipment of every order, oldest first, each naming its own order.
    const shipmentIds = data.orders.flatMap((o) => o.shipments.map((s) => s.id));
    expect(data.shipments.map((s) => s.id).sort((a, b) => a - b)).toEqual(shipmentIds.sort((a, b) => a - b));
    for (const s of data.shipments) {
      expect(data.orders.find((o) => o.id === s.orderId)?.orderNumber).toBe(s.orderNumber);
    }
    const shippedTimes = data.shipments.map((s) => Date.parse(s.createdAt));
    expect(shippedTimes).toEqual([...shippedTimes].sort((a, b) => a - b));
    expect(data.designs.some((d) => d.files.length > 0)).toBe(true);
    expect(data.groupsCoordinated.some((g) => g.members.some((m) => m.email === DEMO_GROUP_MEMBER_EMAIL))).toBe(true);
    expect(data.messageThreads.some((th) => th.messages.some((m) => m.from === 'customer'))).toBe(true);
    expect(JSON.stringify(data)).not.toContain('password');
    for (const key of ['groupMemberships', 'sizeSubmissions', 'contactRequests', 'mailsSent', 'signInLinks']) {
      expect(Array.isArray((data as Record<string, unknown>)[key]), key).toBe(true);
    }
  });

  it("contains nothing of other customers'", async () => {
    const res = await t.inject({
      method: 'GET',
      url: exportUrl(DEMO_MEMBER_EMAIL),
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    const text = res.body;
    expect(text).not.toContain(STRANGER);
    expect(text).not.toContain(`X-${suffix}`);
    const stranger = await t.inject({ method: 'GET', url: exportUrl(STRANGER), cookies: t.customerCookies(STRANGER) });
    const data = stranger.json() as Export;
    expect(data.orders.map((o) => o.orderNumber)).toEqual([`X-${suffix}`]);
    expect(stranger.body).not.toContain(DEMO_MEMBER_EMAIL);
    expect(data.addresses).toEqual([]);
    expect(data.newsletter).toBeNull();
  });

  it('staff and admins may download any customer’s export', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const res = await t.inject({ method: 'GET', url: exportUrl(DEMO_MEMBER_EMAIL), cookies: t.staffCookies(role) });
      expect(res.statusCode, role).toBe(200);
      expect((res.json() as Export).email).toBe(DEMO_MEMBER_EMAIL);
    }
  });

  it('a forged cookie counts as none', async () => {
    const cookies = t.customerCookies(DEMO_MEMBER_EMAIL);
    const name = Object.keys(cookies)[0];
    const res = await t.inject({
      method: 'GET',
      url: exportUrl(DEMO_MEMBER_EMAIL),
      cookies: { [name]: `${cookies[name]}x` },
    });
    expect(res.statusCode).toBe(401);
  });
});
