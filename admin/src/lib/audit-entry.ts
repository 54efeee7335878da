import { auditEntryText } from '@russ/schema/audit/audit-actions';
import type { AuditState } from '@russ/schema/common/audit-detail';

/** An audit entry's `before` or `after` as GraphQL sends it (JSON text): the object, or null for anything else. */
export function parseAuditJson(text: string | null | undefined): AuditState {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The fields of an audit entry the console words. */
export interface AuditEntryWords {
  action: string;
  before: string | null;
  after: string | null;
}

/**
 * The one sentence the console shows for an audit entry, in `Hendelseslogg` and every record's `Historikk` alike:
 * its action's wording from schema/ and the detail its before/after add ('Sendte testmail til ola@example.no').
 */
export function describeAuditEntry(entry: AuditEntryWords): string {
  return auditEntryText(entry.action, parseAuditJson(entry.before), parseAuditJson(entry.after));
}
