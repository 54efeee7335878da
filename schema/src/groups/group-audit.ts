import { formatDate } from '../common/dates.js';
import type { AuditDetails } from '../common/audit-detail.js';

/** Groups (`Grupper`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const GROUP_AUDIT_ACTIONS = {
  'group.archived': 'Arkivert',
  'group.deadline.extended': 'Frist forlenget',
  'group.reminder.sent': 'Påminnelse sendt',
  // `Send betalingspåminnelse`: the members whose invoice of the group's order is unpaid.
  'group.payment_reminder.sent': 'Betalingspåminnelse sendt',
} as const;

const remindedMembers = (reminded: unknown) =>
  typeof reminded === 'number' ? ` til ${reminded} ${reminded === 1 ? 'medlem' : 'medlemmer'}` : '';

const dateOf = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '–');

/** What an entry adds to its wording: the old and new deadline, how many members were reminded. */
export const GROUP_AUDIT_DETAILS: AuditDetails<keyof typeof GROUP_AUDIT_ACTIONS> = {
  'group.deadline.extended': (before, after) =>
    before?.deadline || after?.deadline ? ` fra ${dateOf(before?.deadline)} til ${dateOf(after?.deadline)}` : '',
  'group.reminder.sent': (_before, after) => remindedMembers(after?.reminded),
  'group.payment_reminder.sent': (_before, after) => remindedMembers(after?.reminded),
};
