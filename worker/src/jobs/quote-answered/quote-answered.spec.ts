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
  quoteNumber: 'T-2026-0042',
  version: 1,
  total: '5 588,20 kr',
  answeredAt: '25. november 2026 kl. 21:00',
  adminUrl: 'http://shop.test/admin/quotes/1',
};

describe('quote-answered mail', () => {
  it('an accepted quote names the order', () => {
    const mail = renderer.render('quote-answered/quote-answered', 'Godtatt', {
      ...vars,
      accepted: true,
      orderNumber: 'RK-2026-0007',
      reason: '',
    });
    expect(mail.text).toContain('Ola Nordmann har godtatt tilbud T-2026-0042');
    expect(mail.text).toContain('Ordre: RK-2026-0007');
    expect(mail.text).not.toContain('Begrunnelse');
  });

  it('a declined quote shows the reason, or says there was none', () => {
    const declined = renderer.render('quote-answered/quote-answered', 'Avslått', {
      ...vars,
      accepted: false,
      orderNumber: '',
      reason: 'For dyrt',
    });
    expect(declined.text).toContain('har avslått tilbud');
    expect(declined.text).toContain('Begrunnelse:\nFor dyrt');
    const none = renderer.render('quote-answered/quote-answered', 'Avslått', {
      ...vars,
      accepted: false,
      orderNumber: '',
      reason: '',
    });
    expect(none.text).toContain('Kunden oppga ingen begrunnelse.');
  });
});
