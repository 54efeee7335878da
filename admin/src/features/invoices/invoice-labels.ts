import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';

/** Tag colours of the invoice statuses ('Ubetalt', 'Betalt', 'Forfalt', 'Kreditert'). */
const COLORS: Record<InvoiceStatus, string> = {
  pending: 'gold',
  paid: 'green',
  overdue: 'red',
  credited: 'default',
};

export const invoiceStatusOptions = INVOICE_STATUSES.map((status) => ({
  value: status,
  label: INVOICE_STATUS_LABELS[status],
}));

export function invoiceStatusColor(status: string): string {
  return COLORS[status as InvoiceStatus] ?? 'default';
}

export function invoiceStatusLabel(status: string): string {
  return INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status;
}

/** `1 299 kr` with ordinary spaces (antd cells wrap NBSP fine, but tests and screen readers read either). */
export const nok = (amount: string) => formatNok(amount);
/** `dd.mm.åååå` in Oslo time. */
export const day = (iso: string) => formatDateNb(iso);

export const kindLabel = (kind: string) => (kind === 'credit_note' ? 'Kreditnota' : 'Faktura');
