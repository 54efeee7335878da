import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPublicRows } from '../src/common/public-rows.js';
import { openDb, type MikroORM } from '../src/db.js';
import { listProducts } from '../src/modules/products/product.service.js';
import { createTestDatabase, type TestDatabase } from './support/db.js';

/**
 * The public reads without a cache (common/public-rows.ts): identical reads that wait for a connection share one
 * query, a read that comes after the query went out gets its own (and sees what changed in between).
 */

let db: TestDatabase;
let orm: MikroORM;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  // One connection, so a test can hold it and make reads wait.
  orm = await openDb(db.url, { poolMax: 1 });
  pool = (await orm.em.getConnection().getNativeClient()) as pg.Pool;
});
afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

const FAQ = 'select id, answer from faq_items order by sort_order, id';

describe('public reads without the cache', () => {
  it('share one query among identical reads waiting for a connection, not with reads that come later', async () => {
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    // The public reads' statements (the ORM's own queries go through the same client class).
    const publicQueries = () =>
      queries.mock.calls.filter(([config]) =>
        String((config as { name?: string } | undefined)?.name).startsWith('public_'),
      ).length;
    try {
      const held = await pool.connect();
      const em = orm.em.fork();
      const waiting = [readPublicRows(em, FAQ), readPublicRows(em, FAQ), readPublicRows(em, FAQ)];
      const other = readPublicRows(em, `${FAQ} limit ?`, [1]);
      held.release();
      const [first, ...rest] = await Promise.all(waiting);
      expect(first.length).toBeGreaterThan(1);
      for (const rows of rest) expect(rows).toBe(first);
      expect(await other).toHaveLength(1);
      expect(publicQueries()).toBe(2);

      // A read made while the shared query is out gets its own, which sees a change committed meanwhile (the
      // query out took its snapshot before the change).
      const [{ id }] = await db.orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>('select min(id) as id from faq_items');
      queries.mockClear();
      const slow = 'select f.id, f.answer from pg_sleep(0.3) s, faq_items f order by f.sort_order, f.id';
      const sent = readPublicRows<{ id: number; answer: string }>(em, slow);
      await vi.waitFor(() => expect(publicQueries()).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await db.orm.em.fork().getConnection().execute(`update faq_items set answer = 'Endret' where id = ?`, [id]);
      const later = readPublicRows<{ id: number; answer: string }>(em, slow);
      expect((await sent).find((row) => row.id === id)?.answer).not.toBe('Endret');
      expect((await later).find((row) => row.id === id)?.answer).toBe('Endret');
      expect(publicQueries()).toBe(2);
    } finally {
      queries.mockRestore();
    }
  });

  it('read the same rows as the ORM', async () => {
    const em = orm.em.fork();
    const rows = await em
      .getConnection()
      .execute(
        'select id, name, description, price, image_url as "imageUrl", category, color from products where hidden = false order by sort_order, id',
      );
    expect(await listProducts(em)).toEqual(rows);
    expect(await listProducts(em, 'tilbehør')).toEqual(rows.filter((row) => row.category === 'tilbehør'));
  });
});
