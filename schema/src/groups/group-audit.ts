/** Groups (`Grupper`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const GROUP_AUDIT_ACTIONS = {
  'group.archived': 'Arkivert',
  'group.deadline.extended': 'Forlenget frist',
  'group.reminder.sent': 'Sendt påminnelse',
} as const;
