import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Retention (modules/retention): the e-mails of members who are still deactivated and were deactivated before
 * `cutoff`, oldest first. A member staff activated again has no `deactivated_at` and is never among them.
 */
export async function membersDeactivatedBefore(em: EntityManager, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<Array<{ email: string }>>(
      `select email from members where is_active = 'false' and deactivated_at < ? order by deactivated_at, id limit ?`,
      [cutoff, limit],
    );
  return rows.map((row) => row.email);
}
