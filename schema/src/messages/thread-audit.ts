/** Message threads (`Meldinger`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const THREAD_AUDIT_ACTIONS = {
  'thread.replied': 'Besvart',
  'thread.note.added': 'Lagt til notat',
  'thread.closed': 'Lukket',
} as const;
