import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNok } from '@russ/schema/common/money';
import { JOBS } from '@russ/schema/jobs/jobs';
import { RETURN_MESSAGES } from '@russ/schema/returns/return-reasons';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { OrderReturn } from '../src/modules/returns/return.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';
import { startMailWorker, waitForMail, type MailWorkerProcess } from './support/mail-worker.js';

/**
 * The staff side of returns (admin §5): `Returer` lists them; `Godkjenn` with a refund of at most the line's
 * price, `Avvis` with a reason, `Fullfør` with a credit note for the refund. Each step is audited (entity type
 * `return`) and mails the customer (through the real relay, worker and maildev). The customer's return form
 * takes custom items only as a complaint about a defect.
 */

const StaffReturns = graphql(`
  query ReturnAdminTestList($search: String, $status: String, $sort: ListSort) {
    staffReturns(search: $search, filter: { status: $status }, sort: $sort) {
      total
      items {
        id
        status
        orderNumber
        memberEmail
        customerName
        itemName
        itemPrice
        refundAmount
        isCustomItem
        nextStatuses
      }
    }
  }
`);

const StaffReturnDetail = graphql(`
  query ReturnAdminTestDetail($id: ID!) {
    staffReturn(id: $id) {
      id
      status
      refundAmount
      rejectionReason
      itemPrice
      approvedAt
      completedAt
    }
  }
`);

const Approve = graphql(`
  mutation ReturnAdminTestApprove($id: ID!, $input: ApproveReturnInput!) {
    approveReturn(id: $id, input: $input) {
      __typename
      staffReturn {
        id
        status
        refundAmount
        nextStatuses
      }
    }
  }
`);

const Reject = graphql(`
  mutation ReturnAdminTestReject($id: ID!, $input: RejectReturnInput!) {
    rejectReturn(id: $id, input: $input) {
      __typename
      staffReturn {
        id
        status
        rejectionReason
      }
    }
  }
`);

const Complete = graphql(`
  mutation ReturnAdminTestComplete($id: ID!) {
    completeReturn(id: $id) {
      __typename
      staffReturn {
        id
        status
        completedAt
      }
    }
  }
`);

const CustomerRequest = graphql(`
  mutation ReturnAdminTestRequest($input: ReturnRequestInput!) {
    requestReturn(input: $input) {
      __typename
      returns {
        id
      }
    }
  }
`);

const CustomerOrders = graphql(`
  query ReturnAdminTestOrders {
    customerArea {
      orders {
        id
        items {
          id
          name
          isCustom
        }
      }
    }
  }
`);

let t: TestApp;
let worker: MailWorkerProcess;
const staff = () => ({ cookies: t.staffCookies('staff') });
/** `Fullfør` with a refund issues a credit note: administrators only (invoices.credit). */
const admin = () => ({ cookies: t.staffCookies('admin') });

/** The field messages of a BAD_USER_INPUT refusal, by field. */
function errorsOf(result: Parameters<typeof refusalOf>[0]) {
  const refusal = refusalOf(result);
  expect(refusal.code).toBe('BAD_USER_INPUT');
  return Object.fromEntries(refusal.fieldErrors.map((e) => [e.field, e.message]));
}

/** A delivered order of the demo customer with one line (custom when `designId`), optionally with an invoice. */
async function deliveredOrder(options: { unitPrice: string; quantity?: number; designId?: number; invoice?: boolean }) {
  const em = t.em();
  const total = (Number(options.unitPrice) * (options.quantity ?? 1)).toFixed(2);
  const order = em.create(Order, {
    memberEmail: DEMO_MEMBER_EMAIL,
    orderNumber: `RK-RA-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    status: 'delivered',
    totalAmount: total,
  });
  const item = em.create(OrderItem, {
    order,
    name: options.designId ? 'Hoodie med trykk' : 'Bandana',
    unitPrice: options.unitPrice,
    quantity: options.quantity ?? 1,
    designId: options.designId ?? null,
  });
  if (options.invoice) {
    em.create(Invoice, {
      order,
      invoiceNumber: `T-${order.orderNumber}`,
      memberEmail: DEMO_MEMBER_EMAIL,
      amount: total,
      status: 'paid',
      dueDate: new Date(Date.now() + 14 * 86_400_000),
    });
  }
  await em.flush();
  return { order, item };
}

async function fileReturn(orderId: number, itemId: number, reason = 'Feil størrelse') {
  const em = t.em();
  const row = em.create(OrderReturn, { order: orderId, orderItem: itemId, reason, status: 'requested' });
  await em.flush();
  return row.id;
}

const auditOf = (id: number) =>
  t.em().find(AuditEntry, { entityType: 'return', entityId: String(id) }, { orderBy: { id: 'asc' } });
const outboxOf = (type: string, id: number) =>
  t
    .em()
    .find(OutboxEvent, { type })
    .then((events) => events.filter((e) => (e.payload as { returnId?: number }).returnId === id));

beforeAll(async () => {
  t = await startTestApp({ relay: true });
  worker = await startMailWorker(t);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

describe('Returer: the list and one return', () => {
  it('staff see the seeded return with its order, customer and line; status, search and sort filter', async () => {
    const all = await t.gql(StaffReturns, {}, staff());
    expect(all.errors).toBeUndefined();
    const seeded = all.data!.staffReturns.items.find((r) => r.memberEmail === DEMO_MEMBER_EMAIL);
    expect(seeded).toMatchObject({ status: 'pending', itemName: 'Sweatpants', customerName: 'Ola Nordmann' });
    expect(seeded!.nextStatuses).toEqual(['approved', 'rejected']);

    // 'Behandles' covers requested and pending.
    const open = await t.gql(StaffReturns, { status: 'requested' }, staff());
    expect(open.data!.staffReturns.items.map((r) => r.id)).toContain(seeded!.id);
    const done = await t.gql(StaffReturns, { status: 'completed' }, staff());
    expect(done.data!.staffReturns.items.map((r) => r.id)).not.toContain(seeded!.id);

    const found = await t.gql(StaffReturns, { search: seeded!.orderNumber }, staff());
    expect(found.data!.staffReturns.items.every((r) => r.orderNumber === seeded!.orderNumber)).toBe(true);
    const byName = await t.gql(StaffReturns, { search: 'ola sweat' }, staff());
    expect(byName.data!.staffReturns.items.map((r) => r.id)).toContain(seeded!.id);
    const nothing = await t.gql(StaffReturns, { search: 'finnes-ikke-xyz' }, staff());
    expect(nothing.data!.staffReturns).toEqual({ total: 0, items: [] });

    const sorted = await t.gql(StaffReturns, { sort: { field: 'requestedAt', order: 'ASC' } }, staff());
    expect(sorted.errors).toBeUndefined();
  });

  it('customers and anonymous callers cannot list or open returns; a missing one is NOT_FOUND', async () => {
    const asCustomer = await t.gql(StaffReturns, {}, { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) });
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(StaffReturns, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await t.gql(StaffReturnDetail, { id: '99999999' }, staff());
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Fant ikke returen');
  });
});

describe('Godkjenn, Avvis, Fullfør', () => {
  it('Godkjenn refuses a refund above the line price (Norwegian message, nothing changes), accepts up to it', async () => {
    const { order, item } = await deliveredOrder({ unitPrice: '249.50', quantity: 2, invoice: true });
    const id = await fileReturn(order.id, item.id);

    const over = await t.gql(Approve, { id: String(id), input: { refundAmount: '499,01' } }, staff());
    expect(errorsOf(over)).toEqual({
      refundAmount: `Refusjonsbeløpet kan ikke være høyere enn varens pris (${formatNok(499)})`,
    });
    const bad = await t.gql(Approve, { id: String(id), input: { refundAmount: '-5' } }, staff());
    expect(errorsOf(bad)).toEqual({ refundAmount: 'Refusjonsbeløpet kan ikke være negativt' });
    const notNumber = await t.gql(Approve, { id: String(id), input: { refundAmount: 'mye' } }, staff());
    expect(errorsOf(notNumber)).toEqual({ refundAmount: 'Skriv inn et gyldig refusjonsbeløp' });
    expect(await t.em().findOneOrFail(OrderReturn, id)).toMatchObject({ status: 'requested', refundAmount: null });
    expect(await auditOf(id)).toHaveLength(0);

    const since = new Date();
    const ok = await t.gql(Approve, { id: String(id), input: { refundAmount: '499,00' } }, staff());
    expect(ok.data?.approveReturn).toMatchObject({
      __typename: 'ReturnUpdated',
      staffReturn: { status: 'approved', refundAmount: '499.00', nextStatuses: ['completed'] },
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'return.approved', staffUsername: t.staffUser('staff').username });
    expect(entry!.before).toMatchObject({ status: 'requested', refundAmount: null });
    expect(entry!.after).toMatchObject({ status: 'approved', refundAmount: '499.00' });
    expect(await outboxOf(JOBS.returnApproved, id)).toHaveLength(1);

    const mail = await waitForMail(DEMO_MEMBER_EMAIL, `Returen din er godkjent – ordre ${order.orderNumber}`, since);
    expect(mail.text).toContain(`Refusjonsbeløp: ${formatNok(499)}`);
    expect(mail.text).toContain('2 × Bandana');
    expect(mail.html).toContain(formatNok(499));

    // Approved once: approving again is refused with the move's message.
    const again = await t.gql(Approve, { id: String(id), input: { refundAmount: '10' } }, staff());
    expect(errorsOf(again)).toEqual({
      status: 'Returen kan ikke endres fra «Godkjent» til «Godkjent»',
    });

    // Fullfør (an administrator): a credit note for the refund, negative, against the order's invoice.
    const completeSince = new Date();
    const done = await t.gql(Complete, { id: String(id) }, admin());
    expect(done.data?.completeReturn).toMatchObject({
      __typename: 'ReturnUpdated',
      staffReturn: { status: 'completed' },
    });
    const invoices = await t.em().find(Invoice, { order: order.id }, { orderBy: { id: 'asc' } });
    expect(invoices).toHaveLength(2);
    const note = invoices[1]!;
    expect(note).toMatchObject({
      kind: 'credit_note',
      amount: '-499.00',
      creditedInvoiceId: invoices[0]!.id,
      returnId: id,
    });
    const completed = (await auditOf(id)).find((e) => e.action === 'return.completed');
    expect(completed?.after).toMatchObject({
      status: 'completed',
      creditNoteId: note.id,
      creditNoteNumber: note.invoiceNumber,
    });
    const doneMail = await waitForMail(
      DEMO_MEMBER_EMAIL,
      `Refusjonen for returen din er utbetalt – ordre ${order.orderNumber}`,
      completeSince,
    );
    expect(doneMail.text).toContain(formatNok(499));
    expect(doneMail.text).toContain(`Kreditnota: ${note.invoiceNumber}`);

    // Completed is final.
    const rejectDone = await t.gql(Reject, { id: String(id), input: { reason: 'For sent ute' } }, staff());
    expect(errorsOf(rejectDone)).toEqual({
      status: 'Returen kan ikke endres fra «Fullført» til «Avvist»',
    });
  }, 60_000);

  it('Avvis needs a reason; the reason is stored and mailed to the customer', async () => {
    const { order, item } = await deliveredOrder({ unitPrice: '149.00' });
    const id = await fileReturn(order.id, item.id, 'Angrer kjøpet');

    const empty = await t.gql(Reject, { id: String(id), input: { reason: '   ' } }, staff());
    expect(errorsOf(empty)).toEqual({ reason: 'Skriv en begrunnelse på minst 5 tegn' });
    expect((await t.em().findOneOrFail(OrderReturn, id)).status).toBe('requested');

    const since = new Date();
    const reason = 'Varen er brukt og kan ikke tas i retur etter angrefristen.';
    const res = await t.gql(Reject, { id: String(id), input: { reason } }, staff());
    expect(res.data?.rejectReturn).toMatchObject({ staffReturn: { status: 'rejected', rejectionReason: reason } });
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['return.rejected']);
    const mail = await waitForMail(
      DEMO_MEMBER_EMAIL,
      `Svar på returforespørselen din – ordre ${order.orderNumber}`,
      since,
    );
    expect(mail.text).toContain(reason);

    // Rejected is final: it cannot be approved afterwards.
    const approve = await t.gql(Approve, { id: String(id), input: { refundAmount: '100' } }, staff());
    expect(errorsOf(approve)).toEqual({
      status: 'Returen kan ikke endres fra «Avvist» til «Godkjent»',
    });
  }, 60_000);

  it('Fullfør is refused with a Norwegian message when the order has no invoice; nothing changes', async () => {
    const { order, item } = await deliveredOrder({ unitPrice: '199.00' });
    const id = await fileReturn(order.id, item.id);
    await t.gql(Approve, { id: String(id), input: { refundAmount: '199' } }, staff());
    const res = await t.gql(Complete, { id: String(id) }, admin());
    expect(errorsOf(res)).toEqual({
      invoice:
        'Ordren har ingen faktura, så refusjonen kan ikke krediteres. Lag faktura på ordren først, og fullfør returen etterpå.',
    });
    expect((await t.em().findOneOrFail(OrderReturn, id)).status).toBe('approved');
    expect(await t.em().count(Invoice, { order: order.id })).toBe(0);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['return.approved']);
    expect(await outboxOf(JOBS.returnCompleted, id)).toHaveLength(0);
  });

  it('customers cannot approve, reject or complete (FORBIDDEN), and nothing changes', async () => {
    const { order, item } = await deliveredOrder({ unitPrice: '99.00', invoice: true });
    const id = await fileReturn(order.id, item.id);
    const cookies = { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) };
    const a = await t.gql(Approve, { id: String(id), input: { refundAmount: '99' } }, cookies);
    const r = await t.gql(Reject, { id: String(id), input: { reason: 'Ingen grunn' } }, cookies);
    const c = await t.gql(Complete, { id: String(id) }, cookies);
    for (const res of [a, r, c]) expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.em().findOneOrFail(OrderReturn, id)).status).toBe('requested');
  });
});

describe("the customer's return form: custom items only as a complaint about a defect", () => {
  it('marks custom lines, refuses another reason for them, and takes the defect complaint', async () => {
    const custom = await deliveredOrder({ unitPrice: '499.00', designId: 1 });
    const standard = await deliveredOrder({ unitPrice: '149.00' });
    const owner = { cookies: t.customerCookies(DEMO_MEMBER_EMAIL) };

    const area = await t.gql(CustomerOrders, {}, owner);
    const lines = area.data!.customerArea!.orders.flatMap((o) => o.items);
    expect(lines.find((l) => l.id === String(custom.item.id))?.isCustom).toBe(true);
    expect(lines.find((l) => l.id === String(standard.item.id))?.isCustom).toBe(false);

    const refused = await t.gql(
      CustomerRequest,
      { input: { orderId: custom.order.id, orderItemIds: [custom.item.id], reason: 'Angrer kjøpet' } },
      owner,
    );
    expect(errorsOf(refused)).toEqual({ reason: RETURN_MESSAGES.customItemDefectOnly });
    expect(await t.em().count(OrderReturn, { orderItem: custom.item.id })).toBe(0);

    const defect = await t.gql(
      CustomerRequest,
      { input: { orderId: custom.order.id, orderItemIds: [custom.item.id], reason: 'Skadet eller defekt vare' } },
      owner,
    );
    expect(defect.data?.requestReturn.__typename).toBe('ReturnRequested');

    const standardReturn = await t.gql(
      CustomerRequest,
      { input: { orderId: standard.order.id, orderItemIds: [standard.item.id], reason: 'Angrer kjøpet' } },
      owner,
    );
    expect(standardReturn.data?.requestReturn.__typename).toBe('ReturnRequested');
  });
});
