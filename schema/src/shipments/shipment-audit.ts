import { auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';
import { carrierLabel } from './carriers.js';

/** An order's shipments (`Ordrer`, recorded on the order): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const SHIPMENT_AUDIT_ACTIONS = {
  'order.shipment.registered': 'Registrerte forsendelse',
  'order.shipment.shipped': 'Markerte forsendelsen som sendt',
  'order.shipment.delivered': 'Markerte forsendelsen som levert',
} as const;

/** What an entry adds to its wording: the carrier and the tracking number. */
export const SHIPMENT_AUDIT_DETAILS: AuditDetails<keyof typeof SHIPMENT_AUDIT_ACTIONS> = {
  'order.shipment.registered': (_before, after) => {
    const carrier = auditText(after?.carrier);
    const trackingNumber = auditText(after?.trackingNumber);
    return `${auditPhrase(' med ', carrier && carrierLabel(carrier))}${auditPhrase(', sporingsnummer ', trackingNumber)}`;
  },
};
