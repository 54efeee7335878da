import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';

const renderer = createMailRenderer({
  name: 'Testbutikken',
  email: 'post@test.no',
  phone: '+47 11 22 33 44',
  address: 'Storgata 1, 0155 Oslo',
  publicUrl: 'http://shop.test',
});

const dashboardUrl = 'http://shop.test/customer-dashboard?tab=designs';

describe('design review mails (admin §6, §15)', () => {
  it("proof uploaded: the version, the file, the shop's message (escaped in HTML) and the link to answer it", () => {
    const mail = renderer.render('design-review/design-proof-uploaded', 'Ny korrektur', {
      firstName: 'Kari',
      designName: 'Russelogo',
      version: 2,
      fileName: 'korrektur.png',
      message: 'Større <b>logo</b>',
      uploadedAt: '26. november 2026 kl. 00:10',
      dashboardUrl,
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hei Kari');
      expect(part).toContain('Russelogo');
      expect(part).toContain('korrektur.png');
      expect(part).toContain('customer-dashboard');
    }
    expect(mail.html).toContain('Større &lt;b&gt;logo&lt;/b&gt;');
    expect(mail.text).toContain('Melding fra oss:\nStørre <b>logo</b>');
    expect(mail.text).toContain(dashboardUrl);
    const without = renderer.render('design-review/design-proof-uploaded', 'Ny korrektur', {
      firstName: null,
      designName: 'Russelogo',
      version: 2,
      fileName: 'korrektur.png',
      message: '',
      uploadedAt: 'i dag',
      dashboardUrl,
    });
    expect(without.text).not.toContain('Melding fra oss');
    expect(without.text).toContain('Hei,');
  });

  it("rejected: staff's reason; approved and in production: the news and the link", () => {
    const rejected = renderer.render('design-review/design-rejected', 'Avvist', {
      firstName: 'Kari',
      designName: 'Lue',
      notes: 'For lav oppløsning',
      dashboardUrl,
    });
    expect(rejected.text).toContain('Begrunnelse:\nFor lav oppløsning');
    expect(rejected.html).toContain('For lav oppløsning');
    for (const [template, words] of [
      ['design-approved', 'er godkjent'],
      ['design-in-production', 'er satt i produksjon'],
    ] as const) {
      const mail = renderer.render(`design-review/${template}`, 'Status', {
        firstName: 'Kari',
        designName: 'Lue',
        dashboardUrl,
      });
      expect(mail.text).toContain(`Designet ditt «Lue» ${words}`);
      expect(mail.text).toContain(dashboardUrl);
    }
  });

  it("changes requested: the shop's notice with the customer's note and the console link", () => {
    const mail = renderer.render('design-review/design-changes-requested', 'Endringer', {
      customerName: 'Kari Korrektur',
      email: 'kari@example.no',
      designName: 'Russelogo',
      note: 'Bruk mørkeblått',
      requestedAt: 'nå',
      adminUrl: 'http://shop.test/admin/designs/7',
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Kari Korrektur');
      expect(part).toContain('Bruk mørkeblått');
      expect(part).toContain('http://shop.test/admin/designs/7');
    }
  });
});
