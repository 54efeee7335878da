import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffMember } from './member-admin.types.js';
import { isMemberStatus, MEMBER_STATUS_LABELS, memberStatusOf } from '@russ/schema/members/member-status';
import {
  listPage,
  listWindow,
  sortFromText,
  type ListPage,
  type ListSpec,
  type ListWindowArgs,
} from '../../common/list-page.js';

/**
 * The console's 'Medlemmer' list (admin §9) in SQL: search (name, e-mail or school), filters (school, graduation
 * year, status), sort and paging, and the same filtered list in id order for the CSV export (`forEachMemberBatch`).
 * One filter builder for both, so the download is exactly the list on screen.
 */

export interface MemberListFilter {
  /** Words found in the member's name, e-mail or school (every word must match). */
  search?: string | null;
  /** Part of the school's name. */
  school?: string | null;
  /** Exactly this year ('2026'). */
  graduationYear?: string | null;
  /** `active` | `deactivated`. */
  status?: string | null;
}

export interface MemberListQuery extends ListWindowArgs {
  /** Words found in the member's name, e-mail or school (every word must match). */
  search?: string | null;
  filter?: Omit<MemberListFilter, 'search'> | null;
}

/** A member as the console's list, detail and CSV show them. */
/** Sortable fields, newest first by default. */
export const MEMBER_LIST: ListSpec = {
  sortable: {
    name: ['lower(m.last_name)', 'lower(m.first_name)'],
    email: 'm.email',
    school: 'lower(m.school) nulls last',
    graduationYear: 'm.graduation_year nulls last',
    joinedAt: 'm.joined_at',
  },
  defaultSort: { field: 'joinedAt', order: 'DESC' },
  tieBreaker: 'm.id',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name and e-mail are matched as the members' trigram index expression has them
 * (Migration20261125220600_list_indexes), the school by its own trigram index (Migration20261126000400).
 */
const NAME_OR_EMAIL = `(m.first_name || ' ' || m.last_name || ' ' || m.email) ilike ?`;

function whereOf(filter: MemberListFilter | null | undefined): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const terms = (filter?.search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 5);
  for (const term of terms) {
    const like = `%${escapeLike(term)}%`;
    where.push(`(${NAME_OR_EMAIL} or m.school ilike ?)`);
    params.push(like, like);
  }
  const school = filter?.school?.trim().slice(0, 200);
  if (school) {
    where.push('m.school ilike ?');
    params.push(`%${escapeLike(school)}%`);
  }
  const year = filter?.graduationYear?.trim();
  if (year) {
    where.push('m.graduation_year = ?');
    params.push(year);
  }
  const status = filter?.status?.trim();
  if (status) {
    if (!isMemberStatus(status)) where.push('false');
    else where.push(status === 'deactivated' ? "m.is_active = 'false'" : "m.is_active <> 'false'");
  }
  return { sql: where.length > 0 ? `where ${where.join(' and ')}` : '', params };
}

const COLUMNS = 'm.id, m.first_name, m.last_name, m.email, m.school, m.graduation_year, m.is_active, m.joined_at';

export function toStaffMember(row: Record<string, unknown>): StaffMember {
  const firstName = row.first_name as string;
  const lastName = row.last_name as string;
  const status = memberStatusOf(row.is_active as string);
  return {
    id: Number(row.id),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    email: row.email as string,
    school: (row.school as string | null) ?? null,
    graduationYear: (row.graduation_year as string | null) ?? null,
    status,
    statusLabel: MEMBER_STATUS_LABELS[status],
    joinedAt: new Date(row.joined_at as string | Date),
  };
}

/** One page of the list and the count of every match, newest first unless sorted otherwise. */
export async function listStaffMembers(em: EntityManager, query: MemberListQuery): Promise<ListPage<StaffMember>> {
  const where = whereOf({ ...query.filter, search: query.search });
  const connection = em.getConnection();
  return listPage(query, MEMBER_LIST, {
    page: async ({ orderBySql, limit, offset }) => {
      const rows = await connection.execute<Array<Record<string, unknown>>>(
        `select ${COLUMNS} from members m ${where.sql} order by ${orderBySql} limit ? offset ?`,
        [...where.params, limit, offset],
      );
      return rows.map(toStaffMember);
    },
    count: async () => {
      const counted = await connection.execute<Array<{ total: number }>>(
        `select count(*)::int as total from members m ${where.sql}`,
        where.params,
      );
      return Number(counted[0]?.total ?? 0);
    },
  });
}

/** One member by id, or null. */
export async function findStaffMember(em: EntityManager, id: number): Promise<StaffMember | null> {
  const rows: Array<Record<string, unknown>> = await em
    .getConnection()
    .execute(`select ${COLUMNS} from members m where m.id = ?`, [id]);
  return rows[0] ? toStaffMember(rows[0]) : null;
}

/**
 * Walks every member the filter matches, `batchSize` at a time in the list's sort order (keyset on the sort key
 * would need one cursor per sort; the batches page by offset inside one repeatable-read snapshot instead, so a
 * member added or removed meanwhile neither repeats nor shifts a row). Memory stays at one batch however long the
 * list is (12 000 members in a season).
 */
export async function forEachMemberBatch(
  em: EntityManager,
  query: {
    filter?: MemberListFilter | null;
    /** The REST spelling (`school`, `-joinedAt`); an unknown sort is the list's default order. */
    sort?: string | null;
  },
  onBatch: (members: StaffMember[]) => Promise<void> | void,
  batchSize = 500,
): Promise<number> {
  const where = whereOf(query.filter);
  const orderBy = listWindow({ sort: sortFromText(query.sort, MEMBER_LIST) }, MEMBER_LIST).orderBySql;
  let count = 0;
  await em.fork().transactional(
    async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      for (let offset = 0; ; offset += batchSize) {
        const rows = (await connection.execute(
          `select ${COLUMNS} from members m ${where.sql} order by ${orderBy} limit ? offset ?`,
          [...where.params, batchSize, offset],
          'all',
          ctx,
        )) as Array<Record<string, unknown>>;
        if (rows.length > 0) await onBatch(rows.map(toStaffMember));
        count += rows.length;
        if (rows.length < batchSize) break;
      }
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
  return count;
}
