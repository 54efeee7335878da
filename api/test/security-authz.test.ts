import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_STAFF_MESSAGES } from '@russ/schema/orders/return-rules';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';

/**
 * The outside security review of issue 17, the authorisation, error and abuse-limit findings: each describe is
 * named after the finding it shows fixed.
 */

let t: TestApp;
const staff = () => ({ cookies: t.staffCookies('staff') });
const admin = () => ({ cookies: t.staffCookies('admin') });

beforeAll(async () => {
  t = await startTestApp();
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
      ... on ReturnUpdated {
        staffReturn {
          id
          status
        }
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
  query SecurityAuthzMembers($sort: String) {
    staffMembers(sort: $sort, limit: 1) {
      total
    }
  }
`);
const OrdersSorted = graphql(`
  query SecurityAuthzOrders($sort: String) {
    orders(sort: $sort, limit: 1) {
      total
    }
  }
`);
const QuotesSorted = graphql(`
  query SecurityAuthzQuotes($sort: String) {
    quotes(sort: $sort, limit: 1) {
      total
    }
  }
`);
const InvoicesSorted = graphql(`
  query SecurityAuthzInvoices($sort: String) {
    invoices(sort: $sort, limit: 1) {
      total
    }
  }
`);

describe('security review: sort keys are own properties, and an internal error never carries SQL', () => {
  const hostileKeys = ['constructor', '__proto__', 'toString', '-constructor', 'hasOwnProperty', '-__proto__'];

  it.each(hostileKeys)('staff lists treat sort %j as unknown: the default order, no error', async (sort) => {
    for (const [name, document] of [
      ['staffMembers', MembersSorted],
      ['orders', OrdersSorted],
      ['quotes', QuotesSorted],
      ['invoices', InvoicesSorted],
    ] as const) {
      const res = await t.gql(document, { sort }, admin());
      expect(res.errors, `${name} sort ${sort}: ${JSON.stringify(res.errors)}`).toBeUndefined();
      expect(res.body).not.toMatch(/select|order by|syntax/i);
    }
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
