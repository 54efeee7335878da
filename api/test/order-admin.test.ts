import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Design } from '../src/modules/designs/design.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { orderPaymentState } from '../src/modules/orders/order-payment.js';
import { Shipment } from '../src/modules/orders/shipment.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { graphql } from './gql/index.js';
import type { ListSort, StaffOrderFilter } from './gql/graphql.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * Orders on the staff side (admin §3): the list, the detail, 'Endre status' under the workflow and the payment
 * rules (with the administrator's override), the cancel rule after design approval, shipments with tracking, the
 * mails queued for the customer, internal notes that no customer-facing read shows, and the audit trail.
 */

const OrderList = graphql(`
  query OrderAdminTestList($search: String, $filter: StaffOrderFilter, $sort: ListSort, $offset: Int, $limit: Int) {
    staffOrders(search: $search, filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        id
        orderNumber
        customerEmail
        customerName
        createdAt
        itemCount
        totalAmount
        status
        invoiceStatus
        invoiceCount
        shipmentStatus
      }
    }
  }
`);

const OrderDetail = graphql(`
  query OrderAdminTestDetail($id: ID!) {
    order(id: $id) {
      ...OrderAdminTestFields
    }
  }
`);

graphql(`
  fragment OrderAdminTestFields on StaffOrder {
    id
    orderNumber
    status
    statusLabel
    customerEmail
    customerName
    cancelReason
    itemCount
    isCustom
    designApproved
    paid
    paymentBlock
    items {
      id
      name
      quantity
    }
    printNames
    nextStatuses {
      status
      label
      reasonRequired
      override
    }
    shipments {
      id
      carrier
      carrierLabel
      trackingNumber
      trackingUrl
      status
      statusLabel
      canMarkShipped
      canMarkDelivered
    }
    invoices {
      id
      invoiceNumber
      amount
      status
    }
    notes {
      id
      body
      staffUsername
    }
  }
`);

const SetStatus = graphql(`
  mutation OrderAdminTestSetStatus($input: SetOrderStatusInput!) {
    setOrderStatus(input: $input) {
      id
      status
      cancelReason
    }
  }
`);

const RegisterShipment = graphql(`
  mutation OrderAdminTestRegisterShipment($input: RegisterShipmentInput!) {
    registerShipment(input: $input) {
      id
      shipments {
        id
        carrier
        trackingNumber
        trackingUrl
        status
      }
    }
  }
`);

const MarkShipment = graphql(`
  mutation OrderAdminTestMarkShipment($input: MarkShipmentInput!) {
    markShipment(input: $input) {
      id
      status
      shipments {
        id
        status
      }
    }
  }
`);

const AddNote = graphql(`
  mutation OrderAdminTestAddNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      id
      notes {
        id
        body
        staffUsername
      }
    }
  }
`);

const CustomerOrders = graphql(`
  query OrderAdminTestCustomerOrders {
    customerArea {
      orders {
        id
        status
        notes
        cancelReason
        shipments {
          carrier
          trackingNumber
          trackingUrl
          status
        }
      }
    }
  }
`);

let t: TestApp;
let seq = 0;
const CUSTOMER = 'ordre-kunde@example.no';

const staff = () => ({ cookies: t.staffCookies('staff') });
const admin = () => ({ cookies: t.staffCookies('admin') });

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Oda', lastName: 'Ordresen', email: CUSTOMER });
  await em.flush();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface Arrange {
  status?: Order['status'];
  custom?: 'design' | 'printName' | 'notes';
  designStatus?: Design['status'];
  invoices?: Array<{ amount: string; status: Invoice['status'] }>;
}

/** An order of CUSTOMER with two lines (a custom one when asked), and its invoices. */
async function arrange(opts: Arrange = {}): Promise<Order> {
  const em = t.em();
  seq += 1;
  const order = em.create(Order, {
    memberEmail: CUSTOMER,
    orderNumber: `OA-2026-${String(seq).padStart(4, '0')}-${Date.now().toString(36)}`,
    status: opts.status ?? 'pending',
    totalAmount: '1498.00',
  });
  let designId: number | null = null;
  if (opts.custom === 'design') {
    const design = em.create(Design, {
      memberEmail: CUSTOMER,
      name: 'Russelogo',
      status: opts.designStatus ?? 'pending',
    });
    await em.flush();
    designId = design.id;
  }
  em.create(OrderItem, {
    order,
    name: 'Hoodie Original',
    quantity: 2,
    unitPrice: '499.00',
    designId,
    printName: opts.custom === 'printName' ? 'RUSSE-OLA' : null,
    notes: opts.custom === 'notes' ? 'Brodert navn på ermet' : null,
  });
  em.create(OrderItem, { order, name: 'Bandana', quantity: 1, unitPrice: '500.00' });
  await em.flush();
  for (const [index, invoice] of (opts.invoices ?? []).entries()) {
    em.create(Invoice, {
      order,
      invoiceNumber: `${order.orderNumber}-F${index}`,
      memberEmail: CUSTOMER,
      amount: invoice.amount,
      status: invoice.status,
      dueDate: new Date(Date.now() + 14 * 86_400_000),
    });
  }
  await em.flush();
  return order;
}

async function detail(id: number, options = staff()) {
  const res = await t.gql(OrderDetail, { id: String(id) }, options);
  expect(res.errors).toBeUndefined();
  return res.data!.order as unknown as {
    status: string;
    paid: boolean;
    isCustom: boolean;
    designApproved: boolean;
    paymentBlock: string | null;
    cancelReason: string | null;
    customerName: string | null;
    itemCount: number;
    nextStatuses: Array<{ status: string; reasonRequired: boolean; override: string | null }>;
    shipments: Array<{
      id: string;
      carrier: string;
      carrierLabel: string;
      trackingNumber: string;
      trackingUrl: string | null;
      status: string;
      canMarkShipped: boolean;
      canMarkDelivered: boolean;
    }>;
    notes: Array<{ body: string; staffUsername: string }>;
  };
}

async function move(order: Order, status: string, options = staff(), reason?: string) {
  return t.gql(SetStatus, { input: { orderId: String(order.id), status, reason: reason ?? null } }, options);
}

async function statusOf(order: Order): Promise<string> {
  const row = await t.em().findOneOrFail(Order, { id: order.id });
  return row.status;
}

async function jobsFor(order: Order) {
  const events = await t.em().find(OutboxEvent, {}, { orderBy: { id: 'asc' } });
  return events
    .filter((event) => (event.payload as { orderId?: number }).orderId === order.id)
    .map((event) => ({ type: event.type, payload: event.payload }));
}

async function auditFor(order: Order) {
  return t.em().find(AuditEntry, { entityType: 'order', entityId: String(order.id) }, { orderBy: { id: 'asc' } });
}

const errorOf = (res: { errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
  fieldErrors: res.errors?.[0]?.extensions?.fieldErrors,
});

describe('orderPaymentState', () => {
  it('is paid only with at least one positive invoice and every positive invoice paid; credit notes do not count', async () => {
    const none = await arrange();
    expect(await orderPaymentState(t.em(), none.id)).toEqual({ paid: false, invoiceCount: 0, paidCount: 0 });
    const creditOnly = await arrange({ invoices: [{ amount: '-100.00', status: 'pending' }] });
    expect((await orderPaymentState(t.em(), creditOnly.id)).paid).toBe(false);
    const paid = await arrange({
      invoices: [
        { amount: '700.00', status: 'paid' },
        { amount: '798.00', status: 'paid' },
        { amount: '-100.00', status: 'pending' },
      ],
    });
    expect(await orderPaymentState(t.em(), paid.id)).toEqual({ paid: true, invoiceCount: 2, paidCount: 2 });
    const partly = await arrange({
      invoices: [
        { amount: '700.00', status: 'paid' },
        { amount: '798.00', status: 'pending' },
      ],
    });
    expect(await orderPaymentState(t.em(), partly.id)).toEqual({ paid: false, invoiceCount: 2, paidCount: 1 });
  });
});

describe('Endre status', () => {
  it('moves a paid standard order through every status, mails the customer and audits each move', async () => {
    const order = await arrange({ invoices: [{ amount: '1498.00', status: 'paid' }] });
    const before = await detail(order.id);
    expect(before).toMatchObject({ status: 'pending', paid: true, isCustom: false, customerName: 'Oda Ordresen' });
    expect(before.itemCount).toBe(3);
    expect(before.nextStatuses.map((s) => s.status)).toEqual(['processing', 'cancelled']);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await move(order, status);
      expect(res.errors).toBeUndefined();
      expect(res.data?.setOrderStatus.status).toBe(status);
    }
    expect(await jobsFor(order)).toEqual([
      { type: JOBS.orderStatusChanged, payload: { orderId: order.id, status: 'processing' } },
      { type: JOBS.orderStatusChanged, payload: { orderId: order.id, status: 'shipped' } },
      { type: JOBS.orderStatusChanged, payload: { orderId: order.id, status: 'delivered' } },
    ]);
    const audit = await auditFor(order);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['order.status.changed', { status: 'pending' }, { status: 'processing' }],
      ['order.status.changed', { status: 'processing' }, { status: 'shipped' }],
      ['order.status.changed', { status: 'shipped' }, { status: 'delivered' }],
    ]);
    expect((await detail(order.id)).nextStatuses).toEqual([]);
  });

  it('refuses a wrong move with a Norwegian CONFLICT and changes nothing', async () => {
    const order = await arrange({ status: 'delivered', invoices: [{ amount: '1498.00', status: 'paid' }] });
    for (const [to, message] of [
      ['pending', 'Ordren kan ikke endres fra «Levert» til «Behandles»'],
      ['cancelled', 'Ordren kan ikke endres fra «Levert» til «Kansellert»'],
      ['delivered', 'Ordren har allerede status «Levert»'],
    ] as const) {
      const res = await move(order, to, admin(), 'En grundig begrunnelse');
      expect(errorOf(res)).toMatchObject({ code: 'CONFLICT', message });
    }
    const pending = await arrange({ invoices: [{ amount: '1498.00', status: 'paid' }] });
    expect(errorOf(await move(pending, 'shipped'))).toMatchObject({
      code: 'CONFLICT',
      message: 'Ordren kan ikke endres fra «Behandles» til «Sendt»',
    });
    expect(errorOf(await move(pending, 'tull'))).toMatchObject({ code: 'CONFLICT' });
    expect(await statusOf(order)).toBe('delivered');
    expect(await statusOf(pending)).toBe('pending');
    expect(await jobsFor(order)).toEqual([]);
    expect(await auditFor(order)).toEqual([]);
    expect(errorOf(await move({ id: 99_999_999 } as Order, 'processing'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Fant ikke ordren',
    });
  });

  it('is refused for customers and anonymous callers', async () => {
    const order = await arrange();
    expect(errorOf(await move(order, 'processing', { cookies: t.customerCookies(CUSTOMER) })).code).toBe('FORBIDDEN');
    expect(errorOf(await move(order, 'processing', { cookies: {} })).code).toBe('UNAUTHENTICATED');
    expect(await statusOf(order)).toBe('pending');
  });
});

describe('payment rules', () => {
  for (const custom of ['design', 'printName', 'notes'] as const) {
    it(`an unpaid order with a custom item (${custom}) goes to production only when paid`, async () => {
      // An approved design: a design that is not approved blocks production on its own (design-review.test.ts).
      const order = await arrange({
        custom,
        designStatus: 'approved',
        invoices: [{ amount: '1498.00', status: 'pending' }],
      });
      const view = await detail(order.id);
      expect(view.isCustom).toBe(true);
      expect(view.paymentBlock).toBe(
        'Ordrer med tilpassede varer kan ikke settes i produksjon før fakturaen er betalt',
      );
      // After the design is approved, only an administrator may cancel.
      expect(view.nextStatuses.map((s) => s.status)).toEqual(custom === 'design' ? [] : ['cancelled']);
      expect(errorOf(await move(order, 'processing'))).toMatchObject({
        code: 'CONFLICT',
        message: 'Ordrer med tilpassede varer kan ikke settes i produksjon før fakturaen er betalt',
      });
      expect(await statusOf(order)).toBe('pending');
      await t.em().nativeUpdate(Invoice, { order: order.id }, { status: 'paid' });
      expect((await move(order, 'processing')).errors).toBeUndefined();
      expect(await statusOf(order)).toBe('processing');
    });
  }

  it('a standard order goes to production unpaid but is shipped only when every member invoice is paid', async () => {
    const order = await arrange({
      invoices: [
        { amount: '700.00', status: 'paid' },
        { amount: '798.00', status: 'pending' },
      ],
    });
    expect((await move(order, 'processing')).errors).toBeUndefined();
    expect(errorOf(await move(order, 'shipped'))).toMatchObject({
      code: 'CONFLICT',
      message: 'Ordren kan ikke sendes før fakturaen er betalt',
    });
    expect(await statusOf(order)).toBe('processing');
    await t.em().nativeUpdate(Invoice, { order: order.id }, { status: 'paid' });
    expect((await move(order, 'shipped')).errors).toBeUndefined();
  });

  it('an administrator overrides with a written reason that the timeline keeps; staff cannot', async () => {
    const order = await arrange({ custom: 'design', designStatus: 'approved' });
    const asAdmin = await detail(order.id, admin());
    expect(asAdmin.nextStatuses).toEqual([
      expect.objectContaining({ status: 'processing', reasonRequired: true, override: 'paymentBeforeProduction' }),
      expect.objectContaining({ status: 'cancelled', reasonRequired: true, override: 'approvedDesign' }),
    ]);
    const noReason = errorOf(await move(order, 'processing', admin()));
    expect(noReason.code).toBe('BAD_USER_INPUT');
    expect(noReason.fieldErrors).toEqual({
      reason:
        'Ordrer med tilpassede varer kan ikke settes i produksjon før fakturaen er betalt. Skriv en begrunnelse på minst 5 tegn for å overstyre.',
    });
    expect(errorOf(await move(order, 'processing', staff(), 'Kunden betaler ved henting')).code).toBe('CONFLICT');
    expect(await statusOf(order)).toBe('pending');
    const res = await move(order, 'processing', admin(), 'Skolen betaler via kommunen');
    expect(res.errors).toBeUndefined();
    const audit = await auditFor(order);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffUsername).toBe(t.staffUser('admin').username);
    expect(audit[0]!.after).toMatchObject({
      status: 'processing',
      reason: 'Skolen betaler via kommunen',
      override: 'paymentBeforeProduction',
    });
  });
});

describe('cancelling', () => {
  it('always needs a reason, which is stored, mailed (essential job) and audited', async () => {
    const order = await arrange();
    const res = await move(order, 'cancelled');
    expect(errorOf(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { reason: 'Skriv en begrunnelse på minst 5 tegn' },
    });
    expect(await statusOf(order)).toBe('pending');
    const done = await move(order, 'cancelled', staff(), 'Kunden ombestemte seg');
    expect(done.data?.setOrderStatus).toMatchObject({ status: 'cancelled', cancelReason: 'Kunden ombestemte seg' });
    expect(await jobsFor(order)).toEqual([{ type: JOBS.orderCancelled, payload: { orderId: order.id } }]);
    const area = await t.gql(CustomerOrders, {}, { cookies: t.customerCookies(CUSTOMER) });
    expect(area.data!.customerArea!.orders.find((o) => Number(o.id) === order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Kunden ombestemte seg',
    });
  });

  it('after the design is approved only an administrator may cancel, with a reason', async () => {
    for (const designStatus of ['approved', 'in_production'] as const) {
      const order = await arrange({ custom: 'design', designStatus, invoices: [{ amount: '1.00', status: 'paid' }] });
      expect((await detail(order.id)).designApproved).toBe(true);
      expect((await detail(order.id)).nextStatuses.map((s) => s.status)).toEqual(['processing']);
      expect(errorOf(await move(order, 'cancelled', staff(), 'Kunden ombestemte seg'))).toMatchObject({
        code: 'CONFLICT',
        message: 'Designet er godkjent, så ordren kan bare kanselleres av en administrator med begrunnelse',
      });
      expect(await statusOf(order)).toBe('pending');
      expect((await move(order, 'cancelled', admin(), 'Avtalt med kunden på telefon')).errors).toBeUndefined();
      expect(await statusOf(order)).toBe('cancelled');
    }
  });
});

describe('shipments', () => {
  it('registers a shipment, marks it sent (order shipped, tracking mailed) and delivered; the customer sees each step', async () => {
    const order = await arrange({ status: 'processing', invoices: [{ amount: '1498.00', status: 'paid' }] });
    const registered = await t.gql(
      RegisterShipment,
      {
        input: {
          orderId: String(order.id),
          carrier: 'bring',
          trackingNumber: ' 370722152417281240 ',
          estimatedDelivery: '2026-12-04',
        },
      },
      staff(),
    );
    expect(registered.errors).toBeUndefined();
    const shipment = registered.data!.registerShipment.shipments[0]!;
    expect(shipment).toMatchObject({
      carrier: 'bring',
      trackingNumber: '370722152417281240',
      trackingUrl: 'https://sporing.bring.no/sporing/370722152417281240',
      status: 'preparing',
    });
    let view = await detail(order.id);
    expect(view.shipments[0]).toMatchObject({ carrierLabel: 'Bring', statusLabel: 'Klargjøres', canMarkShipped: true });

    const sent = await t.gql(MarkShipment, { input: { shipmentId: shipment.id, status: 'shipped' } }, staff());
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.markShipment).toMatchObject({ status: 'shipped', shipments: [{ status: 'shipped' }] });
    const area = await t.gql(CustomerOrders, {}, { cookies: t.customerCookies(CUSTOMER) });
    expect(area.data!.customerArea!.orders.find((o) => Number(o.id) === order.id)).toMatchObject({
      status: 'shipped',
      shipments: [
        {
          carrier: 'Bring',
          trackingNumber: '370722152417281240',
          trackingUrl: 'https://sporing.bring.no/sporing/370722152417281240',
          status: 'shipped',
        },
      ],
    });

    const delivered = await t.gql(MarkShipment, { input: { shipmentId: shipment.id, status: 'delivered' } }, staff());
    expect(delivered.data!.markShipment).toMatchObject({ status: 'delivered', shipments: [{ status: 'delivered' }] });
    view = await detail(order.id);
    expect(view.shipments[0]).toMatchObject({ canMarkShipped: false, canMarkDelivered: false });

    expect(await jobsFor(order)).toEqual([
      {
        type: JOBS.orderStatusChanged,
        payload: { orderId: order.id, status: 'shipped', shipmentId: Number(shipment.id) },
      },
      {
        type: JOBS.orderStatusChanged,
        payload: { orderId: order.id, status: 'delivered', shipmentId: Number(shipment.id) },
      },
    ]);
    expect((await auditFor(order)).map((entry) => entry.action)).toEqual([
      'order.shipment.registered',
      'order.shipment.shipped',
      'order.status.changed',
      'order.shipment.delivered',
      'order.status.changed',
    ]);
  });

  it('refuses bad input and marking an unpaid order sent, changing nothing', async () => {
    const order = await arrange({ status: 'processing', invoices: [{ amount: '1498.00', status: 'pending' }] });
    const bad = await t.gql(
      RegisterShipment,
      { input: { orderId: String(order.id), carrier: 'ups', trackingNumber: '', estimatedDelivery: '2.5' } },
      staff(),
    );
    expect(errorOf(bad)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        carrier: 'Velg en transportør',
        trackingNumber: 'Skriv inn sporingsnummeret',
        estimatedDelivery: 'Ugyldig dato for forventet levering',
      },
    });
    const ok = await t.gql(
      RegisterShipment,
      { input: { orderId: String(order.id), carrier: 'other', trackingNumber: 'ABC-1' } },
      staff(),
    );
    const shipment = ok.data!.registerShipment.shipments[0]!;
    expect(shipment.trackingUrl).toBeNull();
    const early = await t.gql(MarkShipment, { input: { shipmentId: shipment.id, status: 'delivered' } }, staff());
    expect(errorOf(early)).toMatchObject({
      code: 'CONFLICT',
      message: 'Forsendelsen kan ikke endres fra «Klargjøres» til «Levert»',
    });
    const unpaid = await t.gql(MarkShipment, { input: { shipmentId: shipment.id, status: 'shipped' } }, staff());
    expect(errorOf(unpaid)).toMatchObject({
      code: 'CONFLICT',
      message: 'Ordren kan ikke sendes før fakturaen er betalt',
    });
    const row = await t.em().findOneOrFail(Shipment, { id: Number(shipment.id) });
    expect(row.status).toBe('preparing');
    expect(row.shippedAt).toBeNull();
    expect(await statusOf(order)).toBe('processing');
    expect(await jobsFor(order)).toEqual([]);

    const cancelled = await arrange({ status: 'cancelled' });
    const closed = await t.gql(
      RegisterShipment,
      { input: { orderId: String(cancelled.id), carrier: 'posten', trackingNumber: '1' } },
      staff(),
    );
    expect(errorOf(closed)).toMatchObject({
      code: 'CONFLICT',
      message: 'Ordren er kansellert eller levert, så det kan ikke registreres en forsendelse',
    });
  });
});

describe('Intern notat', () => {
  it('is shown to staff and never to the customer (GraphQL, REST, export)', async () => {
    const order = await arrange();
    const secret = `Kunden er vanskelig-${Date.now()}`;
    const res = await t.gql(AddNote, { input: { orderId: String(order.id), body: `  ${secret}  ` } }, staff());
    expect(res.errors).toBeUndefined();
    expect(res.data!.addOrderNote.notes).toEqual([
      expect.objectContaining({ body: secret, staffUsername: t.staffUser('staff').username }),
    ]);
    expect((await auditFor(order)).map((entry) => entry.action)).toEqual(['order.note.added']);
    const empty = await t.gql(AddNote, { input: { orderId: String(order.id), body: '   ' } }, staff());
    expect(errorOf(empty)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { body: 'Skriv et notat' } });
    const long = await t.gql(AddNote, { input: { orderId: String(order.id), body: 'x'.repeat(2001) } }, staff());
    expect(errorOf(long).fieldErrors).toEqual({ body: 'Notatet kan ha høyst 2000 tegn' });

    const customer = { cookies: t.customerCookies(CUSTOMER) };
    const area = await t.gql(CustomerOrders, {}, customer);
    expect(JSON.stringify(area.data)).not.toContain(secret);
    const email = encodeURIComponent(CUSTOMER);
    for (const url of [`/api/customer/orders/${email}`, `/api/customer/export/${email}`]) {
      const response = await t.inject({ method: 'GET', url, cookies: customer.cookies });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain((order as Order).orderNumber);
      expect(response.body).not.toContain(secret);
    }
    const asCustomer = await t.gql(OrderDetail, { id: String(order.id) }, customer);
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the order list', () => {
  it('filters by status, invoice and shipment status, searches number, e-mail and name, and pages', async () => {
    const paid = await arrange({ status: 'processing', invoices: [{ amount: '1498.00', status: 'paid' }] });
    const overdue = await arrange({ invoices: [{ amount: '1498.00', status: 'overdue' }] });
    const list = async (
      { search, ...filter }: StaffOrderFilter & { search?: string },
      extra: { sort?: ListSort; limit?: number; offset?: number } = {},
    ) => {
      const res = await t.gql(OrderList, { search, filter, ...extra }, staff());
      expect(res.errors).toBeUndefined();
      return res.data!.staffOrders;
    };
    const mine = await list({ search: 'ordresen' }, { limit: 100 });
    expect(mine.total).toBe(seq);
    expect(mine.items.every((row) => row.customerEmail === CUSTOMER && row.customerName === 'Oda Ordresen')).toBe(true);
    const row = (await list({ search: paid.orderNumber })).items;
    expect(row).toEqual([
      expect.objectContaining({
        id: String(paid.id),
        itemCount: 3,
        totalAmount: '1498.00',
        status: 'processing',
        invoiceStatus: 'paid',
        invoiceCount: 1,
        shipmentStatus: null,
      }),
    ]);
    expect((await list({ search: overdue.orderNumber.toUpperCase(), invoiceStatus: 'overdue' })).total).toBe(1);
    expect((await list({ search: overdue.orderNumber, invoiceStatus: 'paid' })).total).toBe(0);
    const noInvoice = await list({ search: 'ordre-kunde@', invoiceStatus: 'none' }, { limit: 100 });
    expect(noInvoice.items.every((r) => r.invoiceStatus === null)).toBe(true);
    const shipped = await list({ search: CUSTOMER, shipmentStatus: 'delivered' }, { limit: 100 });
    expect(shipped.total).toBeGreaterThan(0);
    expect(shipped.items.every((r) => r.shipmentStatus === 'delivered')).toBe(true);
    expect(
      (await list({ search: CUSTOMER, status: 'cancelled' }, { limit: 100 })).items.every(
        (r) => r.status === 'cancelled',
      ),
    ).toBe(true);
    const page1 = await list({ search: CUSTOMER }, { sort: { field: 'createdAt', order: 'ASC' }, limit: 2, offset: 0 });
    const page2 = await list({ search: CUSTOMER }, { sort: { field: 'createdAt', order: 'ASC' }, limit: 2, offset: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page2.items[0]!.id).not.toBe(page1.items[1]!.id);
    expect((await list({ search: '%' })).total).toBe(0);
  });
});
