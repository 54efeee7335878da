import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUSES } from '@russ/schema/orders/order-status';
import { countUnreadThreads } from '../messages/message-admin.service.js';

/** The statuses an order moves through (admin §3); always listed on the overview, also when none has it. */
export const OVERVIEW_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** Weeks in the orders chart: this week and the 51 before it, i.e. the last 12 months. */
export const OVERVIEW_WEEKS = 52;
/** Months in the invoiced amount chart: this month and the 11 before it. */
export const OVERVIEW_MONTHS = 12;
/** Weeks and months begin in Norwegian time, like the shop's day. */
const SHOP_TIMEZONE = 'Europe/Oslo';

export interface OverviewFigures {
  /** Contact messages with subject tilbud that no quote was made from yet. */
  newQuoteRequests: number;
  /** Quotes sent and not yet answered ('Sendt'). */
  quotesAwaitingCustomer: number;
  /** Orders per status: the workflow's five first, in order, then any other status found. */
  ordersByStatus: Array<{ status: string; count: number }>;
  /** Invoices marked 'Forfalt' and what they add up to (kroner, two decimals). */
  overdueInvoices: number;
  overdueAmount: string;
  /** Designs waiting for staff ('Venter'), as the `Design` list's default view counts them. */
  designsWaiting: number;
  /** Threads with a customer message staff have not read, as the menu's count of `Meldinger`. */
  unreadThreads: number;
  /** Mails that ended 'Feilet' in the 24 hours before `now` (the mail log filtered by status failed). */
  failedMails: number;
  /** Orders placed per week (Monday, Norwegian time), oldest first, OVERVIEW_WEEKS of them. */
  ordersPerWeek: Array<{ weekStart: string; isoWeek: number; count: number }>;
  /** Invoiced per month (first day, Norwegian time), credit notes subtracted, oldest first, OVERVIEW_MONTHS. */
  invoicedPerMonth: Array<{ month: string; amount: string }>;
}

interface CountsRow {
  new_quote_requests: number;
  quotes_awaiting_customer: number;
  overdue_invoices: number;
  overdue_amount: string;
  designs_waiting: number;
  failed_mails: number;
}

/**
 * Everything the console's `Oversikt` shows, as of `now`, in four grouped queries that each read a table once
 * (fast on a season's data: thousands of orders, invoices and quotes). Each count matches the list it links to:
 * quotes with status sent, orders with each status, invoices with status overdue.
 */
export async function loadOverview(em: EntityManager, now: Date): Promise<OverviewFigures> {
  const connection = em.getConnection();
  const [counts, statusRows, weekRows, monthRows, unreadThreads] = await Promise.all([
    connection.execute<CountsRow[]>(
      `select
         (select count(*) from contacts c
           where c.subject = 'tilbud' and not exists (select 1 from quotes q where q.contact_id = c.id))::int
           as new_quote_requests,
         (select count(*) from quotes where status = 'sent')::int as quotes_awaiting_customer,
         (select count(*) from invoices where status = 'overdue')::int as overdue_invoices,
         (select coalesce(sum(amount), 0)::numeric(12, 2)::text from invoices where status = 'overdue')
           as overdue_amount,
         (select count(*) from designs where status = 'pending')::int as designs_waiting,
         (select count(*) from mail_deliveries
           where status = 'failed' and sent_at > ?::timestamptz - interval '24 hours')::int as failed_mails`,
      [now.toISOString()],
    ),
    connection.execute<Array<{ status: string; count: number }>>(
      `select status, count(*)::int as count from orders group by status`,
    ),
    connection.execute<Array<{ week_start: string; iso_week: number; count: number }>>(
      `with bounds as (
         select date_trunc('week', ?::timestamptz at time zone '${SHOP_TIMEZONE}') as this_week
       ), weekly as (
         select date_trunc('week', o.created_at at time zone '${SHOP_TIMEZONE}') as week, count(*)::int as count
         from orders o, bounds b
         where o.created_at >= (b.this_week - interval '${OVERVIEW_WEEKS - 1} weeks') at time zone '${SHOP_TIMEZONE}'
         group by 1
       )
       select to_char(w, 'YYYY-MM-DD') as week_start, extract(week from w)::int as iso_week,
              coalesce(weekly.count, 0) as count
       from bounds b
       cross join generate_series(b.this_week - interval '${OVERVIEW_WEEKS - 1} weeks', b.this_week, interval '1 week') w
       left join weekly on weekly.week = w
       order by w`,
      [now.toISOString()],
    ),
    connection.execute<Array<{ month: string; amount: string }>>(
      `with bounds as (
         select date_trunc('month', ?::timestamptz at time zone '${SHOP_TIMEZONE}') as this_month
       ), monthly as (
         select date_trunc('month', i.created_at at time zone '${SHOP_TIMEZONE}') as month, sum(i.amount) as amount
         from invoices i, bounds b
         where i.created_at >= (b.this_month - interval '${OVERVIEW_MONTHS - 1} months') at time zone '${SHOP_TIMEZONE}'
         group by 1
       )
       select to_char(m, 'YYYY-MM') as month, coalesce(monthly.amount, 0)::numeric(12, 2)::text as amount
       from bounds b
       cross join generate_series(b.this_month - interval '${OVERVIEW_MONTHS - 1} months', b.this_month, interval '1 month') m
       left join monthly on monthly.month = m
       order by m`,
      [now.toISOString()],
    ),
    countUnreadThreads(em),
  ]);
  const row = counts[0];
  const byStatus = new Map(statusRows.map((r) => [r.status, Number(r.count)]));
  const known = ORDER_STATUSES as readonly string[];
  const others = [...byStatus.keys()]
    .filter((status) => !(OVERVIEW_ORDER_STATUSES as readonly string[]).includes(status))
    .sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99) || a.localeCompare(b));
  return {
    newQuoteRequests: Number(row.new_quote_requests),
    quotesAwaitingCustomer: Number(row.quotes_awaiting_customer),
    ordersByStatus: [...OVERVIEW_ORDER_STATUSES, ...others].map((status) => ({
      status,
      count: byStatus.get(status) ?? 0,
    })),
    overdueInvoices: Number(row.overdue_invoices),
    overdueAmount: row.overdue_amount,
    designsWaiting: Number(row.designs_waiting),
    unreadThreads,
    failedMails: Number(row.failed_mails),
    ordersPerWeek: weekRows.map((r) => ({
      weekStart: r.week_start,
      isoWeek: Number(r.iso_week),
      count: Number(r.count),
    })),
    invoicedPerMonth: monthRows.map((r) => ({ month: r.month, amount: r.amount })),
  };
}
