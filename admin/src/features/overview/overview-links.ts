/**
 * Where each overview figure leads: the list it counts, filtered the same way (paths inside /admin). The list
 * tables read their search form from the URL (ProTable `form={{ syncToUrl: true }}`).
 */
export const overviewLinks = {
  newQuoteRequests: '/contacts?subject=tilbud&quote=none',
  quotesAwaitingCustomer: '/quotes?status=sent',
  ordersWithStatus: (status: string) => `/orders?status=${encodeURIComponent(status)}`,
  overdueInvoices: '/invoices?status=overdue',
} as const;
