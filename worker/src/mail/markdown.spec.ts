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
