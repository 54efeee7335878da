import { failedMailsPeriod } from '@russ/schema/mail/mail-log';

/**
 * Where each overview figure leads: the list it counts, filtered the same way (paths inside /admin). The list
 * tables take their first filter values from the URL (`useInitialFilters` in lib/ and ProTable's
 * `form={{ initialValues }}`).
 */
export const overviewLinks = {
  newQuoteRequests: '/contacts?subject=tilbud&quote=none',
  quotesAwaitingCustomer: '/quotes?status=sent',
  ordersWithStatus: (status: string) => `/orders?status=${encodeURIComponent(status)}`,
  overdueInvoices: '/invoices?status=overdue',
  designsWaiting: '/designs?status=pending',
  unreadThreads: '/messages?read=unread',
  /** The mail log filtered to 'Feilet' and the figure's days (yesterday and today). */
  failedMails: (now: Date) => {
    const { from, to } = failedMailsPeriod(now);
    return `/mail?status=failed&period=${from},${to}`;
  },
  openBankPayments: '/payments?status=unmatched',
} as const;
