import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';

const renderer = createMailRenderer({
  name: 'Testbutikken',
  email: 'post@test.no',
  phone: '+47 11 22 33 44',
  address: 'Storgata 1, 0155 Oslo',
  publicUrl: 'http://shop.test',
});

const base = {
  firstName: 'Siri',
  orderNumber: 'RK-2026-0042',
  lead: 'Bestillingen din er sendt og er på vei til deg.',
  cancelled: false,
  reason: '',
  shipment: null,
  dashboardUrl: 'http://shop.test/customer-dashboard',
};

describe('order-status-changed mail', () => {
  it('shows the carrier, tracking number, estimated delivery and the tracking button', () => {
    const mail = renderer.render('order-status-changed/order-status-changed', 'Ordre RK-2026-0042 er sendt', {
      ...base,
      shipment: {
        carrier: 'Bring',
        trackingNumber: '370722152417281240',
        trackingUrl: 'https://sporing.bring.no/sporing/370722152417281240',
        estimatedDelivery: '04.12.2026',
      },
    });
    expect(mail.text).toContain('Transportør: Bring');
    expect(mail.text).toContain('Sporingsnummer: 370722152417281240');
    expect(mail.text).toContain('Forventet levering: 04.12.2026');
    expect(mail.text).toContain('Spor forsendelse: https://sporing.bring.no/sporing/370722152417281240');
    expect(mail.html).toContain('href="https://sporing.bring.no/sporing/370722152417281240"');
    expect(mail.html).toContain('Spor forsendelse');
  });

  it("has no link for 'Annen' and no shipment block without a shipment", () => {
    const other = renderer.render('order-status-changed/order-status-changed', 'Sendt', {
      ...base,
      shipment: { carrier: 'Annen', trackingNumber: 'ABC-1', trackingUrl: '', estimatedDelivery: '' },
    });
    expect(other.text).toContain('Sporingsnummer: ABC-1');
    expect(other.text).not.toContain('Spor forsendelse:');
    const processing = renderer.render('order-status-changed/order-status-changed', 'Under behandling', base);
    expect(processing.text).not.toContain('Sporingsnummer');
    expect(processing.text).not.toContain('Begrunnelse');
  });

  it('states the reason of a cancellation, escaped in HTML', () => {
    const mail = renderer.render('order-status-changed/order-status-changed', 'Kansellert', {
      ...base,
      lead: 'Bestillingen din er kansellert.',
      cancelled: true,
      reason: 'Utsolgt <b>hos</b> leverandøren',
    });
    expect(mail.text).toContain('Begrunnelse:\nUtsolgt <b>hos</b> leverandøren');
    expect(mail.html).toContain('Utsolgt &lt;b&gt;hos&lt;/b&gt; leverandøren');
  });
});
