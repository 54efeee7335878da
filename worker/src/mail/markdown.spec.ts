import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { markdownToMailHtml } from './markdown.js';

describe('campaign markdown in mails', () => {
  it('renders GitHub-flavoured markdown', () => {
    const html = markdownToMailHtml(
      '# Nyheter\n\nNå i **åtte** farger:\n\n- svart\n- navy\n\n[Se alle](https://shop.test/products)',
    );
    expect(html).toContain('<h1>Nyheter</h1>');
    expect(html).toContain('<strong>åtte</strong>');
    expect(html).toContain('<li>navy</li>');
    expect(html).toContain('<a href="https://shop.test/products">Se alle</a>');
  });

  it('shows raw HTML as text and drops links that are not web, mail or shop links', () => {
    const html = markdownToMailHtml(
      '<script>alert(1)</script>\n\n[klikk](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
  });
});

describe('campaign mails rendered once per campaign', () => {
  it('give the same mail as rendering per recipient, with the link escaped in the HTML part', async () => {
    const { campaignContent, campaignMail, campaignMailFactory } =
      await import('../jobs/newsletter-campaign/campaign-mail.js');
    const { createMailRenderer } = await import('./render.js');
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
