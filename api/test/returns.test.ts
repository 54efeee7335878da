import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import type { ReturnRequestInput } from './gql/graphql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * 'Returner' (customer-area §2, orders tab): a return for chosen lines of a delivered order, with a reason,
 * shown in the returns list; refused with Norwegian messages otherwise.
 */

const RequestReturn = graphql(`
  mutation ReturnsTestRequest($input: ReturnRequestInput!) {
    requestReturn(input: $input) {
      __typename
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
    }
  }
`);

const AreaReturns = graphql(`
  query ReturnsTestArea {
    customerArea {
      returns {
        id
        orderId
        orderItemId
        reason
        status
      }
    }
  }
`);

let t: TestApp;
let delivered: Order;
let hoodie: OrderItem;
let sweatpants: OrderItem;
let bandana: OrderItem;
let shipped: Order;
let shippedItem: OrderItem;

const owner = () => ({ cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });

async function request(input: ReturnRequestInput, options = owner()) {
  const res = await t.gql(RequestReturn, { input }, options);
  return res;
}

function fieldErrors(result: Awaited<ReturnType<typeof request>>) {
  const refusal = refusalOf(result);
  expect(refusal.code).toBe('BAD_USER_INPUT');
  return Object.fromEntries(refusal.fieldErrors.map((e) => [e.field, e.message]));
}

async function returnsOf(itemId: number) {
  return t.em().find(OrderReturn, { orderItem: itemId }, { orderBy: { id: 'asc' } });
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  delivered = await em.findOneOrFail(Order, { memberEmail: DEMO_MEMBER_EMAIL, status: 'delivered' });
  [hoodie, sweatpants, bandana] = await em.find(OrderItem, { order: delivered }, { orderBy: { id: 'asc' } });
  shipped = await em.findOneOrFail(Order, { memberEmail: DEMO_MEMBER_EMAIL, status: 'shipped' });
  [shippedItem] = await em.find(OrderItem, { order: shipped }, { orderBy: { id: 'asc' } });
});

afterAll(async () => {
  await t?.close();
});

describe('requestReturn', () => {
  it('asks for a reason and at least one item, in Norwegian, and stores nothing', async () => {
    const before = await t.em().count(OrderReturn, {});
    const res = await request({ orderId: delivered.id, orderItemIds: [], reason: '' });
    expect(fieldErrors(res)).toEqual({ orderItemIds: 'Velg minst én vare', reason: 'Velg en årsak' });
    const long = await request({
      orderId: delivered.id,
      orderItemIds: [hoodie.id],
      reason: 'Feil størrelse',
      description: 'x'.repeat(1001),
    });
    expect(fieldErrors(long)).toEqual({ description: 'Beskrivelsen kan ha maks 1000 tegn' });
    expect(await t.em().count(OrderReturn, {})).toBe(before);
  });

  it('only for delivered orders', async () => {
    const res = await request({ orderId: shipped.id, orderItemIds: [shippedItem.id], reason: 'Feil størrelse' });
    expect(fieldErrors(res)).toEqual({ orderId: 'Retur kan bare meldes for leverte ordrer' });
    expect(await returnsOf(shippedItem.id)).toHaveLength(0);
  });

  it('only for lines of that order', async () => {
    const res = await request({ orderId: delivered.id, orderItemIds: [hoodie.id, shippedItem.id], reason: 'Annet' });
    expect(fieldErrors(res)).toEqual({ orderItemIds: 'Varen hører ikke til denne ordren' });
    expect(await returnsOf(hoodie.id)).toHaveLength(0);
  });

  it('not for a line that already has an open return (the seeded sweatpants)', async () => {
    const res = await request({ orderId: delivered.id, orderItemIds: [sweatpants.id], reason: 'Feil størrelse' });
    expect(fieldErrors(res)).toEqual({ orderItemIds: 'Returen for denne varen er allerede meldt' });
    expect(await returnsOf(sweatpants.id)).toHaveLength(1);
  });

  it('files one return per chosen line, tells the shop, and shows them in the returns list', async () => {
    const res = await request({
      orderId: delivered.id,
      orderItemIds: [bandana.id, hoodie.id, hoodie.id],
      reason: 'Skadet eller defekt vare',
      description: '  Sømmen på hetta har revnet.  ',
    });
    expect(res.errors).toBeUndefined();
    const answer = res.data?.requestReturn;
    expect(answer?.__typename).toBe('ReturnRequested');
    if (answer?.__typename !== 'ReturnRequested') return;
    expect(answer.returns).toEqual([
      expect.objectContaining({
        orderId: delivered.id,
        orderNumber: delivered.orderNumber,
        orderItemId: hoodie.id,
        reason: 'Skadet eller defekt vare',
        description: 'Sømmen på hetta har revnet.',
        status: 'requested',
      }),
      expect.objectContaining({ orderItemId: bandana.id, status: 'requested' }),
    ]);

    const outbox = await t.em().find(OutboxEvent, { type: JOBS.returnRequested });
    expect(outbox.map((e) => e.payload)).toEqual([
      { orderId: delivered.id, returnIds: answer.returns.map((r) => Number(r.id)) },
    ]);

    const area = await t.gql(AreaReturns, {}, owner());
    const listed = area.data?.customerArea?.returns ?? [];
    expect(listed.map((r) => r.orderItemId)).toEqual(expect.arrayContaining([hoodie.id, bandana.id, sweatpants.id]));
    expect(listed.find((r) => r.orderItemId === hoodie.id)).toMatchObject({ status: 'requested' });

    // Asking again for the same line is refused.
    const again = await request({ orderId: delivered.id, orderItemIds: [hoodie.id], reason: 'Annet' });
    expect(fieldErrors(again)).toEqual({ orderItemIds: 'Returen for denne varen er allerede meldt' });
  });

  it('a line may be asked back again after the shop rejected its return', async () => {
    const em = t.em();
    const [row] = await em.find(OrderReturn, { orderItem: hoodie.id });
    row.status = 'rejected';
    await em.flush();
    // The hoodie carries a design: a custom item, so only a complaint about a defect.
    const res = await request({ orderId: delivered.id, orderItemIds: [hoodie.id], reason: 'Skadet eller defekt vare' });
    expect(res.data?.requestReturn.__typename).toBe('ReturnRequested');
    expect((await returnsOf(hoodie.id)).map((r) => r.status)).toEqual(['rejected', 'requested']);
  });

  it('two requests for the same line at once: exactly one is filed', async () => {
    const em = t.em();
    const order = em.create(Order, {
      memberEmail: DEMO_MEMBER_EMAIL,
      orderNumber: `RK-RACE-${Date.now()}`,
      status: 'delivered',
      totalAmount: '499.00',
    });
    const line = em.create(OrderItem, { order, name: 'Hoodie Original', unitPrice: '499.00' });
    await em.flush();
    const input = { orderId: order.id, orderItemIds: [line.id], reason: 'Feil størrelse' };
    const results = await Promise.all(Array.from({ length: 4 }, () => request(input)));
    const kinds = results.map((r) => r.data?.requestReturn.__typename ?? r.errors?.[0]?.extensions?.code).sort();
    expect(kinds).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'ReturnRequested']);
    expect(await returnsOf(line.id)).toHaveLength(1);
  });
});

describe('requestReturn: who may', () => {
  it('nobody without a session (UNAUTHENTICATED)', async () => {
    const res = await request({ orderId: delivered.id, orderItemIds: [bandana.id], reason: 'Annet' }, { cookies: {} });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('not another customer, whose answer is the same as for a missing order (NOT_FOUND); nothing changes', async () => {
    const em = t.em();
    const before = await em.count(OrderReturn, {});
    for (const orderId of [delivered.id, 99_999_999]) {
      const res = await request(
        { orderId, orderItemIds: [bandana.id], reason: 'Annet' },
        { cookies: t.customerCookies(DEMO_GROUP_MEMBER_EMAIL) },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Fant ikke ordren');
    }
    expect(await t.em().count(OrderReturn, {})).toBe(before);
  });

  it("staff, on the customer's behalf", async () => {
    const em = t.em();
    const order = em.create(Order, {
      memberEmail: DEMO_MEMBER_EMAIL,
      orderNumber: `RK-STAFF-${Date.now()}`,
      status: 'delivered',
      totalAmount: '149.00',
    });
    const line = em.create(OrderItem, { order, name: 'Bandana', unitPrice: '149.00' });
    await em.flush();
    const res = await request(
      { orderId: order.id, orderItemIds: [line.id], reason: 'Feil vare levert' },
      { cookies: t.staffCookies('staff') },
    );
    expect(res.data?.requestReturn.__typename).toBe('ReturnRequested');
    const area = await t.gql(AreaReturns, {}, owner());
    expect(area.data?.customerArea?.returns.some((r) => r.orderItemId === line.id)).toBe(true);
  });
});
