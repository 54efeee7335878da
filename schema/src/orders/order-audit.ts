/** Orders (`Ordrer`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const ORDER_AUDIT_ACTIONS = {
  'order.status.changed': 'Endret status',
  'order.note.added': 'Lagt til notat',
  'order.shipment.registered': 'Registrert forsendelse',
  'order.shipment.shipped': 'Sendt forsendelse',
  'order.shipment.delivered': 'Levert forsendelse',
} as const;
