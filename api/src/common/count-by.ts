import type { EntityManager } from '@mikro-orm/postgresql';

/** Counts rows per key in one grouped query. */
export async function countBy(em: EntityManager, sql: string, params: unknown[]): Promise<Map<number, number>> {
  const rows: Array<{ key: number | string; n: number | string }> = await em.getConnection().execute(sql, params);
  return new Map(rows.map((row) => [Number(row.key), Number(row.n)]));
}
