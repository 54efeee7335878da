import { productPageContent } from '@russ/schema/catalog/product-page-content';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../src/modules/blog/blog-post.entity.js';
import { FaqItem } from '../src/modules/faq/faq-item.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { graphql } from './gql/index.js';
import { startSiblingApps, startTestApp, type SiblingApps, type TestApp } from './support/app.js';
import { ensureStorefrontBuild } from './support/storefront-build.js';

// Issue 20: a public page's HTML carries its visible content (rendered on the server from the storefront's own
// build), so a crawler or a slow phone reads the products, texts and FAQ before any JavaScript runs; and a staff
// change is on the next answer of every API process, whether it had the page cached or not.

const SetHidden = graphql(`
  mutation SsrTestSetHidden($id: ID!, $hidden: Boolean!) {
    setProductHidden(id: $id, hidden: $hidden) {
      id
      hidden
    }
  }
`);
const UpdateFaq = graphql(`
  mutation SsrTestUpdateFaq($id: ID!, $input: FaqItemInput!) {
    updateFaqItem(id: $id, input: $input) {
      id
      question
    }
  }
`);

let t: TestApp;
let siblings: SiblingApps;
let other: FastifyInstance;
let uncached: FastifyInstance;

beforeAll(async () => {
  ensureStorefrontBuild();
  t = await startTestApp();
  siblings = await startSiblingApps(t);
  ({ other, uncached } = siblings);
}, 180_000);

afterAll(async () => {
  await siblings?.close();
  await t?.close();
});

interface Page {
  status: number;
  /** The text of the page's content as sent (no script has run). */
  text: string;
  /** The names on the product cards. */
  cards: string[];
  document: Document;
}

async function page(app: FastifyInstance, url: string): Promise<Page> {
  const response = await app.inject({ method: 'GET', url });
  const { document } = new JSDOM(response.body).window;
  const root = document.querySelector('#root[data-ssr]');
  return {
    status: response.statusCode,
    text: root?.textContent?.replace(/\s+/g, ' ') ?? '',
    cards: [...(root?.querySelectorAll('[data-testid="product-card"] h2') ?? [])].map((h) => h.textContent!.trim()),
    document,
  };
}

const visibleProducts = () => t.em().find(Product, { hidden: false }, { orderBy: { sortOrder: 'asc', id: 'asc' } });

describe('the first HTML of a public page has its content', () => {
  it('/products lists every visible product with its price; a category page its own products', async () => {
    const products = await visibleProducts();
    expect(products.length).toBeGreaterThan(5);
    const { status, text, cards, document } = await page(t.app, '/products');
    expect(status).toBe(200);
    expect(cards).toEqual(products.map((product) => product.name));
    for (const product of products) if (product.price) expect(text).toContain(product.price);
    expect(text).toContain(`${products.length} produkter`);

    // The browser's GraphQL client starts from the data the page was rendered with (no second request).
    const state = JSON.parse(document.getElementById('russ-ssr-state')!.textContent!) as {
      apollo: Record<string, unknown>;
    };
    expect(Object.keys(state.apollo.ROOT_QUERY as object)).toContain('products');

    const { cards: hoodies } = await page(t.app, '/products/hoodies');
    expect(hoodies).toContain('Hoodie Original');
    expect(hoodies).not.toContain('Sweatpants');
  });

  it('/hoodie has its texts and the catalogue price', async () => {
    const content = productPageContent('/hoodie')!;
    const product = await t.em().findOneOrFail(Product, { name: content.productName });
    const { status, text, document } = await page(t.app, '/hoodie');
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toContain(content.title);
    expect(text).toContain(content.description);
    expect(text).toContain(product.price);
  });

  it('/faq has every question and answer of the database', async () => {
    const items = await t.em().find(FaqItem, {});
    expect(items.length).toBeGreaterThan(3);
    const { text } = await page(t.app, '/faq');
    for (const item of items) {
      expect(text).toContain(item.question);
      expect(text).toContain(item.answer.slice(0, 40));
    }
  });

  it('a blog post has its text; the blog lists the posts', async () => {
    const [post] = await t.em().find(BlogPost, { published: true }, { orderBy: { publishedAt: 'desc' }, limit: 1 });
    const { status, text, document } = await page(t.app, `/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe(post.title);
    // A sentence from the middle of the post (markdown rendered to HTML).
    const sentence = post.content
      .split('\n')
      .map((line) => line.trim())
      .find((line) => /^[A-ZÆØÅ][^*#_[\]`|]{60,}$/.test(line))!;
    expect(sentence).toBeTruthy();
    expect(text).toContain(sentence.slice(0, 60));

    expect((await page(t.app, '/blog')).text).toContain(post.title);
  });

  it('a rendered page has its stylesheets in it: the first paint waits for no request but the HTML', async () => {
    for (const url of ['/', '/products', '/hoodie', '/faq']) {
      const { document } = await page(t.app, url);
      expect(document.querySelectorAll('link[rel="stylesheet"]'), url).toHaveLength(0);
      const styles = [...document.head.querySelectorAll('style[data-href]')];
      // The global stylesheet first, the page's own after it (component styles win over the global ones); the
      // front page's route is part of the entry, its styles of the global stylesheet.
      expect(styles[0]?.getAttribute('data-href'), url).toMatch(/^\/assets\/index-[\w-]+\.css$/);
      expect(styles.length, url).toBeGreaterThan(url === '/' ? 0 : 1);
      for (const style of styles) expect(style.textContent!.length, url).toBeGreaterThan(0);
    }
    // A page rendered in the browser links them as before.
    const { document: login } = await page(t.app, '/login');
    expect(login.querySelectorAll('link[rel="stylesheet"]').length).toBeGreaterThan(0);
    expect(login.querySelectorAll('style[data-href]')).toHaveLength(0);
  });

  it("the front page preloads the hero picture's copy the page shows (the same srcset and sizes)", async () => {
    const { document } = await page(t.app, '/');
    const preload = document.querySelector('link[rel="preload"][as="image"]')!;
    const hero = document.querySelector('#root img[fetchpriority="high"]')!;
    expect(preload.getAttribute('imagesrcset')).toContain('/api/assets/hero-1-640.webp 640w');
    expect(preload.getAttribute('imagesrcset')).toBe(hero.getAttribute('srcset'));
    expect(preload.getAttribute('imagesizes')).toBe(hero.getAttribute('sizes'));
  });

  it('pages behind sign-in and unknown pages are rendered in the browser', async () => {
    for (const url of ['/customer-dashboard', '/login', '/finnes-ikke']) {
      const { document } = await page(t.app, url);
      expect(document.querySelector('#root')?.hasAttribute('data-ssr'), url).toBe(false);
      expect(document.getElementById('russ-ssr-state'), url).toBeNull();
    }
  });
});

describe('a staff change is on the next answer of every API process', () => {
  it('a hidden product leaves /products at once here, and in another process that had it cached', async () => {
    const [product] = await visibleProducts();
    // Both processes have the page cached now.
    expect((await page(t.app, '/products')).cards).toContain(product.name);
    expect((await page(other, '/products')).cards).toContain(product.name);

    const hidden = await t.gql(SetHidden, { id: String(product.id), hidden: true }, { cookies: t.staffCookies() });
    expect(hidden.data?.setProductHidden.hidden).toBe(true);
    expect((await page(t.app, '/products')).cards).not.toContain(product.name);
    expect((await page(uncached, '/products')).cards).not.toContain(product.name);
    // The other process hears of it through PostgreSQL (LISTEN/NOTIFY), a moment after the commit.
    await expect
      .poll(async () => (await page(other, '/products')).cards, { timeout: 5000 })
      .not.toContain(product.name);

    await t.gql(SetHidden, { id: String(product.id), hidden: false }, { cookies: t.staffCookies() });
    expect((await page(t.app, '/products')).cards).toContain(product.name);
    await expect.poll(async () => (await page(other, '/products')).cards, { timeout: 5000 }).toContain(product.name);
  });

  it('an edited FAQ entry is on the next /faq of every process', async () => {
    const [item] = await t.em().find(FaqItem, {}, { orderBy: { id: 'asc' }, limit: 1 });
    expect((await page(t.app, '/faq')).text).toContain(item.question);
    expect((await page(other, '/faq')).text).toContain(item.question);

    const question = 'Kan vi få prøve plaggene før vi bestiller?';
    const updated = await t.gql(
      UpdateFaq,
      { id: String(item.id), input: { topic: item.topic, question, answer: item.answer } },
      { cookies: t.staffCookies() },
    );
    expect(updated.data?.updateFaqItem.question).toBe(question);
    const here = (await page(t.app, '/faq')).text;
    expect(here).toContain(question);
    expect(here).not.toContain(item.question);
    expect((await page(uncached, '/faq')).text).toContain(question);
    await expect.poll(async () => (await page(other, '/faq')).text, { timeout: 5000 }).toContain(question);
  });
});
