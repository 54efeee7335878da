import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_PATHS } from '../catalog/product-pages.js';
import { headTags, SHOP_SOCIAL_DEFAULTS, type SeoShop } from './head.js';
import { postalAddress } from './json-ld.js';
import { escapeHtml, injectHead, renderHeadHtml, serializeJsonForScript } from './render-head.js';
import { buildPageHead, matchSeoRoute, staticRoutePaths } from './route-meta.js';

const shop: SeoShop = {
  name: 'Russekompaniet',
  email: 'post@russekompaniet.no',
  phone: '+47 22 12 34 56',
  address: 'Karl Johans gate 12, 0154 Oslo',
  ...SHOP_SOCIAL_DEFAULTS,
};
const origin = 'https://russ.example';

// Every public route of storefront §2 (the blog slug aside), plus /login.
const SPEC_ROUTES = [
  '/',
  '/products',
  '/products/hoodies',
  '/products/sweatshirts',
  '/products/shorts-bukser',
  '/products/tilbehor',
  ...PRODUCT_PAGE_PATHS,
  '/surprise',
  '/about',
  '/history',
  '/partners',
  '/faq',
  '/contact',
  '/blog',
  '/community',
  '/customer-dashboard',
  '/services/custom-design',
  '/services/design-help',
  '/services/group-discounts',
  '/services/quote-request',
  '/terms',
  '/privacy',
  '/cookies',
  '/oeko-tex',
  '/qr/overdeler',
  '/qr/underdeler',
  '/qr/tilbehor',
  '/qr/russedresser',
  '/qr-generator',
  '/qr-pages',
  '/magnifier-demo',
  '/404',
  '/500',
  '/login',
];

describe('route table', () => {
  it('has an entry for every route of the spec and nothing else', () => {
    expect([...staticRoutePaths()].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('matches like the router and sends the rest to the fallback', () => {
    expect(matchSeoRoute('/FAQ/?x=1#a')).toMatchObject({ kind: 'static', path: '/faq' });
    expect(matchSeoRoute('/blog/mitt-innlegg')).toEqual({
      kind: 'blog-post',
      path: '/blog/mitt-innlegg',
      slug: 'mitt-innlegg',
    });
    expect(matchSeoRoute('/blog/a/b')).toEqual({ kind: 'unknown', path: '/blog/a/b' });
    expect(matchSeoRoute('/%E0%A4%A')).toEqual({ kind: 'unknown', path: '/%E0%A4%A' });
  });

  it('the hoodie gives search engines 399 kr; the page reading stays in its description', () => {
    const head = buildPageHead(matchSeoRoute('/hoodie'), { shop, origin });
    const product = (head.jsonLd['@graph'] as Record<string, unknown>[]).find((n) => n['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ price: '399', priceCurrency: 'NOK' });
    expect(head.description).toContain('499');
  });

  it('splits the shop address for the Organization', () => {
    expect(postalAddress(shop.address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Karl Johans gate 12',
      postalCode: '0154',
      addressLocality: 'Oslo',
      addressCountry: 'NO',
    });
    expect(postalAddress('Et sted')).toMatchObject({ streetAddress: 'Et sted', addressLocality: 'Oslo' });
  });
});

describe('rendering the head', () => {
  it('escapes JSON for a script element so it cannot end it, and reads back the same', () => {
    const value = { text: '</script><!-- & \u2028 "x"' };
    const json = serializeJsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes attributes and text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('puts the head between the markers, or in place of the title without them', () => {
    const head = buildPageHead(matchSeoRoute('/faq'), { shop, origin });
    const html = renderHeadHtml(head, '/faq');
    expect(html).toContain('<title data-seo data-seo-path="/faq">Ofte stilte spørsmål | Russekompaniet</title>');
    expect(html.match(/<meta /g)).toHaveLength(headTags(head).filter((t) => t.tag === 'meta').length);

    const marked = injectHead(
      '<head><!--seo:start--><title>x</title><!--seo:end--><script src="/a.js"></script></head>',
      html,
    );
    expect(marked).not.toContain('<title>x</title>');
    expect(marked).toContain('<script src="/a.js"></script>');

    const unmarked = injectHead(
      '<html><head><title>x</title><meta name="description" content="d" /><meta charset="utf-8"></head></html>',
      html,
    );
    expect(unmarked).not.toContain('<title>x</title>');
    expect(unmarked).not.toContain('content="d"');
    expect(unmarked).toContain('<meta charset="utf-8">');
    expect(unmarked.indexOf('data-seo-path')).toBeLessThan(unmarked.indexOf('</head>'));

    expect(injectHead('<!doctype html><title>x</title>', html)).toMatch(/^<!doctype html>\n<title data-seo/);
  });
});
