import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUS_TONES,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '@russ/schema/invoices/invoice-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { statusTone } from '@/components/status-tag';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';

export const invoiceStatusOptions = INVOICE_STATUSES.map((status) => ({
  value: status,
  label: INVOICE_STATUS_LABELS[status],
}));

/** The tone of 'Ubetalt', 'Betalt', 'Forfalt', 'Kreditert'. */
export function invoiceStatusTone(status: string): StatusTone {
  return statusTone(INVOICE_STATUS_TONES, status);
}

export function invoiceStatusLabel(status: string): string {
  return INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status;
}

/** `1 299 kr` with ordinary spaces (antd cells wrap NBSP fine, but tests and screen readers read either). */
export const nok = (amount: string) => formatNok(amount);
/** `dd.mm.åååå` in Oslo time. */
export const day = (iso: string) => formatDateNb(iso);

export const kindLabel = (kind: string) => (kind === 'credit_note' ? 'Kreditnota' : 'Faktura');
