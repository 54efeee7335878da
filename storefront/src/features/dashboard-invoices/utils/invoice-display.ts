import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { statusView } from '@/lib/status-view';

export const invoiceStatusView = (status: string) =>
  statusView<InvoiceStatus>(INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, status);
