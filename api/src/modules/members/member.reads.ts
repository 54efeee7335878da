import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What other features read of a membership, so none of them queries the members table itself: the name shown
 * beside an e-mail, and whether staff deactivated the membership. E-mails are matched as stored.
 */

/** "First Last" of each of these e-mails that has a membership (one query; none when there are no e-mails). */
export async function memberNames(em: EntityManager, emails: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Map();
  const rows: Array<{ email: string; first_name: string; last_name: string }> = await em
    .getConnection()
    .execute('select email, first_name, last_name from members where email in (?)', [unique]);
  return new Map(rows.map((row) => [row.email, `${row.first_name} ${row.last_name}`.trim()]));
}

/** Whether staff deactivated the membership of this e-mail (admin §9); false when there is none. One query. */
export async function isMemberDeactivated(em: EntityManager, email: string): Promise<boolean> {
  const rows: Array<{ is_active: string }> = await em
    .getConnection()
    .execute('select is_active from members where email = ?', [email]);
  return rows[0]?.is_active === 'false';
}
