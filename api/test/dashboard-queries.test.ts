import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../src/modules/addresses/address.entity.js';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../src/modules/coupons/member-coupon.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { Shipment } from '../src/modules/orders/shipment.entity.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { recordQueries } from './support/queries.js';

/**
 * No N+1 on the customer dashboard: the one GraphQL request that loads the shell and the orders tab (the
 * storefront's CustomerDashboard query: viewer, counters, orders with lines and shipments, invoices, returns,
 * coupons) sends the same number of SQL statements for a customer with 1 order as for one with 200.
 */

// The storefront's query (storefront/src/app/routes/customer-dashboard.tsx with the orders tab's fragment).
const DashboardQuery = graphql(`
  query DashboardQueriesTestDashboard {
    viewer {
      email
      firstName
      lastName
    }
    customerArea {
      email
      counts {
        orders
        designs
        groups
        messages
        addresses
        unusedCoupons
      }
      orders {
        id
        orderNumber
        status
        createdAt
        totalAmount
        currency
        itemCount
        notes
        shippingAddress
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
          id
          carrier
          trackingNumber
          trackingUrl
          status
          shippedAt
          deliveredAt
          estimatedDelivery
        }
      }
      invoices {
        id
        orderId
        orderNumber
        invoiceNumber
        amount
        taxAmount
        status
        dueDate
        paidDate
        createdAt
      }
      returns {
        id
        orderId
        orderNumber
        orderItemId
        reason
        description
        status
        requestedAt
      }
      coupons {
        id
        code
        title
        description
        type
        value
        minOrderAmount
        validUntil
        isActive
        isUsed
        usedAt
      }
    }
  }
`);

const s = Date.now().toString(36);
const ONE = `en-ordre-${s}@example.no`;
const MANY = `mange-ordrer-${s}@example.no`;

let t: TestApp;

/** A customer with `orders` delivered orders, each with two lines (one with a design), an invoice, a shipment and a return. */
async function seedCustomer(em: EntityManager, email: string, orders: number): Promise<void> {
  em.create(Member, { firstName: 'Kunde', lastName: String(orders), email });
  em.create(Address, { memberEmail: email, name: 'Kunde', line1: 'Storgata 1', city: 'Oslo', postalCode: '0155' });
  const design = em.create(Design, { memberEmail: email, name: `Logo ${orders}` });
  const coupon = em.create(Coupon, {
    code: `K-${orders}-${s}`,
    title: '10 %',
    value: '10.00',
    validUntil: new Date(Date.now() + 86_400_000),
  });
  em.create(MemberCoupon, { memberEmail: email, coupon });
  await em.flush();
  for (let i = 0; i < orders; i++) {
    const order = em.create(Order, {
      memberEmail: email,
      orderNumber: `RK-${s}-${orders}-${i}`,
      status: 'delivered',
      totalAmount: '648.00',
      createdAt: new Date(Date.now() - i * 60_000),
    });
    const hoodie = em.create(OrderItem, { order, name: 'Hoodie', unitPrice: '499.00', designId: design.id });
    em.create(OrderItem, { order, name: 'Bandana', unitPrice: '149.00' });
    em.create(Invoice, {
      order,
      invoiceNumber: `F-${s}-${orders}-${i}`,
      memberEmail: email,
      amount: '648.00',
      taxAmount: '129.60',
      dueDate: new Date(),
    });
    em.create(Shipment, { order, carrier: 'Posten', trackingNumber: `7072${i}`, status: 'delivered' });
    em.create(OrderReturn, { order, orderItem: hoodie, reason: 'Feil størrelse' });
  }
  await em.flush();
}

/** Sends the dashboard query as the customer and counts the SQL statements the request ran. */
async function dashboardQueries(email: string): Promise<{ queries: number; orders: number }> {
  const { result: res, sql } = await recordQueries(t.db.orm, () =>
    t.gql(DashboardQuery, {}, { cookies: t.customerCookies(email) }),
  );
  expect(res.errors).toBeUndefined();
  return { queries: sql.length, orders: res.data?.customerArea?.orders.length ?? 0 };
}

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await seedCustomer(t.em(), ONE, 1);
  await seedCustomer(t.em(), MANY, 200);
});

afterAll(async () => {
  await t?.close();
});

describe('the dashboard query', () => {
  it('runs as many SQL statements for 200 orders as for 1', async () => {
    const one = await dashboardQueries(ONE);
    const many = await dashboardQueries(MANY);
    expect(one.orders).toBe(1);
    expect(many.orders).toBe(200);
    expect(many.queries).toBe(one.queries);
    // viewer, counts, orders (orders, lines, shipments, design names), invoices, returns, coupons: 9, plus the
    // session revocation check when the app has one.
    expect(one.queries).toBeGreaterThanOrEqual(9);
    expect(one.queries).toBeLessThanOrEqual(10);
  });
});
