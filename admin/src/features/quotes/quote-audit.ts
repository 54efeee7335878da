/** The quote's audit actions (quote-contract.md) as `Historikk` shows them. */
const ACTIONS: Record<string, string> = {
  'quote.created': 'Tilbud opprettet',
  'quote.updated': 'Tilbud endret',
  'quote.sent': 'Tilbud sendt',
  'quote.version.created': 'Ny versjon laget',
  'quote.accepted': 'Tilbud godtatt av kunden',
  'quote.declined': 'Tilbud avslått av kunden',
  'quote.expired': 'Tilbud utløpt',
};

function versionOf(record: Record<string, unknown> | null): string | null {
  const version = record?.version;
  return typeof version === 'number' || typeof version === 'string' ? String(version) : null;
}

export function describeQuoteAction(
  action: string,
  _before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const text = ACTIONS[action];
  if (!text) return action;
  const version = action === 'quote.version.created' || action === 'quote.created' ? versionOf(after) : null;
  return version && version !== '1' ? `${text} (versjon ${version})` : text;
}
