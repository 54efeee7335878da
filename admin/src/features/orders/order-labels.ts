import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from '@russ/schema/invoices/invoice-status';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '@russ/schema/orders/order-status';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUS_TONES } from '@russ/schema/shipments/shipment-status';
import { ORDER_WORKFLOW_STATUSES } from '@russ/schema/orders/order-transitions';
import { CARRIER_LABELS, CARRIERS } from '@russ/schema/shipments/carriers';
import { statusView, type StatusView } from '@/components/status-tag';

export const orderStatusTag = (status: string): StatusView =>
  statusView(ORDER_STATUS_LABELS, ORDER_STATUS_TONES, status);

/** An order's invoice summary; null when no invoice is issued. */
export const invoiceStatusTag = (status: string | null | undefined): StatusView =>
  status ? statusView(INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, status) : NO_INVOICE;

/** The newest shipment's status; null when none is registered. */
export const shipmentStatusTag = (status: string | null | undefined): StatusView =>
  status ? statusView(SHIPMENT_STATUS_LABELS, SHIPMENT_STATUS_TONES, status) : NO_SHIPMENT;

const NO_INVOICE: StatusView = { label: 'Ikke fakturert', tone: 'neutral' };
const NO_SHIPMENT: StatusView = { label: 'Ingen forsendelse', tone: 'neutral' };

const options = (entries: Array<[string, string]>) =>
  Object.fromEntries(entries.map(([value, text]) => [value, { text }]));

/** Filter options of the list (ProTable valueEnum). */
export const orderStatusOptions = options(ORDER_WORKFLOW_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]]));
export const invoiceStatusOptions = options([
  ['none', NO_INVOICE.label],
  ...(['pending', 'partially_paid', 'overdue', 'paid', 'credited'] as const).map((s): [string, string] => [
    s,
    INVOICE_STATUS_LABELS[s],
  ]),
]);
export const shipmentStatusOptions = options([
  ['none', NO_SHIPMENT.label],
  ...(['preparing', 'shipped', 'delivered'] as const).map((s): [string, string] => [s, SHIPMENT_STATUS_LABELS[s]]),
]);

export const carrierOptions = CARRIERS.map((value) => ({ value, label: CARRIER_LABELS[value] }));
