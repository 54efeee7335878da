import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNok, NBSP } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { DEMO_GROUP_MEMBER_EMAIL, DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { startTestApp, type TestApp } from './support/app.js';
import { expectJsonError } from './support/http.js';
import { pdfText } from './support/pdf-text.js';

/** 'Last ned faktura' (customer-area §2, orders tab): a real PDF invoice, only for its owner and staff. */

let t: TestApp;
let delivered: Invoice;
let overdue: Invoice;
let bare: Invoice;

const pdfUrl = (id: number | string) => `/api/customer/invoices/${id}/pdf`;
// Wrapped lines are separate text runs: join them with spaces.
const text = (pdf: Buffer) => pdfText(pdf).replaceAll(NBSP, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await startTestApp();
  const em = t.em();
  const invoices = await em.find(Invoice, { memberEmail: DEMO_MEMBER_EMAIL }, { populate: ['order'] });
  delivered = invoices.find((i) => i.order.getEntity().status === 'delivered')!;
  overdue = invoices.find((i) => i.status === 'overdue')!;
  // An order without lines and a customer without a membership or addresses.
  const order = em.create(Order, {
    memberEmail: 'uten-adresse@example.no',
    orderNumber: `RK-BARE-${Date.now()}`,
    totalAmount: '250.00',
    shippingAddress: 'Per Post, Storgata 1, 0155 Oslo',
  });
  bare = em.create(Invoice, {
    order,
    invoiceNumber: `F-BARE-${Date.now()}`,
    memberEmail: 'uten-adresse@example.no',
    amount: '250.00',
    taxAmount: '50.00',
    dueDate: new Date('2026-12-24T12:00:00Z'),
  });
  await em.flush();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/customer/invoices/:invoiceId/pdf', () => {
  it('answers the owner with a PDF attachment named after the invoice number', async () => {
    const res = await t.inject({
      method: 'GET',
      url: pdfUrl(delivered.id),
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=faktura-${delivered.invoiceNumber}.pdf`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  });

  it('prints the invoice: number, dates, lines, 25 % MVA included, amount, due date and the shop', async () => {
    const res = await t.inject({
      method: 'GET',
      url: pdfUrl(delivered.id),
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    const shown = text(res.rawPayload);
    const order = delivered.order.getEntity();
    const date = (d: Date) => formatDateNb(d);
    const nok = (v: string) => formatNok(v).replaceAll(NBSP, ' ');

    expect(shown).toContain('FAKTURA');
    expect(shown).toContain(delivered.invoiceNumber);
    expect(shown).toContain(order.orderNumber);
    expect(shown).toContain('Fakturadato');
    expect(shown).toContain(date(delivered.createdAt));
    expect(shown).toContain('Forfallsdato');
    expect(shown).toContain(date(delivered.dueDate));
    // The seeded delivered order: hoodie, sweatpants and two bandanas, with their designs and colours.
    expect(shown).toMatch(/Hoodie Original \(str\. L, Navy, design: Russelogo Nattravnene\)/);
    expect(shown).toContain('Sweatpants');
    expect(shown).toContain('Bandana (Rød)');
    expect(shown).toContain('MVA 25 %');
    expect(shown).toContain(nok(delivered.taxAmount));
    expect(shown).toContain('Totalt inkl. MVA (NOK)');
    expect(shown).toContain(nok(delivered.amount));
    expect(shown).toContain('Sum eks. MVA');
    // The RUSS25 discount makes the lines add up to more than the amount.
    expect(shown).toContain('Rabatt og frakt (se merknad)');
    expect(shown).toContain('Rabattkode RUSS25');
    // Paid, so no due amount is asked for.
    expect(shown).toContain('Fakturaen er betalt');
    // Who is billed, and who bills.
    expect(shown).toContain('Ola Nordmann');
    expect(shown).toContain('Thereses gate 14');
    expect(shown).toContain('0452 Oslo');
    expect(shown).toContain(t.config.shop.name);
    expect(shown).toContain(t.config.shop.address);
    expect(shown).toContain(t.config.shop.email);
    expect(shown).toContain(t.config.shop.phone);
    // The document title names the invoice (what a PDF viewer shows in its title bar).
    expect(res.rawPayload.toString('latin1')).toContain(`(Faktura ${delivered.invoiceNumber})`);
  });

  it('asks for payment by the due date on an unpaid invoice', async () => {
    const res = await t.inject({
      method: 'GET',
      url: pdfUrl(overdue.id),
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    const shown = text(res.rawPayload);
    expect(shown).toContain('Forfalt');
    expect(shown).toContain(`Merk betalingen med KID ${overdue.kid}`);
  });

  it('invoices an order without lines as one line, to the address on the order', async () => {
    const res = await t.inject({
      method: 'GET',
      url: pdfUrl(bare.id),
      cookies: t.customerCookies('uten-adresse@example.no'),
    });
    expect(res.statusCode).toBe(200);
    const shown = text(res.rawPayload);
    expect(shown).toContain(`Ordre ${bare.order.getEntity().orderNumber}`);
    expect(shown).toContain('Storgata 1');
    expect(shown).toContain('250 kr');
    expect(shown).toContain('Ubetalt');
    expect(shown).not.toContain('Rabatt');
  });

  it('401 without a session, 404 for another customer, a missing id or a malformed one; staff may download', async () => {
    expect(expectJsonError(await t.inject({ method: 'GET', url: pdfUrl(delivered.id) }), 401)).toEqual({
      message: 'Unauthorized',
    });
    expect(
      expectJsonError(
        await t.inject({
          method: 'GET',
          url: pdfUrl(delivered.id),
          cookies: t.customerCookies(DEMO_GROUP_MEMBER_EMAIL),
        }),
        404,
      ).message,
    ).toBe('Fant ikke fakturaen');
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999999999999']) {
      expectJsonError(
        await t.inject({ method: 'GET', url: pdfUrl(id), cookies: t.customerCookies(DEMO_MEMBER_EMAIL) }),
        404,
      );
    }
    for (const role of ['staff', 'admin'] as const) {
      const res = await t.inject({ method: 'GET', url: pdfUrl(delivered.id), cookies: t.staffCookies(role) });
      expect(res.statusCode, role).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('leaves the e-mail keyed invoice list of customer-area §7 as it was', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/customer/invoices/${encodeURIComponent(DEMO_MEMBER_EMAIL)}`,
      cookies: t.customerCookies(DEMO_MEMBER_EMAIL),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { invoiceNumber: string }) => i.invoiceNumber)).toContain(delivered.invoiceNumber);
  });
});
