import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUSES } from '@russ/schema/orders/order-status';
import { countUnreadThreads } from '../messages/message-admin.service.js';
import { countDesignsWaiting } from '../designs/design.views.js';
import { invoicedPerMonth, overdueInvoiceFigures } from '../invoices/invoice-figures.js';
import { countFailedMails } from '../mail/mail-log.service.js';
import { orderCountsByStatus, ordersPerWeek } from '../orders/order-figures.js';
import { quoteFigures } from '../quotes/quote-figures.js';

/** The statuses an order moves through (admin §3); always listed on the overview, also when none has it. */
export const OVERVIEW_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** Weeks in the orders chart: this week and the 51 before it, i.e. the last 12 months. */
export const OVERVIEW_WEEKS = 52;
/** Months in the invoiced amount chart: this month and the 11 before it. */
export const OVERVIEW_MONTHS = 12;

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

/**
 * Everything the console's `Oversikt` shows, as of `now`: each feature's figures from its own read, all at once
 * (each a grouped query or a count over one table's index; fast on a season's data: thousands of orders,
 * invoices and quotes). Each count matches the list it links to: quotes with status sent, orders with each
 * status, invoices with status overdue. Weeks and months begin in Norwegian time, like the shop's day.
 */
export async function loadOverview(em: EntityManager, now: Date): Promise<OverviewFigures> {
  const [quotes, overdue, designsWaiting, failedMails, statusRows, weeks, months, unreadThreads] = await Promise.all([
    quoteFigures(em),
    overdueInvoiceFigures(em),
    countDesignsWaiting(em),
    countFailedMails(em, now),
    orderCountsByStatus(em),
    ordersPerWeek(em, now, OVERVIEW_WEEKS),
    invoicedPerMonth(em, now, OVERVIEW_MONTHS),
    countUnreadThreads(em),
  ]);
  const byStatus = new Map(statusRows.map((r) => [r.status, Number(r.count)]));
  const known = ORDER_STATUSES as readonly string[];
  const others = [...byStatus.keys()]
    .filter((status) => !(OVERVIEW_ORDER_STATUSES as readonly string[]).includes(status))
    .sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99) || a.localeCompare(b));
  return {
    newQuoteRequests: quotes.newQuoteRequests,
    quotesAwaitingCustomer: quotes.quotesAwaitingCustomer,
    ordersByStatus: [...OVERVIEW_ORDER_STATUSES, ...others].map((status) => ({
      status,
      count: byStatus.get(status) ?? 0,
    })),
    overdueInvoices: overdue.count,
    overdueAmount: overdue.amount,
    designsWaiting,
    unreadThreads,
    failedMails,
    ordersPerWeek: weeks,
    invoicedPerMonth: months,
  };
}
