import { describe, expect, it } from 'vitest';
import { MARKDOWN_ATTRIBUTES, MARKDOWN_TAGS, renderMarkdown } from './markdown.js';

/** Security review: markdown (blog posts and campaigns) keeps only what markdown produces, with no DOM at hand. */

const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
const attributesOf = (html: string) => [...html.matchAll(/\s([a-z-]+)=/gi)].map((m) => m[1].toLowerCase());

describe('security review: blog markdown keeps only what markdown produces', () => {
  it('keeps headings, emphasis, lists, quotes, code, links, images and tables', () => {
    const html = renderMarkdown(
      [
        '# Tittel',
        '',
        'Litt **fet** og *kursiv* og ~~gammel~~ tekst med `kode` og en [lenke](https://example.no "Hjem").',
        '',
        '> Sitat',
        '',
        '3. tre',
        '4. fire',
        '',
        '- punkt',
        '',
        '![Genser](/api/assets/hoodie.jpg)',
        '',
        '| Størrelse | Bryst |',
        '| :-- | --: |',
        '| M | 104 |',
        '',
        '```',
        'kode',
        '```',
        '',
        '---',
      ].join('\n'),
    );
    expect(new Set(tagsOf(html))).toEqual(
      new Set(
        ['h1', 'p', 'strong', 'em', 'del', 'code', 'a', 'blockquote', 'ol', 'li', 'ul', 'img', 'table'].concat([
          'thead',
          'tr',
          'th',
          'tbody',
          'td',
          'pre',
          'hr',
        ]),
      ),
    );
    expect(html).toContain('<a href="https://example.no" title="Hjem">lenke</a>');
    expect(html).toContain('<img src="/api/assets/hoodie.jpg" alt="Genser">');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<th align="left">');
  });

  it.each([
    ['style element', '<style>body { display: none }</style>Tekst'],
    ['style attribute', '<p style="position:fixed;inset:0">Tekst</p>'],
    ['form, input and button', '<form action="https://evil.example"><input name="kort"><button>Betal</button></form>'],
    [
      'id and name (DOM clobbering)',
      '<img id="config" name="config" src="/api/assets/a.jpg"><a id="x" name="y">Tekst</a>',
    ],
    ['class, data and aria attributes', '<p class="btn btn-primary" data-x="1" aria-hidden="true">Tekst</p>'],
    [
      'script, iframe and event handlers',
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>',
    ],
    ['a task-list checkbox', '- [x] ferdig'],
  ])('removes %s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    for (const tag of ['style', 'form', 'input', 'button', 'script', 'iframe']) expect(tagsOf(html)).not.toContain(tag);
    for (const attribute of ['style', 'id', 'name', 'class', 'data-x', 'aria-hidden', 'onerror', 'action']) {
      expect(attributesOf(html)).not.toContain(attribute);
    }
    expect(html).not.toMatch(/display: none|alert\(1\)|evil\.example/);
  });
});

describe('one policy for every reader (blog, campaign preview, campaign mail)', () => {
  it('shows raw <b> as its text, never bold in one place and literal in another', () => {
    expect(renderMarkdown('Dette er <b>viktig</b> & <i>haster</i>.')).toBe('<p>Dette er viktig &amp; haster.</p>\n');
  });

  it('drops raw HTML blocks to their text, and script and style with their content', () => {
    expect(renderMarkdown('<p style="position:fixed">Tekst &amp; mer</p>')).toBe('Tekst &amp; mer');
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[klikk](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<img|alert|javascript:/);
    expect(html).toContain('<a href="#">klikk</a>');
  });

  it('keeps web, mail, phone and shop-relative links; code blocks carry no class', () => {
    const html = renderMarkdown(
      '[a](https://shop.test/x) [b](mailto:post@shop.test) [c](tel:+4711223344) [d](/products) [e](JavaScript:alert(1)) [f](data:text/html,x)\n\n```js\nconst x = 1 < 2;\n```',
    );
    expect(html).toContain('<a href="https://shop.test/x">a</a>');
    expect(html).toContain('<a href="mailto:post@shop.test">b</a>');
    expect(html).toContain('<a href="tel:+4711223344">c</a>');
    expect(html).toContain('<a href="/products">d</a>');
    expect(html).toContain('<a href="#">e</a> <a href="#">f</a>');
    expect(html).toContain('<pre><code>const x = 1 &lt; 2;\n</code></pre>');
  });

  it('produces only the tags and attributes it declares', () => {
    const html = renderMarkdown(
      '# T\n\n<div class="x" id="y"><form><input name="a"></form></div>\n\n- [ ] ting\n\n| a |\n| - |\n| b |',
    );
    for (const tag of tagsOf(html)) expect(MARKDOWN_TAGS as readonly string[]).toContain(tag);
    for (const attribute of attributesOf(html)) expect(MARKDOWN_ATTRIBUTES as readonly string[]).toContain(attribute);
  });
});
