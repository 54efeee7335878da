import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, type InvoiceStatus } from '@russ/schema/invoices/invoice-status';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, type OrderStatus } from '@russ/schema/orders/order-status';
import type { StatusTone } from '@russ/schema/common/status-tone';
import {
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUS_TONES,
  type ShipmentStatus,
} from '@russ/schema/shipments/shipment-status';
import { ORDER_WORKFLOW_STATUSES } from '@russ/schema/orders/order-transitions';
import { CARRIER_LABELS, CARRIERS } from '@russ/schema/shipments/carriers';

/** antd tag colours for the shared status tones (schema/src/orders/order-status.ts). */
const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'default',
  info: 'blue',
  progress: 'processing',
  success: 'green',
  warning: 'gold',
  danger: 'red',
};

export interface TagView {
  label: string;
  color: string;
}

function lookup<S extends string>(labels: Record<S, string>, tones: Record<S, StatusTone>, value: string): TagView {
  return Object.hasOwn(labels, value)
    ? { label: labels[value as S], color: TONE_COLORS[tones[value as S]] }
    : { label: value, color: 'default' };
}

export const orderStatusTag = (status: string) => lookup<OrderStatus>(ORDER_STATUS_LABELS, ORDER_STATUS_TONES, status);

/** An order's invoice summary; null when no invoice is issued. */
export const invoiceStatusTag = (status: string | null | undefined): TagView =>
  status ? lookup<InvoiceStatus>(INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, status) : NO_INVOICE;

/** The newest shipment's status; null when none is registered. */
export const shipmentStatusTag = (status: string | null | undefined): TagView =>
  status ? lookup<ShipmentStatus>(SHIPMENT_STATUS_LABELS, SHIPMENT_STATUS_TONES, status) : NO_SHIPMENT;

const NO_INVOICE: TagView = { label: 'Ikke fakturert', color: 'default' };
const NO_SHIPMENT: TagView = { label: 'Ingen forsendelse', color: 'default' };

const options = (entries: Array<[string, string]>) =>
  Object.fromEntries(entries.map(([value, text]) => [value, { text }]));

/** Filter options of the list (ProTable valueEnum). */
export const orderStatusOptions = options(ORDER_WORKFLOW_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]]));
export const invoiceStatusOptions = options([
  ['none', NO_INVOICE.label],
  ...(['pending', 'overdue', 'paid', 'credited'] as const).map((s): [string, string] => [s, INVOICE_STATUS_LABELS[s]]),
]);
export const shipmentStatusOptions = options([
  ['none', NO_SHIPMENT.label],
  ...(['preparing', 'shipped', 'delivered'] as const).map((s): [string, string] => [s, SHIPMENT_STATUS_LABELS[s]]),
]);

export const carrierOptions = CARRIERS.map((value) => ({ value, label: CARRIER_LABELS[value] }));

/** How the order's Historikk words each audit action. */
export function describeOrderChange(
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const status = (value: unknown) => (typeof value === 'string' ? orderStatusTag(value).label : '');
  const reason = typeof after?.reason === 'string' ? `. Begrunnelse: ${after.reason}` : '';
  const override = after?.override ? ' (overstyrt av administrator)' : '';
  switch (action) {
    case 'order.status.changed':
      return `Endret status fra «${status(before?.status)}» til «${status(after?.status)}»${override}${reason}`;
    case 'order.shipment.registered': {
      const carrier =
        typeof after?.carrier === 'string' ? (CARRIER_LABELS as Record<string, string>)[after.carrier] : '';
      return `Registrerte forsendelse med ${carrier ?? after?.carrier}, sporingsnummer ${String(after?.trackingNumber ?? '')}`;
    }
    case 'order.shipment.shipped':
      return 'Markerte forsendelsen som sendt';
    case 'order.shipment.delivered':
      return 'Markerte forsendelsen som levert';
    case 'order.note.added':
      return `Intern notat: ${String(after?.body ?? '')}`;
    default:
      return action;
  }
}
