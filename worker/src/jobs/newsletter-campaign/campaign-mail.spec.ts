import { renderMarkdown } from '@russ/schema/content/markdown';
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { createMailRenderer } from '../../mail/render.js';
import { campaignContent, campaignMail, campaignMailFactory } from './campaign-mail.js';

const renderer = () =>
  createMailRenderer({
    name: 'Testbutikken',
    email: 'post@test.no',
    phone: '+47 11 22 33 44',
    address: 'Storgata 1, 0155 Oslo',
    publicUrl: 'http://shop.test',
  });

describe('the sent campaign mail shows what the console previewed', () => {
  const source = [
    '# Nye hettegensere',
    '',
    'Nå i **åtte** farger, og <b>bare denne uken</b> med fri frakt.',
    '',
    '- svart',
    '- navy',
    '',
    '[Se alle](https://shop.test/products) <script>alert(1)</script>',
  ].join('\n');

  it("puts the preview's HTML (renderMarkdown, as the console's MarkdownPreview renders it) into the mail unchanged", () => {
    const preview = renderMarkdown(source);
    const content = campaignContent({ subject: 'Nyheter', body: source });
    expect(content.html).toBe(preview);
    const mail = campaignMail(renderer(), content, 'ola@example.no', 'http://shop.test/avmeld');
    expect(mail.html).toContain(preview);
    expect(mail.text).toContain(source.trim());
  });

  it('shows <b> the same way in both: as its text, not bold in one and literal in the other', () => {
    const html = campaignContent({ subject: 'Nyheter', body: source }).html;
    expect(html).toContain('<p>Nå i <strong>åtte</strong> farger, og bare denne uken med fri frakt.</p>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('&lt;b&gt;');
    expect(renderMarkdown('Dette er <b>viktig</b>.')).toBe('<p>Dette er viktig.</p>\n');
  });
});

describe('campaign mails rendered once per campaign', () => {
  it('give the same mail as rendering per recipient, with the link escaped in the HTML part', () => {
    const mailRenderer = renderer();
    const content = campaignContent({ subject: 'Vår', body: '# Hei\n\nNytt & bra' });
    const url = 'http://shop.test/api/newsletter/campaign-unsubscribe?token=a.b=c';
    const once = campaignMailFactory(mailRenderer, content)('ola@example.no', url, '<m@shop.test>');
    const each = campaignMail(mailRenderer, content, 'ola@example.no', url, { messageId: '<m@shop.test>' });
    expect(once).toEqual(each);
    expect(once.html).toContain(`href="${Handlebars.escapeExpression(url)}"`);
    expect(once.text).toContain(url);
  });
});
