import {
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  type OrderStatus,
} from '@russ/schema/orders/order-status';
import {
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUS_TONES,
  type ShipmentStatus,
} from '@russ/schema/shipments/shipment-status';
import type { StatusIconName } from '@/components/ui/status-icons';
import { statusView, type StatusView } from '@/lib/status-view';

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
  const icon = isOrderStatus(status) ? ORDER_STATUS_ICONS[status] : 'clock';
  return { ...statusView<OrderStatus>(ORDER_STATUS_LABELS, ORDER_STATUS_TONES, status), icon };
}

export const shipmentStatusView = (status: string) =>
  statusView<ShipmentStatus>(SHIPMENT_STATUS_LABELS, SHIPMENT_STATUS_TONES, status);

/** '1 vare' / '3 varer'. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'vare' : 'varer'}`;
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
