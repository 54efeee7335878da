/**
 * What an audit entry adds to its action's wording, read from the entry's before and after: the address a test
 * mail went to, a status change's from and to, the member a coupon was given to. Each feature declares its own
 * beside its actions (`*-audit.ts`); `auditEntryText` (audit/audit-actions.ts) puts wording and detail together.
 */

/** An audit entry's before or after as stored: a JSON object, or null when the action has none. */
export type AuditState = Readonly<Record<string, unknown>> | null;

/**
 * The detail of one entry, starting with its own separator (' til ola@example.no', ': «…»', ' (versjon 2)'), or
 * '' when the entry has nothing to add. Stored rows are old and loose: a detail reads every field defensively.
 */
export type AuditDetail = (before: AuditState, after: AuditState) => string;

/** The details of a feature's actions; an action without one is worded by its wording alone. */
export type AuditDetails<Action extends string> = { readonly [A in Action]?: AuditDetail };

/** A stored string or number as text; '' for anything else (missing, null, an object). */
export function auditText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A stored text on one line, cut to `max` characters with '…' (a reply or a note in a history line). */
export function auditExcerpt(value: unknown, max = 80): string {
  const text = auditText(value).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The label of a stored value from a schema label map (a status, a role); an unknown value as it is. */
export function auditLabel(labels: Readonly<Record<string, string>>, value: unknown): string {
  const text = auditText(value);
  return Object.hasOwn(labels, text) ? (labels[text] ?? text) : text;
}

/** `lead + text + tail` (' til ' + 'ola@example.no'), or '' when the text is empty: a detail never shows a bare ' til '. */
export function auditPhrase(lead: string, text: string, tail = ''): string {
  return text ? `${lead}${text}${tail}` : '';
}
