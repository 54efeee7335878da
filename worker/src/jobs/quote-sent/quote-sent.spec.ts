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
  quoteNumber: 'T-2026-0042',
  version: 2,
  isNewVersion: true,
  isMember: true,
  lines: [
    { name: 'Hoodie', description: '', details: 'M, navy', quantity: 12, unitPrice: '499 kr', subtotal: '5 988 kr' },
  ],
  rows: [
    { label: 'Varer (12 stk.)', amount: '5 988 kr', note: null, isTotal: false },
    { label: 'Totalt', amount: '5 588,20 kr', note: null, isTotal: true },
  ],
  total: '5 588,20 kr',
  validUntil: '25.12.2026',
  customerNote: '',
  quoteUrl: 'http://shop.test/api/login?returnTo=%2Fcustomer-dashboard%3Ftab%3Dorders%26quote%3D1',
  dashboardUrl: 'http://shop.test/customer-dashboard?tab=orders&quote=1',
  communityUrl: 'http://shop.test/community',
};

describe('quote-sent mail', () => {
  it('shows the version, the lines, the summary, the validity and the link, escaped in HTML', () => {
    const mail = renderer.render('quote-sent/quote-sent', 'Tilbud', vars);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('versjon 2');
      expect(part).toContain('T-2026-0042');
      expect(part).toContain('5 588,20 kr');
      expect(part).toContain('25.12.2026');
    }
    expect(mail.text).toContain('- 12 × Hoodie (M, navy): 499 kr per stk., 5 988 kr');
    expect(mail.text).toContain('http://shop.test/api/login?returnTo=%2Fcustomer-dashboard%3Ftab%3Dorders%26quote%3D1');
    expect(mail.text).not.toContain('kan brukes én gang');
    expect(mail.html).toContain('Ola &lt;Nordmann&gt;');
    expect(mail.text).not.toContain('Du er ikke medlem');
  });

  it('tells a non-member they become a member by accepting', () => {
    const mail = renderer.render('quote-sent/quote-sent', 'Tilbud', { ...vars, isMember: false, customerName: '' });
    expect(mail.text).toMatch(/^Hei,/);
    expect(mail.text).toContain('blir du medlem (gratis)');
  });
});
