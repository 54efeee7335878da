import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_FILE_MAX_BYTES, BANK_FILE_MESSAGES } from '@russ/schema/invoices/bank-files';
import { writeCamt054, writeOcrGiro, type BankFilePayment } from '@russ/schema/invoices/bank-file-writers';
import { kidFor } from '@russ/schema/invoices/kid';
import { JOBS } from '@russ/schema/jobs/jobs';
import type { EntityManager } from '../src/db.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { OutboxEvent } from '../src/modules/outbox/outbox-event.entity.js';
import { BankPayment } from '../src/modules/payments/bank-payment.entity.js';
import { importBankFile } from '../src/modules/payments/payment.service.js';
import { graphql } from './gql/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { importCamt054, issueTestInvoice } from './support/invoices.js';
import { multipart } from './support/multipart.js';

/**
 * Payments from the bank's files (admin §17): a camt.054 and an OCR file with the same payments give the same
 * result (a full payment, a part payment, an unknown KID), the same file or a shared payment is recorded once
 * also when two imports run at the same moment, `Koble til faktura`, `Ignorer`, and the receipt exactly once
 * whether the last payment came from a file or from `Registrer betaling`.
 */

const Payments = graphql(`
  query PaymentsList($filter: BankPaymentFilter, $search: String) {
    bankPayments(filter: $filter, search: $search) {
      total
      items {
        id
        bookedOn
        amount
        kid
        payerName
        status
        statusLabel
        invoiceNumber
      }
    }
    openBankPaymentCount
  }
`);

const Candidates = graphql(`
  query PaymentsCandidates($paymentId: ID!, $search: String) {
    bankPaymentLinkCandidates(paymentId: $paymentId, search: $search) {
      id
      invoiceNumber
      restAmount
      restMatches
    }
  }
`);

const Link = graphql(`
  mutation PaymentsLink($id: ID!, $invoiceId: ID!) {
    linkBankPayment(id: $id, invoiceId: $invoiceId) {
      id
      status
      statusLabel
      invoiceNumber
    }
  }
`);

const Ignore = graphql(`
  mutation PaymentsIgnore($id: ID!, $reason: String!) {
    ignoreBankPayment(id: $id, reason: $reason) {
      id
      status
      statusLabel
      ignoreReason
    }
  }
`);

const InvoicePayments = graphql(`
  query PaymentsOfInvoice($id: ID!) {
    invoice(id: $id) {
      status
      statusLabel
      paidAmount
      restAmount
      refundAmount
      canRegisterPayment
    }
    invoiceBankPayments(invoiceId: $id) {
      amount
      status
    }
  }
`);

const OrdersByInvoiceStatus = graphql(`
  query PaymentsOrders($search: String) {
    staffOrders(search: $search, filter: { invoiceStatus: "partially_paid" }) {
      total
      items {
        invoiceStatus
      }
    }
  }
`);

const RegisterPayment = graphql(`
  mutation PaymentsRegister($id: ID!, $input: RegisterInvoicePaymentInput!) {
    registerInvoicePayment(id: $id, input: $input) {
      status
    }
  }
`);

let t: TestApp;
let seq = 0;
const CUSTOMER = 'innbetaling@example.no';
const staffActor = () => t.staffActor('staff');
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());

const invoiceOf = (total: string) => issueTestInvoice(t, CUSTOMER, total);

/** A valid MOD10 KID that no invoice has. */
const unknownKid = () => kidFor('1999-0001', 1_000_000 + (seq += 1));

const receipts = async (em: EntityManager, invoiceId: number) =>
  (await em.find(OutboxEvent, { type: JOBS.invoicePaid })).filter((e) => e.payload.invoiceId === invoiceId).length;

function upload(content: string, name = 'bank.xml', role: 'staff' | 'admin' = 'staff') {
  return t.inject({
    method: 'POST',
    url: '/api/admin/bank-files',
    cookies: t.staffCookies(role),
    ...multipart({}, [{ name, content: Buffer.from(content, 'utf8') }]),
  });
}

/** Three invoices and a file paying the first in full, the second in part, and 499 kr with an unknown KID. */
async function scenario(kind: 'camt054' | 'ocr') {
  const full = await invoiceOf('1299.00');
  const part = await invoiceOf('998.00');
  const third = await invoiceOf('499.00');
  const tag = `${kind}-${Date.now().toString(36)}-${seq}`;
  const payments: BankFilePayment[] = [
    { reference: `${tag}-1`, date: today, amountOre: 129_900, kid: full.kid!, payerName: 'Frida Faktura' },
    { reference: `${tag}-2`, date: today, amountOre: 50_000, kid: part.kid!, payerName: 'Frida Faktura' },
    { reference: `${tag}-3`, date: today, amountOre: 49_900, kid: unknownKid(), payerName: null },
  ];
  const file =
    kind === 'camt054'
      ? writeCamt054(payments, { messageId: tag })
      : writeOcrGiro([{ assignmentNumber: seq, payments }], { transmissionNumber: seq });
  return { full, part, third, file };
}

async function invoiceView(id: number) {
  const res = await t.gql(InvoicePayments, { id: String(id) }, { cookies: t.staffCookies('staff') });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  em.create(Member, { firstName: 'Frida', lastName: 'Faktura', email: CUSTOMER });
  await em.flush();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe.each(['camt054', 'ocr'] as const)('Importer bankfil (%s)', (kind) => {
  it('pays in full, in part, and leaves an unknown KID to staff; the same file again changes nothing', async () => {
    const { full, part, third, file } = await scenario(kind);
    const res = await upload(file, kind === 'ocr' ? 'OCR.D291126' : 'camt054.xml');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      read: 3,
      matched: 2,
      open: 1,
      message: '3 innbetalinger lest, 2 koblet til faktura, 1 må behandles.',
    });

    const paid = await invoiceView(full.id);
    expect(paid.invoice).toMatchObject({ status: 'paid', statusLabel: 'Betalt', restAmount: '0.00' });
    expect(paid.invoiceBankPayments).toEqual([{ amount: '1299.00', status: 'matched' }]);
    const partly = await invoiceView(part.id);
    expect(partly.invoice).toMatchObject({
      status: 'partially_paid',
      statusLabel: 'Delvis betalt',
      paidAmount: '500.00',
      restAmount: '498.00',
      canRegisterPayment: true,
    });
    expect(partly.invoiceBankPayments).toEqual([{ amount: '500.00', status: 'partial' }]);
    const order = await t.em().findOneOrFail(Order, { id: part.order.id });
    const orders = await t.gql(
      OrdersByInvoiceStatus,
      { search: order.orderNumber },
      { cookies: t.staffCookies('staff') },
    );
    expect(orders.data!.staffOrders).toMatchObject({ total: 1, items: [{ invoiceStatus: 'partially_paid' }] });
    expect((await invoiceView(third.id)).invoice.status).toBe('pending');
    const em = t.em();
    expect(await receipts(em, full.id)).toBe(1);
    expect(await receipts(em, part.id)).toBe(0);
    const audit = await em.find(AuditEntry, { entityType: 'invoice', entityId: String(full.id) });
    expect(audit.map((a) => a.action)).toContain('invoice.payment.matched');

    const again = await upload(file);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Filen er allerede importert.' });
    expect((await invoiceView(part.id)).invoice.paidAmount).toBe('500.00');
    expect(await receipts(t.em(), full.id)).toBe(1);
  });
});

describe('staff handle what the file left', () => {
  it("lists 'Ikke koblet' first; Koble til faktura offers the invoice whose rest equals the amount first and completes it", async () => {
    const { third, file } = await scenario('camt054');
    expect((await upload(file)).statusCode).toBe(201);
    const cookies = t.staffCookies('staff');
    const list = await t.gql(Payments, {}, { cookies });
    expect(list.errors).toBeUndefined();
    expect(list.data!.bankPayments.items[0]).toMatchObject({ status: 'unmatched', statusLabel: 'Ikke koblet' });
    expect(list.data!.openBankPaymentCount).toBeGreaterThan(0);
    const open = list.data!.bankPayments.items.find((p) => p.amount === '499.00' && p.status === 'unmatched')!;

    const candidates = await t.gql(Candidates, { paymentId: open.id, search: third.invoiceNumber }, { cookies });
    expect(candidates.data!.bankPaymentLinkCandidates[0]).toMatchObject({
      invoiceNumber: third.invoiceNumber,
      restAmount: '499.00',
      restMatches: true,
    });
    const linked = await t.gql(Link, { id: open.id, invoiceId: String(third.id) }, { cookies });
    expect(linked.data!.linkBankPayment).toMatchObject({
      status: 'matched',
      statusLabel: 'Koblet',
      invoiceNumber: third.invoiceNumber,
    });
    expect((await invoiceView(third.id)).invoice.status).toBe('paid');
    expect(await receipts(t.em(), third.id)).toBe(1);
    const twice = await t.gql(Link, { id: open.id, invoiceId: String(third.id) }, { cookies });
    expect(twice.errors![0]).toMatchObject({
      message: 'Innbetalingen er allerede behandlet',
      extensions: { code: 'CONFLICT' },
    });
    const audit = await t.em().find(AuditEntry, { entityType: 'invoice', entityId: String(third.id) });
    expect(audit.map((a) => a.action)).toContain('invoice.payment.linked');
  });

  it('Ignorer needs a Begrunnelse and is audited', async () => {
    const tag = `ignore-${Date.now().toString(36)}`;
    await importCamt054(t, [{ reference: tag, date: today, amountOre: 100, kid: null }], tag);
    const payment = await t.em().findOneOrFail(BankPayment, { bankReference: tag });
    const cookies = t.staffCookies('staff');
    const empty = await t.gql(Ignore, { id: String(payment.id), reason: ' ' }, { cookies });
    expect(empty.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { reason: 'Skriv en begrunnelse (høyst 500 tegn)' },
    });
    const ignored = await t.gql(Ignore, { id: String(payment.id), reason: 'Testbetaling fra banken' }, { cookies });
    expect(ignored.data!.ignoreBankPayment).toMatchObject({ status: 'ignored', statusLabel: 'Ignorert' });
    const audit = await t.em().find(AuditEntry, { entityType: 'bank_payment', entityId: String(payment.id) });
    expect(audit.map((a) => [a.action, a.after?.reason])).toEqual([
      ['bank_payment.ignored', 'Testbetaling fra banken'],
    ]);
  });

  it('Registrer betaling completes a part-paid invoice with one receipt; an overpayment shows the amount to refund', async () => {
    const { part, file } = await scenario('ocr');
    expect((await upload(file)).statusCode).toBe(201);
    const cookies = t.staffCookies('staff');
    const paid = await t.gql(RegisterPayment, { id: String(part.id), input: { paidDate: today } }, { cookies });
    expect(paid.data!.registerInvoicePayment.status).toBe('paid');
    expect(await receipts(t.em(), part.id)).toBe(1);

    const over = await invoiceOf('100.00');
    const tag = `over-${Date.now().toString(36)}`;
    const result = await importCamt054(t, [{ reference: tag, date: today, amountOre: 15_000, kid: over.kid! }], tag);
    expect(result).toMatchObject({ read: 1, matched: 1, open: 0 });
    expect((await invoiceView(over.id)).invoice).toMatchObject({
      status: 'overpaid',
      statusLabel: 'Overbetalt',
      refundAmount: '50.00',
      restAmount: '0.00',
    });
    expect(await receipts(t.em(), over.id)).toBe(1);
  });
});

describe('reversals (the bank takes a payment back)', () => {
  it('undo the payment they take back on its invoice, once, without a receipt; any other waits for staff', async () => {
    const { full, part, file } = await scenario('camt054');
    expect((await upload(file)).statusCode).toBe(201);
    const tag = `rev-${Date.now().toString(36)}`;
    // The part payment's second half comes in, then the bank takes back the full payment (twice in two files:
    // only one payment was made, so the second waits), and a reversal nothing of ours matches.
    const rest = { reference: `${tag}-rest`, date: today, amountOre: 49_800, kid: part.kid! };
    const takeBack = { reference: `${tag}-1`, date: today, amountOre: 129_900, kid: full.kid!, reversed: true };
    const first = await importCamt054(t, [rest, takeBack, { ...takeBack, reference: `${tag}-2`, amountOre: 100 }], tag);
    expect(first).toMatchObject({ read: 3, matched: 2, open: 1 });
    expect((await invoiceView(full.id)).invoice).toMatchObject({
      status: 'pending',
      statusLabel: 'Ubetalt',
      paidAmount: '0.00',
      restAmount: '1299.00',
      canRegisterPayment: true,
    });
    expect((await invoiceView(full.id)).invoiceBankPayments).toEqual(
      expect.arrayContaining([
        { amount: '1299.00', status: 'matched' },
        { amount: '-1299.00', status: 'matched' },
      ]),
    );
    const invoice = await t.em().findOneOrFail(Invoice, { id: full.id });
    expect([invoice.paidDate, invoice.paymentReference]).toEqual([null, null]);
    expect(await receipts(t.em(), full.id)).toBe(1);
    const audit = await t.em().find(AuditEntry, { entityType: 'invoice', entityId: String(full.id) });
    expect(audit.find((a) => a.action === 'invoice.payment.reversed')).toMatchObject({
      before: { status: 'paid', paidAmount: '1299.00' },
      after: { status: 'pending', paidAmount: '0.00', rest: '1299.00' },
    });
    const other = await t.em().findOneOrFail(BankPayment, { bankReference: `${tag}-2` });
    expect([other.status, other.invoiceId]).toEqual(['unmatched', null]);

    const again = await importCamt054(t, [{ ...takeBack, reference: `${tag}-3` }], `${tag}-again`);
    expect(again).toMatchObject({ read: 1, matched: 0, open: 1 });
    expect((await invoiceView(full.id)).invoice.paidAmount).toBe('0.00');

    // An OCR file taking back the second half of the part payment: part-paid again with the right rest.
    const ocr = writeOcrGiro([{ assignmentNumber: 7, payments: [{ ...rest, reversed: true }] }], {
      transmissionNumber: 9_000_000 + (seq % 1_000_000),
    });
    expect((await upload(ocr, 'OCR.reversal')).json()).toMatchObject({ read: 1, matched: 1, open: 0 });
    expect((await invoiceView(part.id)).invoice).toMatchObject({
      status: 'partially_paid',
      paidAmount: '500.00',
      restAmount: '498.00',
    });
    expect(await receipts(t.em(), part.id)).toBe(1);
  });
});

describe('refused files', () => {
  it('a file that is neither kind, or damaged, records nothing and says why in Norwegian', async () => {
    const before = await t.em().count(BankPayment);
    const { file } = await scenario('camt054');
    const expected = [BANK_FILE_MESSAGES.unknownFile, BANK_FILE_MESSAGES.unknownFile, BANK_FILE_MESSAGES.empty];
    for (const [index, content] of ['Dato;Beløp;KID', file.slice(0, file.length - 40), ''].entries()) {
      const res = await upload(content, 'bank.csv');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /Filen er ikke en bankfil vi kjenner \(camt\.054 eller OCR\)\.|Velg en bankfil\./,
      );
      expect(res.json().message).toBe(expected[index]);
    }
    // Over 10 MB: 413 before anything is parsed; two files at once: 400.
    const huge = await upload(' '.repeat(BANK_FILE_MAX_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(BANK_FILE_MESSAGES.tooLarge);
    const two = await t.inject({
      method: 'POST',
      url: '/api/admin/bank-files',
      cookies: t.staffCookies('staff'),
      ...multipart({}, [
        { name: 'a.xml', content: Buffer.from(file) },
        { name: 'b.xml', content: Buffer.from(file) },
      ]),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(BANK_FILE_MESSAGES.oneFile);
    expect(await t.em().count(BankPayment)).toBe(before);
    const customer = await t.inject({
      method: 'POST',
      url: '/api/admin/bank-files',
      cookies: t.customerCookies(CUSTOMER),
      ...multipart({}, [{ name: 'bank.xml', content: Buffer.from(file) }]),
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('two imports at the same moment', () => {
  it('record each payment once: the same file twice, and two files sharing a payment', async () => {
    const { full, part, file } = await scenario('camt054');
    const results = await Promise.allSettled([
      importBankFile(t.em(), staffActor(), { content: Buffer.from(file) }),
      importBankFile(t.em(), staffActor(), { content: Buffer.from(file) }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe('Filen er allerede importert.');

    // Two different files (another message id) that both carry the part payment's second half and a payment
    // without KID, in opposite orders.
    const tag = `shared-${Date.now().toString(36)}`;
    const shared = { reference: tag, date: today, amountOre: 49_800, kid: part.kid! };
    const loose = { reference: `${tag}-loose`, date: today, amountOre: 100, kid: null };
    const [a, b] = await Promise.all([
      importCamt054(t, [shared, loose], `${tag}-a`),
      importCamt054(t, [loose, shared, { ...loose, reference: `${tag}-x` }], `${tag}-b`),
    ]);
    expect(a.read + b.read).toBe(3);
    expect(await t.em().count(BankPayment, { bankReference: tag })).toBe(1);
    const partly = await invoiceView(part.id);
    expect(partly.invoice).toMatchObject({ status: 'paid', paidAmount: '998.00', restAmount: '0.00' });
    expect(await receipts(t.em(), part.id)).toBe(1);
    expect(await receipts(t.em(), full.id)).toBe(1);
  });
});
