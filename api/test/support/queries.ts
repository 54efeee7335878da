import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Runs `work` and returns what it resolved to with the SQL statements MikroORM sent meanwhile, in order (every
 * statement passes the `onQuery` hook, which is swapped in for the call and put back after).
 */
export async function recordQueries<T>(orm: MikroORM, work: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const previous = orm.config.get('onQuery');
  orm.config.set('onQuery', (query, params) => {
    sql.push(query);
    return previous(query, params);
  });
  try {
    return { result: await work(), sql };
  } finally {
    orm.config.set('onQuery', previous);
  }
}
