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
  customerName: 'Ola Nordmann',
  email: 'ola@example.no',
  orderNumber: 'RK-2025-0001',
  reason: 'Feil størrelse',
  requestedAt: '22. november 2026 kl. 18:14',
  items: [
    { name: 'Hoodie Original', details: 'L, Navy', quantity: 1, unitPrice: '499 kr' },
    { name: 'Bandana', details: '', quantity: 2, unitPrice: '149 kr' },
  ],
  adminUrl: 'http://shop.test/admin',
};

describe('return-requested mail', () => {
  it('lists the order, the lines, the reason and the description, the customer text escaped in HTML', () => {
    const mail = renderer.render('return-requested/return-requested', 'Ny returforespørsel', {
      ...vars,
      description: 'For liten <b>hette</b> & feil farge',
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('RK-2025-0001');
      expect(part).toContain('Ola Nordmann');
      expect(part).toContain('Feil størrelse');
      expect(part).toContain('1 × Hoodie Original (L, Navy), 499 kr per stk.');
      expect(part).toContain('2 × Bandana, 149 kr per stk.');
      expect(part).toContain('http://shop.test/admin');
    }
    expect(mail.html).toContain('For liten &lt;b&gt;hette&lt;/b&gt; &amp; feil farge');
    expect(mail.text).toContain('For liten <b>hette</b> & feil farge');
  });

  it('leaves out the description block when there is none', () => {
    const mail = renderer.render('return-requested/return-requested', 'Ny returforespørsel', {
      ...vars,
      description: '',
    });
    expect(mail.text).not.toContain('Kundens beskrivelse');
    expect(mail.html).not.toContain('Kundens beskrivelse');
  });
});
