import type { StatusTone } from './order-status.js';

/** Invoice statuses (customer-area §4). The spec names the values but no labels; these are ours. */
export const INVOICE_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const DEFAULT_INVOICE_STATUS: InvoiceStatus = 'pending';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Ubetalt',
  paid: 'Betalt',
  overdue: 'Forfalt',
};

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  overdue: 'danger',
};

/** Norwegian VAT (MVA) on clothing; prices in the shop are quoted including VAT (storefront §9). */
export const VAT_RATE = 0.25;

/** Days from invoice date to due date used for demo data and new invoices. */
export const INVOICE_DUE_DAYS = 14;
