import type { EntityManager } from '@mikro-orm/postgresql';
import { OSLO_TIME_ZONE } from '@russ/schema/common/dates';

/** The figures of invoices the console's `Oversikt` shows. Months begin in Norwegian time. */

/** Invoices marked 'Forfalt' and what they add up to (kroner, two decimals). One query. */
export async function overdueInvoiceFigures(em: EntityManager): Promise<{ count: number; amount: string }> {
  const rows = await em.getConnection().execute<Array<{ count: number; amount: string }>>(
    `select count(*)::int as count, coalesce(sum(amount), 0)::numeric(12, 2)::text as amount
       from invoices where status = 'overdue'`,
  );
  return { count: Number(rows[0]?.count ?? 0), amount: rows[0]?.amount ?? '0.00' };
}

/**
 * Invoiced per month (first day), credit notes subtracted, oldest first: the month of `now` and the `months - 1`
 * before it, empty months as 0.00. One query.
 */
export async function invoicedPerMonth(
  em: EntityManager,
  now: Date,
  months: number,
): Promise<Array<{ month: string; amount: string }>> {
  return em.getConnection().execute<Array<{ month: string; amount: string }>>(
    `with bounds as (
       select date_trunc('month', ?::timestamptz at time zone '${OSLO_TIME_ZONE}') as this_month
     ), monthly as (
       select date_trunc('month', i.created_at at time zone '${OSLO_TIME_ZONE}') as month, sum(i.amount) as amount
       from invoices i, bounds b
       where i.created_at >= (b.this_month - interval '${months - 1} months') at time zone '${OSLO_TIME_ZONE}'
       group by 1
     )
     select to_char(m, 'YYYY-MM') as month, coalesce(monthly.amount, 0)::numeric(12, 2)::text as amount
     from bounds b
     cross join generate_series(b.this_month - interval '${months - 1} months', b.this_month, interval '1 month') m
     left join monthly on monthly.month = m
     order by m`,
    [now.toISOString()],
  );
}
