import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

/**
 * The lean SQL reads of the public content (products, FAQ, blog), which the storefront makes on every visit when
 * nothing is cached (CATALOG_CACHE_TTL_MS=0), run as cheaply as PostgreSQL and node-postgres allow:
 * - straight on the ORM's connection pool (no query builder, no result mapping): the rows are the read shape;
 * - as named prepared statements: each connection parses and plans a statement once;
 * - identical reads that are still waiting for a pool connection share one query. A read joins only a query that
 *   has not been sent yet, so its answer is taken after every request that shares it arrived: as fresh as a
 *   query of its own (a change committed before the request is in it).
 * The rows are shared by every request that asked for them: callers read them, never change them.
 */

/** The reads waiting for a connection, per database (keyed like the ORM's configuration, as public-content.ts). */
const pendingByDatabase = new WeakMap<object, Map<string, { rows?: Promise<unknown[]> }>>();
const statements = new Map<string, { name: string; text: string }>();

/** The statement of `sql` (MikroORM's `?` placeholders as PostgreSQL's `$n`), named after its text. */
function statementOf(sql: string): { name: string; text: string } {
  let statement = statements.get(sql);
  if (!statement) {
    let index = 0;
    statement = {
      name: `public_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`,
      text: sql.replace(/\?/g, () => `$${++index}`),
    };
    statements.set(sql, statement);
  }
  return statement;
}

/** Runs a public read (`?` placeholders, no `?` elsewhere in the text) and resolves with its rows. */
export async function readPublicRows<T>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  // Inside a transaction the read belongs to it (and sees its changes).
  if (em.isInTransaction()) return em.getConnection().execute<T[]>(sql, [...params]);
  let pending = pendingByDatabase.get(em.config);
  if (!pending) {
    pending = new Map();
    pendingByDatabase.set(em.config, pending);
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const waiting = pending.get(key)?.rows;
  if (waiting) return waiting as Promise<T[]>;
  const read: { rows?: Promise<unknown[]> } = {};
  read.rows = (async () => {
    const pool = (await em.getConnection().getNativeClient()) as pg.Pool;
    const client = await pool.connect();
    // From here on the query goes out: a later request must not take its answer.
    if (pending.get(key) === read) pending.delete(key);
    try {
      const { name, text } = statementOf(sql);
      const { rows } = await client.query({ name, text, values: [...params] });
      client.release();
      return rows as unknown[];
    } catch (error) {
      // A connection that failed a query is not handed out again.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  })();
  pending.set(key, read);
  read.rows.catch(() => {
    if (pending.get(key) === read) pending.delete(key);
  });
  return read.rows as Promise<T[]>;
}
