import { colourLabel } from '@russ/schema/catalog/colours';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { formatNok } from '@russ/schema/common/money';
import {
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  type OrderStatus,
} from '@russ/schema/orders/order-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import { isQuoteStatus, QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES } from '@russ/schema/quotes/quote-status';
import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES, type ReturnStatus } from '@russ/schema/returns/return-status';
import {
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUS_TONES,
  type ShipmentStatus,
} from '@russ/schema/shipments/shipment-status';
import type { StatusIconName } from './status-icons';

export interface StatusView {
  label: string;
  tone: StatusTone;
}

const ORDER_STATUS_ICONS: Record<OrderStatus, StatusIconName> = {
  pending: 'clock',
  processing: 'cog',
  shipped: 'truck',
  delivered: 'check',
  cancelled: 'alert',
  paid: 'card',
  overdue: 'alert',
};

/** Label, tone and icon of an order status (customer-area §4); an unknown value is shown as it is. */
export function orderStatusView(status: string): StatusView & { icon: StatusIconName } {
  if (!isOrderStatus(status)) return { label: status, tone: 'neutral', icon: 'clock' };
  return { label: ORDER_STATUS_LABELS[status], tone: ORDER_STATUS_TONES[status], icon: ORDER_STATUS_ICONS[status] };
}

function lookup<S extends string>(labels: Record<S, string>, tones: Record<S, StatusTone>, status: string): StatusView {
  return Object.hasOwn(labels, status)
    ? { label: labels[status as S], tone: tones[status as S] }
    : { label: status, tone: 'neutral' };
}

export const invoiceStatusView = (status: string) =>
  lookup<InvoiceStatus>(INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, status);
export const returnStatusView = (status: string) =>
  lookup<ReturnStatus>(RETURN_STATUS_LABELS, RETURN_STATUS_TONES, status);
export const shipmentStatusView = (status: string) =>
  lookup<ShipmentStatus>(SHIPMENT_STATUS_LABELS, SHIPMENT_STATUS_TONES, status);

/** '1 vare' / '3 varer'. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'vare' : 'varer'}`;
}

/** A colour value as its name ('rod' → 'Rød'); null stays null. */
export function colourName(value: string | null | undefined): string | null {
  return value ? colourLabel(value) : null;
}

/** '10 %' for a percentage coupon, '199 kr' for a fixed one. */
export function couponValueText(coupon: { type: string; value: string }): string {
  return coupon.type === 'percentage' ? `${Number(coupon.value).toLocaleString('nb-NO')} %` : formatNok(coupon.value);
}

/** The PDF of an invoice (GET /api/customer/invoices/:id/pdf, a download). */
export function invoicePdfUrl(invoiceId: string | number): string {
  return `/api/customer/invoices/${invoiceId}/pdf`;
}

/**
 * 'Ny bestilling': the shop takes orders as quote requests, so the quick action opens the contact form with the
 * subject 'Tilbud' and a message to fill in.
 */
export const NEW_ORDER_MESSAGE = [
  'Hei! Jeg ønsker tilbud på en ny bestilling.',
  '',
  'Produkter:',
  'Antall og størrelser:',
  'Farge og design/logo:',
  'Ønsket leveringsdato:',
].join('\n');

export function newOrderHref(): string {
  const params = new URLSearchParams({ subject: 'tilbud', message: NEW_ORDER_MESSAGE });
  return `/contact?${params.toString()}`;
}

/**
 * Label and tone of a quote's status in the 'Tilbud' list; a sent quote whose validity ran out before the daily
 * job marked it reads 'Utløpt' already.
 */
export function quoteStatusView(status: string, canAnswer: boolean): StatusView {
  if (status === 'sent' && !canAnswer) return { label: QUOTE_STATUS_LABELS.expired, tone: QUOTE_STATUS_TONES.expired };
  if (!isQuoteStatus(status)) return { label: status, tone: 'neutral' };
  return { label: QUOTE_STATUS_LABELS[status], tone: QUOTE_STATUS_TONES[status] };
}
