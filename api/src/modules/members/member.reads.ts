import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What other features read of a membership, so none of them queries the members table itself: the name shown
 * beside an e-mail, whether staff deactivated the membership, and who of a class or school gets the shop's news.
 * E-mails are matched as stored.
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

/**
 * The active members of a graduation year or school who get the shop's news ('E-postvarsler' on), as an SQL select
 * of one column `email` with its parameters: a newsletter audience counts and copies it inside PostgreSQL, so an
 * audience of 10 000 is never loaded. The year is compared trimmed, the school trimmed and case-insensitively.
 */
export function newsMembersQuery(
  by: 'graduationYear' | 'school',
  value: string | null,
): { sql: string; params: unknown[] } {
  const column = by === 'graduationYear' ? 'trim(graduation_year)' : 'lower(trim(school))';
  const param = by === 'graduationYear' ? (value ?? '').trim() : (value ?? '').trim().toLowerCase();
  return {
    sql: `select email from members where ${column} = ? and email_notifications and is_active = 'true'`,
    params: [param],
  };
}
