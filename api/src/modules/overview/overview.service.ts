import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUSES } from '@russ/schema/orders/order-status';
import { countUnreadThreads } from '../messages/message-admin.service.js';
import { countDesignsWaiting } from '../designs/design.views.js';
import { invoicedPerMonth, overdueInvoiceFigures } from '../invoices/invoice-figures.js';
import { countFailedMails } from '../mail/mail-log.service.js';
import { orderCountsByStatus, ordersPerWeek } from '../orders/order-figures.js';
import { quoteFigures } from '../quotes/quote-figures.js';
import { countOpenBankPayments } from '../payments/payment.views.js';
import type { AdminOverview } from './overview.types.js';

/** The statuses an order moves through (admin §3); always listed on the overview, also when none has it. */
export const OVERVIEW_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** Weeks in the orders chart: this week and the 51 before it, i.e. the last 12 months. */
export const OVERVIEW_WEEKS = 52;
/** Months in the invoiced amount chart: this month and the 11 before it. */
export const OVERVIEW_MONTHS = 12;

/**
 * Everything the console's `Oversikt` shows, as of `now`: each feature's figures from its own read, all at once
 * (each a grouped query or a count over one table's index; fast on a season's data: thousands of orders,
 * invoices and quotes). Each count matches the list it links to: quotes with status sent, orders with each
 * status, invoices with status overdue, payments waiting as 'Ikke koblet'. Weeks and months begin in Norwegian time, like the shop's day.
 */
export async function loadOverview(em: EntityManager, now: Date): Promise<AdminOverview> {
  const [quotes, overdue, designsWaiting, failedMails, statusRows, weeks, months, unreadThreads, openBankPayments] =
    await Promise.all([
      quoteFigures(em),
      overdueInvoiceFigures(em),
      countDesignsWaiting(em),
      countFailedMails(em, now),
      orderCountsByStatus(em),
      ordersPerWeek(em, now, OVERVIEW_WEEKS),
      invoicedPerMonth(em, now, OVERVIEW_MONTHS),
      countUnreadThreads(em),
      countOpenBankPayments(em),
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
    openBankPayments,
    ordersPerWeek: weeks,
    invoicedPerMonth: months,
  };
}
