import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';

const renderer = createMailRenderer({
  name: 'Testbutikken',
  email: 'post@test.no',
  phone: '+47 11 22 33 44',
  address: 'Storgata 1, 0155 Oslo',
  publicUrl: 'http://shop.test',
});

const vars = {
  customerName: 'Ola <Nordmann>',
  invoiceNumber: '2026-0042',
  orderNumber: 'RK-2026-0007',
  amount: '1 299 kr',
  creditAmount: '1 299 kr',
  vat: '259,80 kr',
  issuedAt: '25.11.2026',
  dueDate: '09.12.2026',
  paidDate: '',
  kid: '2026004200000075',
  account: '1503.12.34562',
  isCreditNote: false,
  creditedInvoiceNumber: '',
  creditReason: '',
  dashboardUrl: 'http://shop.test/customer-dashboard',
};

describe('invoice mails', () => {
  it('the invoice: amount, MVA, dates, account and KID, the name escaped in HTML', () => {
    const mail = renderer.render('invoice-issued/invoice-issued', 'Faktura 2026-0042', vars);
    for (const part of [mail.html, mail.text]) {
      for (const text of ['2026-0042', 'RK-2026-0007', '1 299 kr', '259,80 kr', '09.12.2026', '1503.12.34562']) {
        expect(part).toContain(text);
      }
      expect(part).toContain('2026004200000075');
    }
    expect(mail.text).toContain('KID: 2026004200000075');
    expect(mail.html).toContain('Ola &lt;Nordmann&gt;');
  });

  it('a credit note says what it credits instead of asking for payment', () => {
    const mail = renderer.render('invoice-issued/invoice-issued', 'Kreditnota 2026-0043', {
      ...vars,
      invoiceNumber: '2026-0043',
      isCreditNote: true,
      creditAmount: '300 kr',
      creditedInvoiceNumber: '2026-0042',
      creditReason: 'Retur',
    });
    expect(mail.text).toContain('kreditnota 2026-0043 på 300 kr for faktura 2026-0042');
    expect(mail.text).not.toContain('KID');
  });

  it('the reminder: no fees, the second says so', () => {
    const first = renderer.render('invoice-reminder/invoice-reminder', 'Purring', {
      ...vars,
      second: false,
      overdue: true,
    });
    expect(first.text).toContain('forfalt 09.12.2026');
    expect(first.text).toContain('Vi legger ikke på gebyr');
    const second = renderer.render('invoice-reminder/invoice-reminder', '2. purring', {
      ...vars,
      second: true,
      overdue: true,
    });
    expect(second.text).toContain('Dette er andre påminnelse');
    // Staff's payment reminder to a group member before the due date: it falls due, it has not.
    const early = renderer.render('invoice-reminder/invoice-reminder', 'Påminnelse', { ...vars, overdue: false });
    expect(early.text).toContain('som forfaller 09.12.2026');
  });

  it('the receipt', () => {
    const mail = renderer.render('invoice-paid/invoice-paid', 'Kvittering', { ...vars, paidDate: '01.12.2026' });
    expect(mail.text).toContain('Vi har mottatt betalingen for faktura 2026-0042');
    expect(mail.text).toContain('Betalt: 01.12.2026');
  });
});
