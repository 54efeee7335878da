import { describe, expect, it } from 'vitest';
import { createMailRenderer } from './render.js';

const renderer = createMailRenderer({
  name: 'Testbutikken',
  email: 'post@test.no',
  phone: '+47 11 22 33 44',
  address: 'Storgata 1, 0155 Oslo',
  publicUrl: 'http://shop.test',
});

describe('mail rendering', () => {
  it('escapes what visitors wrote in the HTML part and keeps it verbatim in the text part', () => {
    // The shop's notice of a contact message shows what the visitor wrote (the confirmation to the visitor no
    // longer echoes it).
    const mail = renderer.render('contact-notice/contact-notice', 'Emne', {
      fullName: 'Ola Nordmann',
      firstName: '<script>alert(1)</script>',
      email: 'ola@example.no',
      subjectLabel: 'Design',
      receivedAt: '28.11.2026 kl. 12:00',
      message: 'Pris & levering? <b>Snart</b>',
      adminUrl: 'http://shop.test/admin/contacts/1',
    });
    expect(mail.html).toContain('svare &lt;script&gt;alert(1)&lt;/script&gt; direkte');
    expect(mail.html).toContain('Pris &amp; levering? &lt;b&gt;Snart&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('svare <script>alert(1)</script> direkte');
    expect(mail.text).toContain('Pris & levering? <b>Snart</b>');
  });

  it('wraps every mail in the layout with the shop identity', () => {
    const mail = renderer.render('member-welcome/member-welcome', 'Velkommen', {
      firstName: 'Vilde',
      email: 'vilde@example.no',
      loginUrl: 'http://shop.test/login',
      productsUrl: 'http://shop.test/products',
    });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Testbutikken');
      expect(part).toContain('Storgata 1, 0155 Oslo');
      expect(part).toContain('+47 11 22 33 44');
      expect(part).toContain('post@test.no');
    }
    expect(mail.html).toContain('<title>Velkommen</title>');
    expect(mail.html).toContain('href="tel:+4711223344"');
  });

  it('fails loudly on a missing variable or an unknown template instead of sending a broken mail', () => {
    expect(() => renderer.render('member-welcome/member-welcome', 'x', { firstName: 'Vilde' })).toThrow();
    expect(() => renderer.render('../secrets/file', 'x', {})).toThrow('Invalid mail template name');
    expect(() => renderer.render('member-welcome/nope', 'x', {})).toThrow();
  });
});
