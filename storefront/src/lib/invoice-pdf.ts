/** The PDF of an invoice (GET /api/customer/invoices/:id/pdf, a download). */
export function invoicePdfUrl(invoiceId: string | number): string {
  return `/api/customer/invoices/${invoiceId}/pdf`;
}
