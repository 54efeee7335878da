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
  firstName: 'Ola',
  orderNumber: 'RK-2025-0001',
  itemName: '1 × Sweatpants',
  itemDetails: 'str. M, Navy',
  reason: 'Feil størrelse',
  refundAmount: '336,75 kr',
  rejectionReason: '',
  decidedAt: '25. november 2026 kl. 21:00',
  creditNoteNumber: null as string | null,
  dashboardUrl: 'http://shop.test/customer-dashboard?tab=orders',
};

describe('return step mails (Godkjenn, Avvis, Fullfør)', () => {
  it('approved: the line, the refund and what to do next, in HTML and text', () => {
    const mail = renderer.render('return-step/return-approved', 'Returen din er godkjent', vars);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hei Ola');
      expect(part).toContain('RK-2025-0001');
      expect(part).toContain('1 × Sweatpants (str. M, Navy)');
      expect(part).toContain('336,75 kr');
      expect(part).toContain('http://shop.test/customer-dashboard');
    }
    expect(mail.text).toContain('http://shop.test/customer-dashboard?tab=orders');
  });

  it("rejected: staff's reason, escaped in HTML", () => {
    const mail = renderer.render('return-step/return-rejected', 'Svar på returforespørselen din', {
      ...vars,
      rejectionReason: 'Brukt <b>og</b> vasket',
    });
    expect(mail.html).toContain('Brukt &lt;b&gt;og&lt;/b&gt; vasket');
    expect(mail.text).toContain('Brukt <b>og</b> vasket');
  });

  it('completed: the refund and the credit note number when there is one', () => {
    const withNote = renderer.render('return-step/return-completed', 'Refusjonen er utbetalt', {
      ...vars,
      creditNoteNumber: '2026-0042',
    });
    expect(withNote.text).toContain('Kreditnota: 2026-0042');
    expect(withNote.html).toContain('2026-0042');
    const without = renderer.render('return-step/return-completed', 'Refusjonen er utbetalt', vars);
    expect(without.text).not.toContain('Kreditnota');
  });
});
