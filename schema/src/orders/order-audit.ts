import { auditLabel, auditPhrase, auditText, type AuditDetails } from '../common/audit-detail.js';
import { ORDER_STATUS_LABELS } from './order-status.js';

/** Orders (`Ordrer`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). Its shipments' are in shipments/shipment-audit.ts. */
export const ORDER_AUDIT_ACTIONS = {
  'order.status.changed': 'Endret status',
  'order.note.added': 'Intern notat',
  // Written by the payment that pays the order's last invoice (all of a group order's per-member invoices).
  'order.paid': 'Ordren er betalt',
} as const;

/** What an entry adds to its wording: the status before and after (and why), the note. */
export const ORDER_AUDIT_DETAILS: AuditDetails<keyof typeof ORDER_AUDIT_ACTIONS> = {
  'order.status.changed': (before, after) => {
    const from = auditLabel(ORDER_STATUS_LABELS, before?.status);
    const to = auditLabel(ORDER_STATUS_LABELS, after?.status);
    const move = from || to ? ` fra «${from}» til «${to}»` : '';
    const override = after?.override ? ' (overstyrt av administrator)' : '';
    const reason = auditPhrase('. Begrunnelse: ', auditText(after?.reason));
    return `${move}${override}${reason}`;
  },
  'order.note.added': (_before, after) => auditPhrase(': ', auditText(after?.body)),
  'order.paid': (_before, after) =>
    typeof after?.invoices === 'number' && after.invoices > 1 ? ` (alle ${after.invoices} fakturaer)` : '',
};
