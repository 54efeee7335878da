import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@russ/schema/jobs/jobs';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { GroupMember } from '../src/modules/groups/group-member.entity.js';
import { Group } from '../src/modules/groups/group.entity.js';
import { SizeSubmission } from '../src/modules/groups/size-submission.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { issueMemberInvoices, registerInvoicePayment } from '../src/modules/invoices/invoice.service.js';
import { Member } from '../src/modules/members/member.entity.js';
import { OrderItem } from '../src/modules/orders/order-item.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { BankPayment } from '../src/modules/payments/bank-payment.entity.js';
import { linkBankPayment } from '../src/modules/payments/payment.service.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { importCamt054 } from './support/invoices.js';

/**
 * A group order invoiced per member (issue 21 item 4, admin §4, §7, §17): the order is paid when the last member's
 * payment comes in (from a bank file) and not before; the coordinator's member list says who has paid ('Betalt'),
 * never to a member; staff's `Send betalingspåminnelse` reminds only the members who have not paid; a part-paid
 * invoice shows its paid part beside its status and its PDF asks for the rest.
 */

const GroupPayments = graphql(`
  query GroupPaymentsDetail($id: ID!) {
    group(id: $id) {
      viewerRole
      members {
        email
        paid
      }
    }
  }
`);

const OrderPaid = graphql(`
  query GroupPaymentsOrder($id: ID!) {
    order(id: $id) {
      paid
    }
  }
`);

const RemindToPay = graphql(`
  mutation GroupPaymentsRemind($id: ID!) {
    sendGroupPaymentReminder(id: $id) {
      reminded
      staffGroup {
        group {
          members {
            email
            paid
          }
        }
      }
    }
  }
`);

const CanRemindToPay = graphql(`
  query GroupPaymentsActions($id: ID!) {
    staffGroup(id: $id) {
      actions {
        canSendPaymentReminder
      }
    }
  }
`);

const InvoiceNote = graphql(`
  query GroupPaymentsInvoice($id: ID!) {
    invoice(id: $id) {
      status
      statusLabel
      paymentNote
      restAmount
    }
  }
`);

let t: TestApp;
const staffActor = () => t.staffActor('staff');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
const tag = Date.now().toString(36);
/** The coordinator and three members of one test's group (`suffix` tells the groups apart). */
const peopleOf = (suffix: string) => ({
  coordinator: `koordinator-betalt-${tag}${suffix}@example.no`,
  members: ['a', 'b', 'c'].map((letter) => `${letter}-betaler-${tag}${suffix}@example.no`),
});
const { coordinator: COORDINATOR, members: MEMBERS } = peopleOf('');

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A group with three accepted members, each with one hoodie at 500 kr, and its order invoiced per member. */
async function groupOrderInvoicedPerMember(suffix = '') {
  const { coordinator, members } = peopleOf(suffix);
  const em = t.em();
  for (const [index, email] of [coordinator, ...members].entries()) {
    em.create(Member, { firstName: `Navn${index}`, lastName: 'Betaler', email });
  }
  const group = em.create(Group, {
    name: `Russ betaling ${tag}${suffix}`,
    coordinatorEmail: coordinator,
    inviteCode: `BET${tag.toUpperCase()}${suffix.toUpperCase()}`,
  } as Group);
  await em.flush();
  for (const email of members) {
    em.create(GroupMember, { group, email, status: 'accepted', joinedAt: new Date() });
    em.create(SizeSubmission, {
      group,
      memberEmail: email,
      products: JSON.stringify([{ productId: 1, name: 'Hoodie', size: 'M', quantity: 1 }]),
    });
  }
  const order = em.create(Order, {
    memberEmail: coordinator,
    orderNumber: `RK-GRP-${tag}${suffix}`,
    totalAmount: '1500.00',
    status: 'processing',
    groupId: group.id,
  });
  em.create(OrderItem, { order, productId: 1, name: 'Hoodie', size: 'M', quantity: 3, unitPrice: '500.00' });
  await em.flush();
  const invoices = await issueMemberInvoices(t.em(), staffActor(), { orderId: order.id });
  expect(invoices.map((invoice) => invoice.memberEmail).sort()).toEqual([...members].sort());
  const byEmail = new Map(invoices.map((invoice) => [invoice.memberEmail, invoice]));
  return { group, order, invoiceOf: (email: string) => byEmail.get(email)! };
}

const pay = (reference: string, payments: Array<{ kid: string | null; amountOre: number }>) =>
  importCamt054(
    t,
    payments.map((p, i) => ({ reference: `${reference}-${i}`, date: today, ...p })),
    reference,
  );

const orderPaidEntries = async (orderId: number) =>
  (await t.em().find(AuditEntry, { entityType: 'order', entityId: String(orderId), action: 'order.paid' })).length;

describe('a group order invoiced per member', () => {
  it('is paid when the last member pays; the coordinator sees who has paid, staff remind only the others', async () => {
    const { group, order, invoiceOf } = await groupOrderInvoicedPerMember();
    const [a, b, c] = MEMBERS as [string, string, string];
    const staffCookies = t.staffCookies('staff');
    const orderPaid = async () =>
      (await t.gql(OrderPaid, { id: String(order.id) }, { cookies: staffCookies })).data!.order.paid;

    // Before any payment the coordinator sees 'Nei' for everyone.
    const coordinatorView = async () => {
      const res = await t.gql(GroupPayments, { id: String(group.id) }, { cookies: t.customerCookies(COORDINATOR) });
      expect(res.errors).toBeUndefined();
      return Object.fromEntries(res.data!.group.members.map((m) => [m.email, m.paid]));
    };
    expect(await coordinatorView()).toEqual({ [a]: false, [b]: false, [c]: false });

    // The bank file pays two members in full and the third in part: the order is not paid yet.
    const first = await pay(`grp-${tag}-1`, [
      { kid: invoiceOf(a).kid!, amountOre: 50_000 },
      { kid: invoiceOf(b).kid!, amountOre: 50_000 },
      { kid: invoiceOf(c).kid!, amountOre: 20_000 },
    ]);
    expect(first).toMatchObject({ read: 3, matched: 3, open: 0 });
    expect(await orderPaid()).toBe(false);
    expect(await orderPaidEntries(order.id)).toBe(0);
    expect(await coordinatorView()).toEqual({ [a]: true, [b]: true, [c]: false });
    const canRemindToPay = async () =>
      (await t.gql(CanRemindToPay, { id: String(group.id) }, { cookies: staffCookies })).data!.staffGroup.actions
        .canSendPaymentReminder;
    expect(await canRemindToPay()).toBe(true);

    // A member sees neither the list nor who has paid (checked on the server: the field is there, the data not).
    const asMember = await t.gql(GroupPayments, { id: String(group.id) }, { cookies: t.customerCookies(a) });
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data!.group).toEqual({ viewerRole: 'member', members: [] });

    // The part-paid invoice shows its paid part beside its status, and its PDF asks for the rest.
    const partly = await t.gql(InvoiceNote, { id: String(invoiceOf(c).id) }, { cookies: staffCookies });
    expect(partly.data!.invoice).toMatchObject({
      status: 'partially_paid',
      statusLabel: 'Delvis betalt',
      paymentNote: 'Betalt 200\u00a0kr av 500\u00a0kr',
      restAmount: '300.00',
    });

    // Only staff holding invoices.issue may remind; a customer may not.
    const refused = await t.gql(RemindToPay, { id: String(group.id) }, { cookies: t.customerCookies(COORDINATOR) });
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);

    // Staff remind: one mail, to the member who has not paid, for their invoice.
    const before = await t.em().count(OutboxEvent, { type: JOBS.invoiceReminder });
    const reminded = await t.gql(RemindToPay, { id: String(group.id) }, { cookies: staffCookies });
    expect(reminded.errors).toBeUndefined();
    expect(reminded.data!.sendGroupPaymentReminder.reminded).toBe(1);
    const queued = (await t.em().find(OutboxEvent, { type: JOBS.invoiceReminder }, { orderBy: { id: 'asc' } })).slice(
      before,
    );
    expect(queued.map((event) => event.payload)).toEqual([{ invoiceId: invoiceOf(c).id }]);
    const audit = await t.em().find(AuditEntry, { entityType: 'group', entityId: String(group.id) });
    expect(audit.map((entry) => [entry.action, entry.after?.reminded])).toContainEqual([
      'group.payment_reminder.sent',
      1,
    ]);

    // The last member's rest comes in the next file: now the order is paid, recorded once in its Historikk.
    await pay(`grp-${tag}-2`, [{ kid: invoiceOf(c).kid!, amountOre: 30_000 }]);
    expect(await orderPaid()).toBe(true);
    expect(await orderPaidEntries(order.id)).toBe(1);
    expect(await coordinatorView()).toEqual({ [a]: true, [b]: true, [c]: true });
    expect(await canRemindToPay()).toBe(false);
    expect((await t.em().findOneOrFail(Invoice, { id: invoiceOf(c).id })).status).toBe('paid');

    // Nobody owes anything: a second reminder is refused, and nothing is queued.
    const none = await t.gql(RemindToPay, { id: String(group.id) }, { cookies: staffCookies });
    expect(none.errors![0]).toMatchObject({
      message: 'Ingen medlemmer har ubetalte fakturaer for gruppens ordrer',
      extensions: { code: 'CONFLICT' },
    });
    expect(await t.em().count(OutboxEvent, { type: JOBS.invoiceReminder })).toBe(before + 1);
  });

  it('is recorded paid once also when the last payment is registered by hand or linked by staff', async () => {
    const { order, invoiceOf } = await groupOrderInvoicedPerMember('m');
    const [a, b, c] = peopleOf('m').members as [string, string, string];

    // `Registrer betaling` for two members: the order waits for the third.
    await registerInvoicePayment(t.em(), staffActor(), { invoiceId: invoiceOf(a).id, paidDate: today });
    await registerInvoicePayment(t.em(), staffActor(), { invoiceId: invoiceOf(b).id, paidDate: today });
    expect(await orderPaidEntries(order.id)).toBe(0);

    // The third pays without her KID; staff link the payment to her invoice (`Koble til faktura`): now it is paid.
    const reference = `grp-${tag}-link`;
    expect(await pay(reference, [{ kid: null, amountOre: 50_000 }])).toMatchObject({ read: 1, matched: 0, open: 1 });
    const waiting = await t.em().findOneOrFail(BankPayment, { bankReference: `${reference}-0` });
    await linkBankPayment(t.em(), staffActor(), { paymentId: waiting.id, invoiceId: invoiceOf(c).id });
    expect((await t.em().findOneOrFail(Invoice, { id: invoiceOf(c).id })).status).toBe('paid');
    expect(await orderPaidEntries(order.id)).toBe(1);
  });
});
