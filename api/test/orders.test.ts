import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * The orders tab's data (customer-area §2): each order with its lines ('Vis detaljer': product, variant, size,
 * colour, quantity, unit price, design) and its shipments ('Spor forsendelse': carrier, tracking number and link,
 * status, estimated delivery), over GraphQL and the REST read of §7.
 */

const OrdersQuery = graphql(`
  query OrdersTestOrders {
    customerArea {
      orders {
        id
        orderNumber
        status
        createdAt
        totalAmount
        currency
        itemCount
        items {
          id
          name
          variant
          size
          color
          quantity
          unitPrice
          designId
          designName
        }
        shipments {
          carrier
          trackingNumber
          trackingUrl
          status
          shippedAt
          deliveredAt
          estimatedDelivery
        }
      }
    }
  }
`);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('orders of the demo member', () => {
  it('every status, newest first, with lines and their designs', async () => {
    const res = await t.gql(OrdersQuery, {}, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    expect(res.errors).toBeUndefined();
    const orders = res.data?.customerArea?.orders ?? [];
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'paid', 'overdue']),
    );
    const created = orders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const delivered = orders.find((o) => o.status === 'delivered')!;
    expect(delivered.itemCount).toBe(4);
    expect(delivered.items).toEqual([
      expect.objectContaining({
        name: 'Hoodie Original',
        size: 'L',
        color: 'navy',
        quantity: 1,
        unitPrice: '499.00',
        designName: 'Russelogo Nattravnene',
      }),
      expect.objectContaining({ name: 'Sweatpants', size: 'M', designName: 'Russelogo Nattravnene' }),
      expect.objectContaining({ name: 'Bandana', color: 'rod', quantity: 2, designId: null, designName: null }),
    ]);
  });

  it('shipments: the delivered parcel, the one on its way, none for a pending order', async () => {
    const res = await t.gql(OrdersQuery, {}, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    const orders = res.data?.customerArea?.orders ?? [];
    const byStatus = (status: string) => orders.find((o) => o.status === status)!;
    expect(byStatus('delivered').shipments).toEqual([
      {
        carrier: 'Posten',
        trackingNumber: '70722150012345678',
        trackingUrl: 'https://sporing.posten.no/sporing/70722150012345678',
        status: 'delivered',
        shippedAt: expect.any(String),
        deliveredAt: expect.any(String),
        estimatedDelivery: expect.any(String),
      },
    ]);
    expect(byStatus('shipped').shipments).toEqual([
      expect.objectContaining({ carrier: 'Posten', status: 'in_transit', deliveredAt: null }),
    ]);
    expect(byStatus('paid').shipments).toEqual([
      expect.objectContaining({ carrier: 'Bring', status: 'preparing', trackingNumber: null, trackingUrl: null }),
    ]);
    expect(byStatus('pending').shipments).toEqual([]);
  });

  it('the REST read of §7 answers the same orders, with shipments and design names', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/customer/orders/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`,
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    expect(res.statusCode).toBe(200);
    const orders = res.json() as Array<{
      id: number;
      orderNumber: string;
      status: string;
      createdAt: string;
      totalAmount: string;
      items: { designName: string | null }[];
      shipments: { trackingNumber: string | null }[];
    }>;
    expect(orders).toHaveLength(6);
    for (const order of orders) {
      expect(Object.keys(order)).toEqual(
        expect.arrayContaining(['id', 'orderNumber', 'status', 'createdAt', 'totalAmount', 'items']),
      );
    }
    const delivered = orders.find((o) => o.status === 'delivered')!;
    expect(delivered.items[0].designName).toBe('Russelogo Nattravnene');
    expect(delivered.shipments[0].trackingNumber).toBe('70722150012345678');
  });
});
