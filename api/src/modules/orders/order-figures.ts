import type { EntityManager } from '@mikro-orm/postgresql';
import { OSLO_TIME_ZONE } from '@russ/schema/common/dates';

/** The figures of orders the console's `Oversikt` shows. Weeks begin on Monday in Norwegian time. */

/** How many orders have each status (only statuses some order has). One query. */
export async function orderCountsByStatus(em: EntityManager): Promise<Array<{ status: string; count: number }>> {
  const rows = await em
    .getConnection()
    .execute<Array<{ status: string; count: number }>>(
      `select status, count(*)::int as count from orders group by status`,
    );
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** Orders placed per week, oldest first: the week of `now` and the `weeks - 1` before it, empty weeks as 0. */
export async function ordersPerWeek(
  em: EntityManager,
  now: Date,
  weeks: number,
): Promise<Array<{ weekStart: string; isoWeek: number; count: number }>> {
  const rows = await em.getConnection().execute<Array<{ week_start: string; iso_week: number; count: number }>>(
    `with bounds as (
       select date_trunc('week', ?::timestamptz at time zone '${OSLO_TIME_ZONE}') as this_week
     ), weekly as (
       select date_trunc('week', o.created_at at time zone '${OSLO_TIME_ZONE}') as week, count(*)::int as count
       from orders o, bounds b
       where o.created_at >= (b.this_week - interval '${weeks - 1} weeks') at time zone '${OSLO_TIME_ZONE}'
       group by 1
     )
     select to_char(w, 'YYYY-MM-DD') as week_start, extract(week from w)::int as iso_week,
            coalesce(weekly.count, 0) as count
     from bounds b
     cross join generate_series(b.this_week - interval '${weeks - 1} weeks', b.this_week, interval '1 week') w
     left join weekly on weekly.week = w
     order by w`,
    [now.toISOString()],
  );
  return rows.map((r) => ({ weekStart: r.week_start, isoWeek: Number(r.iso_week), count: Number(r.count) }));
}
