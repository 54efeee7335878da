import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';
import { campaignContent, campaignMail, campaignMailFactory } from './campaign-mail.js';

describe('campaign mails rendered once per campaign', () => {
  it('give the same mail as rendering per recipient, with the link escaped in the HTML part', () => {
    const renderer = createMailRenderer({
      name: 'Testbutikken',
      email: 'post@test.no',
      phone: '+47 11 22 33 44',
      address: 'Storgata 1, 0155 Oslo',
      publicUrl: 'http://shop.test',
    });
    const content = campaignContent({ subject: 'Vår', body: '# Hei\n\nNytt & bra' });
    const url = 'http://shop.test/api/newsletter/campaign-unsubscribe?token=a.b=c';
    const once = campaignMailFactory(renderer, content)('ola@example.no', url, '<m@shop.test>');
    const each = campaignMail(renderer, content, 'ola@example.no', url, { messageId: '<m@shop.test>' });
    expect(once).toEqual(each);
    expect(once.html).toContain(`href="${Handlebars.escapeExpression(url)}"`);
    expect(once.text).toContain(url);
  });
});
