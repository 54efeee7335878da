import type { StatusTone } from '../common/status-tone.js';

/**
 * Shipment statuses. The spec gives only the default `preparing`; the rest are what a parcel goes through
 * with a Norwegian postal carrier.
 */
export const SHIPMENT_STATUSES = ['preparing', 'shipped', 'in_transit', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const DEFAULT_SHIPMENT_STATUS: ShipmentStatus = 'preparing';

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  preparing: 'Klargjøres',
  shipped: 'Sendt',
  in_transit: 'Underveis',
  delivered: 'Levert',
};

export const SHIPMENT_STATUS_TONES: Record<ShipmentStatus, StatusTone> = {
  preparing: 'warning',
  shipped: 'info',
  in_transit: 'progress',
  delivered: 'success',
};
