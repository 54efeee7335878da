import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';

const renderer = createMailRenderer({
  name: 'Testbutikken',
  email: 'post@test.no',
  phone: '+47 11 22 33 44',
  address: 'Storgata 1, 0155 Oslo',
  publicUrl: 'http://shop.test',
});

describe('order-confirmation mail', () => {
  it('confirms the order number, lines and total, and says the order is binding', () => {
    const mail = renderer.render('order-confirmation/order-confirmation', 'Ordrebekreftelse', {
      firstName: 'Ola',
      orderNumber: 'RK-2026-0007',
      quoteNumber: 'T-2026-0042',
      orderedAt: '25. november 2026 kl. 21:00',
      lines: [{ name: 'Hoodie', details: 'M', quantity: 2, unitPrice: '499 kr' }],
      discount: '',
      shipping: '199 kr',
      vat: '239,40 kr',
      total: '1 197 kr',
      ordersUrl: 'http://shop.test/customer-dashboard?tab=orders',
      termsUrl: 'http://shop.test/terms',
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('RK-2026-0007');
      expect(part).toContain('1 197 kr');
      expect(part).toContain('Bestillingen er bindende når du har mottatt denne ordrebekreftelsen');
    }
    expect(mail.text).toContain('- 2 × Hoodie (M), 499 kr per stk.');
    expect(mail.text).not.toContain('Rabatt:');
  });
});
