import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { Product } from '../src/modules/products/product.entity.js';
import { invalidateProductCatalogue } from '../src/modules/products/product.service.js';
import { graphql } from './gql/index.js';
import { injectGql, startTestApp, type TestApp } from './support/app.js';

/**
 * The API keeps the product catalogue in memory (CATALOG_CACHE_TTL_MS): the answers are byte for byte those read
 * from PostgreSQL, writes through the ORM show at once, other writes after the TTL or an explicit invalidation.
 */

const PRODUCTS_QUERY = graphql(`
  query ProductCacheTestProducts {
    products {
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
const CATEGORY_QUERY = graphql(`
  query ProductCacheTestCategory($c: String) {
    products(category: $c) {
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

let t: TestApp;
let uncached: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const em = t.em();
  em.create(Product, {
    name: 'Hoodie',
    description: 'Myk «hoodie»',
    category: 'overdeler',
    price: 'Fra 499,-',
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
    name: 'Bandana',
    description: '55x55 cm',
    category: 'tilbehør',
    price: 'Fra 149,-',
    color: 'rød',
    sortOrder: 4,
  });
  await em.flush();
  // The same app reading PostgreSQL on every request, to compare bytes with.
  uncached = await buildApp({ config: { ...t.config, catalogCacheTtlMs: 0 }, orm: t.db.orm });
});

afterAll(async () => {
  await uncached?.close();
  await t?.close();
});

const rest = async (app: FastifyInstance, url = '/api/products') => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { body: res.body, type: res.headers['content-type'] };
};
const gql = async <TResult, TVariables extends Record<string, unknown>>(
  app: FastifyInstance,
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
) => {
  const res = await injectGql(app, document, variables);
  expect(res.status).toBe(200);
  return { body: res.body, type: res.headers['content-type'] };
};
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((p) => p.name);
const insertBySql = (name: string, category = 'overdeler') =>
  t.db.orm.em
    .getConnection()
    .execute(`insert into products (name, description, category, price, sort_order) values (?, 'x', ?, 'Fra 1,-', 9)`, [
      name,
      category,
    ]);

describe('product catalogue cache', () => {
  it('answers byte for byte what PostgreSQL gives, REST and GraphQL, whole list and categories', async () => {
    for (let round = 0; round < 2; round++) {
      // The second round is served from memory.
      expect(await rest(t.app)).toEqual(await rest(uncached));
      expect(await rest(t.app, '/api/products/category/tilbeh%C3%B8r')).toEqual(
        await rest(uncached, '/api/products/category/tilbeh%C3%B8r'),
      );
      expect(await rest(t.app, '/api/products/category/finnes-ikke')).toEqual(
        await rest(uncached, '/api/products/category/finnes-ikke'),
      );
      expect(await gql(t.app, PRODUCTS_QUERY)).toEqual(await gql(uncached, PRODUCTS_QUERY));
      for (const c of ['overdeler', 'tilbeho\u0308r', null, 'ukjent']) {
        expect(await gql(t.app, CATEGORY_QUERY, { c })).toEqual(await gql(uncached, CATEGORY_QUERY, { c }));
      }
    }
    expect(names((await rest(t.app)).body)).toEqual(['Crewneck', 'Hoodie', 'Bandana']);
  });

  it('keeps serving the cached list after a write by plain SQL until invalidated', async () => {
    await rest(t.app); // loaded
    await insertBySql('Skjorte');
    expect(names((await rest(t.app)).body)).not.toContain('Skjorte');
    expect(names((await rest(uncached)).body)).toContain('Skjorte');

    invalidateProductCatalogue(t.db.orm.em);
    expect(names((await rest(t.app)).body)).toContain('Skjorte');
    expect(names((await rest(t.app, '/api/products/category/overdeler')).body)).toContain('Skjorte');
  });

  it('drops the cache when a product is written through the ORM (also inside a transaction)', async () => {
    await rest(t.app, '/api/products/category/tilbeh%C3%B8r'); // loaded, with the category list
    const em = t.em();
    em.create(Product, { name: 'Lue', description: 'Varm', category: 'tilbehør', price: 'Fra 169,-', sortOrder: 5 });
    await em.flush();
    expect(names((await rest(t.app, '/api/products/category/tilbeh%C3%B8r')).body)).toEqual(['Bandana', 'Lue']);

    await t.em().transactional(async (tx) => {
      const lue = await tx.findOneOrFail(Product, { name: 'Lue' });
      lue.price = 'Fra 179,-';
    });
    const lue = (JSON.parse((await rest(t.app)).body) as { name: string; price: string }[]).find(
      (p) => p.name === 'Lue',
    );
    expect(lue?.price).toBe('Fra 179,-');
  });

  it('reads PostgreSQL again when the TTL has passed', async () => {
    const shortLived = await buildApp({ config: { ...t.config, catalogCacheTtlMs: 200 }, orm: t.db.orm });
    try {
      invalidateProductCatalogue(t.db.orm.em);
      await rest(shortLived); // loaded with a 200 ms lifetime
      await insertBySql('Genser');
      await vi.waitFor(async () => expect(names((await rest(shortLived)).body)).toContain('Genser'), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await shortLived.close();
    }
  });
});
