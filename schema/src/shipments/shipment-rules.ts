import type { OrderStatus } from '../orders/order-status.js';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from './shipment-status.js';

/**
 * A shipment's moves (admin §3, §16): 'Marker som sendt' (preparing → shipped) and 'Marker som levert' (shipped or
 * in transit → delivered). `in_transit` is kept for carriers that report it; staff never need to set it.
 */
export const SHIPMENT_MOVES: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  preparing: ['shipped'],
  shipped: ['in_transit', 'delivered'],
  in_transit: ['delivered'],
  delivered: [],
};

export function canMoveShipment(from: string, to: string): boolean {
  return Object.hasOwn(SHIPMENT_MOVES, from) && SHIPMENT_MOVES[from as ShipmentStatus].includes(to as ShipmentStatus);
}

/** The message when a shipment move is refused. */
export function shipmentMoveRefusal(from: ShipmentStatus, to: ShipmentStatus): string {
  return `Forsendelsen kan ikke endres fra «${SHIPMENT_STATUS_LABELS[from]}» til «${SHIPMENT_STATUS_LABELS[to]}»`;
}

/**
 * The order status a shipment move asks for: marking it sent moves the order to shipped (when the order's own
 * guard allows it), marking it delivered moves the order to delivered; null when the order stays.
 */
export function orderStatusForShipment(status: ShipmentStatus): Extract<OrderStatus, 'shipped' | 'delivered'> | null {
  if (status === 'shipped') return 'shipped';
  if (status === 'delivered') return 'delivered';
  return null;
}
