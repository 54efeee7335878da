import type { StatusTone } from '../common/status-tone.js';
import { isOneOf } from '../common/option-list.js';
/**
 * Order statuses (customer-area §4, admin §3). The spec labels pending..delivered and cancelled; `paid` and
 * `overdue` exist in the schema for badge colours only, so their labels are ours. The workflow (which moves are
 * allowed) is in `orders/order-transitions.ts`.
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'paid',
  'overdue',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DEFAULT_ORDER_STATUS: OrderStatus = 'pending';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Behandles',
  processing: 'Under behandling',
  shipped: 'Sendt',
  delivered: 'Levert',
  cancelled: 'Kansellert',
  paid: 'Betalt',
  overdue: 'Forfalt',
};

export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  processing: 'progress',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
  paid: 'success',
  overdue: 'danger',
};

/** A return can be requested only for a delivered order (customer-area §2, tab orders). */
export function canRequestReturn(status: string): boolean {
  return status === 'delivered';
}

export function isOrderStatus(value: string): value is OrderStatus {
  return isOneOf(ORDER_STATUSES, value);
}
