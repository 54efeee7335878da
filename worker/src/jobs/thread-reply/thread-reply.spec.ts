import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';

const renderer = createMailRenderer({
  name: 'Testbutikken',
  email: 'post@test.no',
  phone: '+47 11 22 33 44',
  address: 'Storgata 1, 0155 Oslo',
  publicUrl: 'http://shop.test',
});

describe('thread mails', () => {
  it("staff reply: the text and the thread's link, escaped in HTML", () => {
    const mail = renderer.render('thread-reply/thread-staff-reply', 'Svar fra Testbutikken: Levering', {
      firstName: 'Ola',
      threadSubject: 'Levering',
      body: 'Ja <b>før</b> 17. mai',
      sentAt: '25. november 2026 kl. 21:00',
      threadUrl: 'http://shop.test/customer-dashboard?tab=messages&thread=7',
    });
    expect(mail.text).toContain('Hei Ola');
    expect(mail.text).toContain('Ja <b>før</b> 17. mai');
    expect(mail.text).toContain('http://shop.test/customer-dashboard?tab=messages&thread=7');
    expect(mail.html).toContain('Ja &lt;b&gt;før&lt;/b&gt; 17. mai');
    expect(mail.html).toContain('Se samtalen og svar');
  });

  it("customer reply: the shop's notice names a new thread or an answer and links to the console", () => {
    const vars = {
      isNew: false,
      customerName: 'Ola Nordmann',
      email: 'ola@example.no',
      threadSubject: 'Levering',
      typeLabel: 'Kundeservice',
      body: 'Takk!',
      sentAt: '25. november 2026 kl. 21:00',
      adminUrl: 'http://shop.test/admin/messages/7',
    };
    const answer = renderer.render('thread-reply/thread-customer-reply', 'Nytt svar', vars);
    expect(answer.text).toContain('Ola Nordmann har svart i en samtale.');
    expect(answer.text).toContain('http://shop.test/admin/messages/7');
    const first = renderer.render('thread-reply/thread-customer-reply', 'Ny melding', { ...vars, isNew: true });
    expect(first.html).toContain('sendt en ny melding');
  });

  it('contact answer: the answer and the quoted question', () => {
    const mail = renderer.render('contact-answer/contact-answer', 'Svar på henvendelsen din', {
      firstName: 'Siri',
      body: 'Ja, opp til 3XL.',
      message: 'Har dere XXL?',
      receivedAt: '25. november 2026 kl. 21:00',
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hei Siri');
      expect(part).toContain('Ja, opp til 3XL.');
      expect(part).toContain('Har dere XXL?');
    }
  });
});
