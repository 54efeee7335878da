import type { EntityManager } from '@mikro-orm/postgresql';

/** Rows deleted per statement, so pruning a large table never holds one long lock or one huge transaction. */
export const DELETE_BATCH = 5000;

/**
 * Deletes the rows of `table` that match `where` (SQL with `?` placeholders for `params`), DELETE_BATCH rows per
 * statement, until none is left; returns how many went. `table` and `where` are the caller's constants, never input.
 */
export async function deleteInBatches(
  em: EntityManager,
  table: string,
  where: string,
  params: readonly unknown[],
): Promise<number> {
  const connection = em.getConnection();
  let deleted = 0;
  for (;;) {
    const rows = await connection.execute<Array<{ id: number }>>(
      `delete from "${table}" where id in (select id from "${table}" where ${where} limit ?) returning id`,
      [...params, DELETE_BATCH],
    );
    deleted += rows.length;
    if (rows.length < DELETE_BATCH) return deleted;
  }
}
