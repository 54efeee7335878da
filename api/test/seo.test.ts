import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { CATALOG_BLOG_POSTS } from '@russ/schema/catalog/blog-posts';
import { productPageContent } from '@russ/schema/catalog/product-page-content';
import { matchSeoRoute, staticRoutePaths } from '@russ/schema/seo/route-meta';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../src/modules/blog/blog-post.entity.js';
import { FaqItem } from '../src/modules/faq/faq-item.entity.js';
import { defaultStaticPaths } from '../src/composition/static.js';
import { routeModuleSource } from '../src/modules/seo/route-assets.js';
import { startTestApp, type TestApp } from './support/app.js';

// Storefront §2 "Every page": the HTML the server sends for a route carries that route's title, description,
// canonical link, social tags and structured data, so a crawler without JavaScript reads them.

const ORIGIN = 'http://localhost:3999'; // PUBLIC_URL of startTestApp
const SHOP = 'Russekompaniet';

// The shape of the built index.html (storefront/index.html): the seo markers with Vite's defaults between them.
const TEMPLATE = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <meta property="og:site_name" content="${SHOP}" />
    <!--seo:start-->
    <title data-seo>Standardtittel</title>
    <meta data-seo name="description" content="Standardbeskrivelse" />
    <!--seo:end-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'russ-seo-'));
  await mkdir(path.join(dir, 'storefront', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'storefront', 'index.html'), TEMPLATE);
  await writeFile(path.join(dir, 'storefront', 'assets', 'index-abc123.js'), 'console.log("plain")');
  await writeFile(path.join(dir, 'storefront', 'assets', 'index-abc123.js.br'), 'brotli-bytes');
  await mkdir(path.join(dir, 'storefront', '.vite'));
  await writeFile(
    path.join(dir, 'storefront', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_apollo-1.js': { file: 'assets/apollo-1.js', imports: ['_react-1.js'] },
      'src/app/routes/faq.tsx': {
        file: 'assets/faq-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-1.js', '_apollo-1.js'],
        css: ['assets/faq-1.css'],
      },
    }),
  );
  t = await startTestApp({
    staticPaths: { ...defaultStaticPaths, storefrontDir: path.join(dir, 'storefront') },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Head {
  status: number;
  html: string;
  document: Document;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: (property: string) => string | null;
  twitter: (name: string) => string | null;
  jsonLd: { '@context': string; '@graph': Record<string, unknown>[] };
  node: (type: string) => Record<string, unknown> | undefined;
}

async function page(url: string): Promise<Head> {
  const response = await t.inject({ method: 'GET', url });
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  const html = response.body;
  const { document } = new JSDOM(html).window;
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts, `${url}: one JSON-LD element`).toHaveLength(1);
  const jsonLd = JSON.parse(scripts[0].textContent ?? '') as Head['jsonLd'];
  return {
    status: response.statusCode,
    html,
    document,
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: content('meta[name="robots"]'),
    og: (property) => content(`meta[property="${property}"]`),
    twitter: (name) => content(`meta[name="${name}"]`),
    jsonLd,
    node: (type) => jsonLd['@graph'].find((node) => node['@type'] === type),
  };
}

describe('server-rendered head of storefront pages', () => {
  it('/hoodie: its own title, description, canonical, social tags, Product (399 kr for search engines) and breadcrumbs', async () => {
    const head = await page('/hoodie');
    const content = productPageContent('/hoodie')!;
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${content.title} | ${SHOP}`);
    expect(head.description).toBe(content.metaDescription);
    expect(head.canonical).toBe(`${ORIGIN}/hoodie`);
    expect(head.robots).toBeNull();
    expect(head.og('og:title')).toBe(head.title);
    expect(head.og('og:description')).toBe(head.description);
    expect(head.og('og:url')).toBe(`${ORIGIN}/hoodie`);
    expect(head.og('og:type')).toBe('product');
    expect(head.og('og:image')).toBe(`${ORIGIN}/api/assets/hoodie-original.jpg`);
    expect(head.twitter('twitter:card')).toBe('summary_large_image');
    expect(head.twitter('twitter:title')).toBe(head.title);
    // the template's defaults are gone, its other elements stay
    expect(head.html).not.toContain('Standardtittel');
    expect(head.html).not.toContain('Standardbeskrivelse');
    expect(head.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(head.document.querySelectorAll('title')).toHaveLength(1);
    expect(head.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    expect(head.jsonLd['@context']).toBe('https://schema.org');
    const product = head.node('Product')!;
    expect(product).toMatchObject({
      name: content.title,
      description: content.description,
      image: [`${ORIGIN}/api/assets/hoodie-original.jpg`],
      url: `${ORIGIN}/hoodie`,
      brand: { '@id': `${ORIGIN}/#organization` },
      offers: { '@type': 'Offer', price: '399', priceCurrency: 'NOK', url: `${ORIGIN}/hoodie` },
    });
    expect(head.node('BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Forside', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Produkter', item: `${ORIGIN}/products` },
        { '@type': 'ListItem', position: 3, name: content.title, item: `${ORIGIN}/hoodie` },
      ],
    });
  });

  it('every page carries the Organization: name, url, logo, contact point, address in Oslo, Facebook and Instagram', async () => {
    const organization = (await page('/about')).node('Organization');
    expect(organization).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: SHOP,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/api/assets/logo.jpg`,
      email: t.config.shop.email,
      telephone: t.config.shop.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Oslo', postalCode: '0154', addressCountry: 'NO' },
      contactPoint: [{ '@type': 'ContactPoint', telephone: t.config.shop.phone, email: t.config.shop.email }],
      sameAs: ['https://www.facebook.com/russekompaniet', 'https://www.instagram.com/russekompaniet'],
    });
  });

  it('the front page: the shop title, WebSite data and no breadcrumbs', async () => {
    const head = await page('/');
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${SHOP} – russeklær, hoodies og russedresser for hele gjengen`);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.node('WebSite')).toMatchObject({ name: SHOP, url: `${ORIGIN}/` });
    expect(head.node('Organization')).toBeDefined();
    expect(head.node('BreadcrumbList')).toBeUndefined();
  });

  it('/faq: FAQPage data from the FAQ items as stored', async () => {
    const items = await t.em().find(FaqItem, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    expect(items.length).toBeGreaterThan(0);
    const head = await page('/faq');
    expect(head.title).toBe(`Ofte stilte spørsmål | ${SHOP}`);
    expect(head.canonical).toBe(`${ORIGIN}/faq`);
    const faq = head.node('FAQPage')!;
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(items.length);
    expect(questions[0]).toEqual({
      '@type': 'Question',
      name: items[0].question,
      acceptedAnswer: { '@type': 'Answer', text: items[0].answer },
    });
  });

  it('/blog/{slug}: the post title and excerpt, BlogPosting data, article type', async () => {
    const seeded = CATALOG_BLOG_POSTS[0];
    const post = await t.em().findOneOrFail(BlogPost, { slug: seeded.slug });
    const head = await page(`/blog/${seeded.slug}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${post.title} | ${SHOP}`);
    expect(head.description).toBe(post.excerpt);
    expect(head.canonical).toBe(`${ORIGIN}/blog/${seeded.slug}`);
    expect(head.og('og:type')).toBe('article');
    expect(head.og('article:published_time')).toBe(post.publishedAt.toISOString());
    expect(head.node('BlogPosting')).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt.toISOString(),
      author: { '@type': 'Person', name: post.author },
      mainEntityOfPage: `${ORIGIN}/blog/${seeded.slug}`,
    });
    const crumbs = head.node('BreadcrumbList')!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Forside', 'Blogg', post.title]);
  });

  it('/404 and /500 are not indexed but name themselves as canonical; /404 answers 404', async () => {
    const notFound = await page('/404');
    expect(notFound.status).toBe(404);
    expect(notFound.title).toBe(`404 - Siden ikke funnet | ${SHOP}`);
    expect(notFound.description).toBe('Siden du leter etter finnes ikke eller har blitt flyttet.');
    expect(notFound.robots).toBe('noindex, nofollow');
    expect(notFound.canonical).toBe(`${ORIGIN}/404`);

    const surprise = await page('/surprise');
    expect(surprise.robots).toBe('noindex, nofollow');
    expect(surprise.canonical).toBe(`${ORIGIN}/surprise`);

    const serverError = await page('/500');
    expect(serverError.status).toBe(200);
    expect(serverError.title).toBe(`Noe gikk galt | ${SHOP}`);
    expect(serverError.robots).toBe('noindex, nofollow');
    expect(serverError.canonical).toBe(`${ORIGIN}/500`);
  });

  it('an unknown path answers 404 with the app and a noindex head; so does a missing blog post', async () => {
    const unknown = await page('/denne-siden-finnes-ikke');
    expect(unknown.status).toBe(404);
    expect(unknown.title).toBe(`404 Page Not Found | ${SHOP}`);
    expect(unknown.robots).toBe('noindex, nofollow');
    expect(unknown.canonical).toBe(`${ORIGIN}/denne-siden-finnes-ikke`);
    expect(unknown.html).toContain('<div id="root"></div>');

    const missingPost = await page('/blog/finnes-ikke');
    expect(missingPost.status).toBe(404);
    expect(missingPost.title).toBe(`Blogginnlegg ikke funnet | ${SHOP}`);
    expect(missingPost.robots).toBe('noindex, nofollow');
  });

  it('every route of the table answers 200 with its own title and a canonical link to itself', async () => {
    const titles = new Map<string, string>();
    for (const route of staticRoutePaths()) {
      const head = await page(route);
      if (route === '/404') continue;
      expect(head.status, route).toBe(200);
      expect(head.description, route).toBeTruthy();
      expect(head.og('og:url'), route).toBe(`${ORIGIN}${route}`);
      expect(head.canonical, route).toBe(`${ORIGIN}${route}`);
      if (!head.robots && route !== '/') expect(head.node('BreadcrumbList'), route).toBeDefined();
      expect(titles.get(head.title), `${route} has the title of ${titles.get(head.title)}`).toBeUndefined();
      titles.set(head.title, route);
    }
    expect(titles.size).toBeGreaterThan(40);
  });

  it('matches paths like the router: trailing slash, capitals and a query give the same canonical page', async () => {
    for (const url of ['/FAQ/', '/faq?x=1', '/Faq']) {
      const head = await page(url);
      expect(head.status, url).toBe(200);
      expect(head.canonical, url).toBe(`${ORIGIN}/faq`);
      expect(head.node('FAQPage'), url).toBeDefined();
    }
  });

  it('escapes what comes from the database and the URL: no markup and no end of the JSON-LD script', async () => {
    const title = 'Hei </script><script>alert("tittel")</script><!-- & "sitat"';
    const excerpt = '"><img src=x onerror=alert(1)> </SCRIPT> <!-- kommentar';
    const em = t.em();
    em.create(BlogPost, {
      slug: 'farlig-innlegg',
      title,
      excerpt,
      content: 'Tekst',
      publishedAt: new Date(Date.now() - 60_000),
    });
    await em.flush();

    const head = await page('/blog/farlig-innlegg');
    expect(head.status).toBe(200);
    expect(head.html).not.toContain('<script>alert');
    expect(head.html).not.toContain('<img src=x');
    expect(head.html.toLowerCase()).not.toContain('</script><');
    expect(head.html).not.toContain('<!-- kommentar');
    expect(head.title).toBe(`${title} | ${SHOP}`);
    expect(head.description).toBe(excerpt);
    expect(head.node('BlogPosting')).toMatchObject({ headline: title, description: excerpt });
    expect(head.document.querySelectorAll('script')).toHaveLength(2); // JSON-LD and the app bundle
    expect(head.document.querySelectorAll('img')).toHaveLength(0);

    const hostile = await page('/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E');
    expect(hostile.status).toBe(404);
    expect(hostile.html).not.toContain('<script>alert');
    expect(hostile.og('og:url')).toBe(`${ORIGIN}/</script><script>alert(1)</script>">`);
    expect(hostile.document.querySelectorAll('script')).toHaveLength(2);
  });

  it('GET /api/seo/head gives the same tags the page HTML has', async () => {
    for (const route of ['/hoodie', '/faq', `/blog/${CATALOG_BLOG_POSTS[1].slug}`, '/404', '/finnes-ikke']) {
      const response = await t.inject({ method: 'GET', url: `/api/seo/head?path=${encodeURIComponent(route)}` });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        status: number;
        tags: { tag: string; text?: string; attrs?: Record<string, string>; json?: unknown }[];
      }>();
      const head = await page(route);
      expect(body.status, route).toBe(head.status);
      expect(body.tags.find((tag) => tag.tag === 'title')?.text, route).toBe(head.title);
      const description = body.tags.find((tag) => tag.attrs?.name === 'description');
      expect(description?.attrs?.content, route).toBe(head.description);
      expect(body.tags.find((tag) => tag.tag === 'script')?.json, route).toEqual(head.jsonLd);
      const metas = body.tags.filter((tag) => tag.tag === 'meta').length;
      expect(head.document.querySelectorAll('meta[data-seo]').length, route).toBe(metas);
    }
    const bad = await t.inject({ method: 'GET', url: '/api/seo/head?path=faq' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the page compressed when the browser accepts it, and the bundles pre-compressed', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('FAQPage');

    const bundle = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(bundle.headers['content-encoding']).toBe('br');
    expect(bundle.body).toBe('brotli-bytes');
    expect((await t.inject({ method: 'GET', url: '/assets/index-abc123.js' })).body).toBe('console.log("plain")');
  });

  it("names the page's own chunks and stylesheet in the head, never the entry's twice", async () => {
    const faq = await page('/faq');
    const hrefs = (selector: string) =>
      Array.from(faq.document.querySelectorAll(selector)).map((link) => link.getAttribute('href'));
    expect(hrefs('link[rel="modulepreload"]')).toEqual(['/assets/faq-1.js', '/assets/apollo-1.js']);
    expect(hrefs('link[rel="preload"][as="style"]')).toEqual(['/assets/faq-1.css']);
    // after the template's own bundle and stylesheet: the page's styles win over the global ones
    expect(faq.html.indexOf('/assets/faq-1.css')).toBeGreaterThan(faq.html.indexOf('/assets/index-abc123.js'));
    // A page whose module is not in the manifest gets no hints.
    expect((await page('/about')).document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('every route maps to the storefront route module the router loads for it', async () => {
    const router = await readFile(path.join(defaultStaticPaths.storefrontDir, '../src/app/router.tsx'), 'utf8');
    for (const route of [...staticRoutePaths(), '/blog/et-innlegg', '/finnes-ikke']) {
      const source = routeModuleSource(matchSeoRoute(route));
      await expect(stat(path.join(defaultStaticPaths.storefrontDir, '..', source)), route).resolves.toBeTruthy();
      // Lazily loaded (`import('./routes/x')`) or, for the front page, part of the first bundle (`from './routes/x'`).
      const module = `./routes/${path.basename(source, '.tsx')}`;
      expect(
        [`import('${module}')`, `from '${module}'`].some((form) => router.includes(form)),
        route,
      ).toBe(true);
    }
  });

  it('/robots.txt and /sitemap.xml', async () => {
    const robots = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const sitemap = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    for (const route of ['/', '/hoodie', '/faq', `/blog/${CATALOG_BLOG_POSTS[0].slug}`]) {
      expect(sitemap.body).toContain(`<loc>${ORIGIN}${route}</loc>`);
    }
    for (const route of ['/404', '/500', '/surprise', '/customer-dashboard', '/login']) {
      expect(sitemap.body).not.toContain(`<loc>${ORIGIN}${route}</loc>`);
    }
  });

  it('/index.html is a page path, not the bare template', async () => {
    const response = await t.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Standardtittel');
  });
});
