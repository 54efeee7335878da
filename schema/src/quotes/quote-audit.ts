/** Quotes (`Tilbud`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const QUOTE_AUDIT_ACTIONS = {
  'quote.created': 'Opprettet',
  'quote.updated': 'Endret',
  'quote.sent': 'Sendt',
  'quote.replaced': 'Erstattet',
  'quote.version.created': 'Opprettet ny versjon',
} as const;
