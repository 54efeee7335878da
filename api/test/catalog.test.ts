import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../src/modules/blog/blog-post.entity.js';
import { FaqItem } from '../src/modules/faq/faq-item.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { graphql } from './gql/gql.js';
import { startTestApp, type TestApp } from './support/app.js';
import { expectJsonError } from './support/http.js';

const ProductsQuery = graphql(`
  query CatalogTestProducts($category: String) {
    products(category: $category) {
      id
      name
      description
      price
      imageUrl
      category
      color
    }
  }
`);

const BlogQuery = graphql(`
  query CatalogTestBlog($slug: String!) {
    blogPosts {
      slug
    }
    featuredBlogPosts {
      slug
    }
    blogPost(slug: $slug) {
      id
      slug
      title
      excerpt
      content
      category
      author
      publishedAt
      imageUrl
      featured
      tags
    }
    faqItems {
      question
      answer
      topic
    }
  }
`);

const PRODUCT_KEYS = ['category', 'color', 'description', 'id', 'imageUrl', 'name', 'price'];
const BLOG_KEYS = [
  'author',
  'category',
  'content',
  'excerpt',
  'featured',
  'id',
  'imageUrl',
  'publishedAt',
  'slug',
  'tags',
  'title',
];

let t: TestApp;
const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  // Unseeded, so the assertions below are about exactly these rows.
  t = await startTestApp({ seed: false });
  const em = t.em();
  em.create(Product, {
    name: 'Hoodie',
    description: 'Myk hoodie',
    category: 'overdeler',
    price: 'Fra 499,-',
    imageUrl: '/api/assets/hoodie.jpg',
    color: 'navy',
    sortOrder: 2,
  });
  em.create(Product, {
    name: 'Crewneck',
    description: 'Klassisk',
    category: 'overdeler',
    price: 'Fra 449,-',
    sortOrder: 1,
  });
  em.create(Product, {
    name: 'Sweatpants',
    description: 'Myke bukser',
    category: 'underdeler',
    price: 'Fra 449,-',
    sortOrder: 3,
  });
  em.create(Product, {
    name: 'Bandana',
    description: '55x55 cm',
    category: 'tilbehør',
    price: 'Fra 149,-',
    sortOrder: 4,
  });
  em.create(Product, {
    name: 'Lue Klassisk',
    description: 'Varm lue',
    category: 'tilbehør',
    price: 'Fra 169,-',
    sortOrder: 4,
  });
  em.create(Product, {
    name: 'Patches',
    description: 'Strykemerker',
    category: 'Patches',
    price: 'Fra 99,-',
    sortOrder: 5,
  });
  em.create(BlogPost, {
    slug: 'eldst',
    title: 'Eldst',
    excerpt: 'e',
    content: 'c',
    publishedAt: days(-10),
    featured: true,
    tags: ['russ'],
  });
  em.create(BlogPost, { slug: 'nyest', title: 'Nyest', excerpt: 'e', content: 'c', publishedAt: days(-1), tags: [] });
  em.create(BlogPost, {
    slug: 'midt',
    title: 'Midt',
    excerpt: 'e',
    content: 'c',
    publishedAt: days(-5),
    featured: true,
    imageUrl: '/api/assets/b.jpg',
  });
  em.create(BlogPost, {
    slug: 'utkast',
    title: 'Utkast',
    excerpt: 'e',
    content: 'c',
    publishedAt: days(-2),
    published: false,
    featured: true,
  });
  em.create(BlogPost, {
    slug: 'planlagt',
    title: 'Planlagt',
    excerpt: 'e',
    content: 'c',
    publishedAt: days(3),
    featured: true,
  });
  em.create(FaqItem, { topic: 'Levering', question: 'Hvor lang tid tar levering?', answer: '2–3 uker.', sortOrder: 2 });
  em.create(FaqItem, {
    topic: 'Bestilling',
    question: 'Hvordan bestiller jeg?',
    answer: 'Send oss en e-post.',
    sortOrder: 1,
  });
  await em.flush();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/products', () => {
  it('answers every product in listing order with exactly the storefront fields', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const products = response.json() as Record<string, unknown>[];
    expect(products.map((p) => p.name)).toEqual([
      'Crewneck',
      'Hoodie',
      'Sweatpants',
      'Bandana',
      'Lue Klassisk',
      'Patches',
    ]);
    for (const product of products) expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
    expect(products[1]).toMatchObject({
      price: 'Fra 499,-',
      imageUrl: '/api/assets/hoodie.jpg',
      color: 'navy',
      category: 'overdeler',
    });
    expect(products[0]).toMatchObject({ imageUrl: null, color: null });
    expect(typeof products[0].id).toBe('number');
  });

  it('filters by category, with ø percent-encoded in the path', async () => {
    const get = async (path: string) => {
      const response = await t.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      return (response.json() as { name: string; category: string }[]).map((p) => p.name);
    };
    expect(await get('/api/products/category/tilbeh%C3%B8r')).toEqual(['Bandana', 'Lue Klassisk']);
    expect(await get('/api/products/category/overdeler')).toEqual(['Crewneck', 'Hoodie']);
    expect(await get('/api/products/category/underdeler')).toEqual(['Sweatpants']);
    expect(await get('/api/products/category/Patches')).toEqual(['Patches']);
    expect(await get('/api/products/category/finnes-ikke')).toEqual([]);
    expect(await get(`/api/products/category/${encodeURIComponent('tilbehør')}`)).toEqual(['Bandana', 'Lue Klassisk']);
  });

  it('has a GraphQL twin with the same data', async () => {
    const all = await t.gql(ProductsQuery, {});
    expect(all.errors).toBeUndefined();
    expect(all.data?.products.map((p) => p.name)).toEqual([
      'Crewneck',
      'Hoodie',
      'Sweatpants',
      'Bandana',
      'Lue Klassisk',
      'Patches',
    ]);
    const rest = (await t.inject({ method: 'GET', url: '/api/products/category/tilbeh%C3%B8r' })).json() as {
      id: number;
    }[];
    const accessories = await t.gql(ProductsQuery, { category: 'tilbehør' });
    expect(accessories.data?.products.map((p) => p.id)).toEqual(rest.map((p) => String(p.id)));
  });
});

describe('blog', () => {
  it('GET /api/blog lists published posts newest first, without drafts or scheduled posts', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/blog' });
    expect(response.statusCode).toBe(200);
    const posts = response.json() as Record<string, unknown>[];
    expect(posts.map((p) => p.slug)).toEqual(['nyest', 'midt', 'eldst']);
    for (const post of posts) expect(Object.keys(post).sort()).toEqual(BLOG_KEYS);
    expect(posts[2]).toMatchObject({ featured: true, tags: ['russ'], author: 'Russekompaniet', category: 'russetips' });
    expect(new Date(posts[0].publishedAt as string).toISOString()).toBe(posts[0].publishedAt);
  });

  it('GET /api/blog/featured lists published featured posts newest first', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/blog/featured' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { slug: string }[]).map((p) => p.slug)).toEqual(['midt', 'eldst']);
  });

  it('GET /api/blog/:slug answers one post, 404 JSON when missing or unpublished', async () => {
    const found = await t.inject({ method: 'GET', url: '/api/blog/midt' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ slug: 'midt', title: 'Midt', imageUrl: '/api/assets/b.jpg', featured: true });

    for (const slug of ['finnes-ikke', 'utkast', 'planlagt', '%27%20or%201%3D1--', 'x'.repeat(999)]) {
      const missing = await t.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect(expectJsonError(missing, 404).message).toBe('Blogginnlegg ikke funnet');
    }
    // Past the router's parameter length limit it is still a JSON client error.
    const huge = await t.inject({ method: 'GET', url: `/api/blog/${'x'.repeat(5000)}` });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(huge.headers['content-type']).toMatch(/^application\/json/);
  });

  it('has GraphQL twins; a missing slug is null', async () => {
    const result = await t.gql(BlogQuery, { slug: 'eldst' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.blogPosts.map((p) => p.slug)).toEqual(['nyest', 'midt', 'eldst']);
    expect(result.data?.featuredBlogPosts.map((p) => p.slug)).toEqual(['midt', 'eldst']);
    expect(result.data?.blogPost).toMatchObject({ slug: 'eldst', tags: ['russ'], featured: true });
    const missing = await t.gql(BlogQuery, { slug: 'utkast' });
    expect(missing.data?.blogPost).toBeNull();
  });
});

describe('FAQ', () => {
  it('answers the items in display order on REST and GraphQL', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/faq' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { topic: string }[]).map((i) => i.topic)).toEqual(['Bestilling', 'Levering']);
    const result = await t.gql(BlogQuery, { slug: 'x' });
    expect(result.data?.faqItems).toEqual([
      { question: 'Hvordan bestiller jeg?', answer: 'Send oss en e-post.', topic: 'Bestilling' },
      { question: 'Hvor lang tid tar levering?', answer: '2–3 uker.', topic: 'Levering' },
    ]);
  });
});
