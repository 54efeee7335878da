import { auditExcerpt, auditLabel, auditPhrase, type AuditDetails } from '../common/audit-detail.js';
import { THREAD_STATUS_LABELS } from './thread-status.js';

/** Message threads (`Meldinger`): the audit actions the api records and the console's wording of each (`Hendelseslogg`, `Historikk`). */
export const THREAD_AUDIT_ACTIONS = {
  'thread.replied': 'Svarte kunden',
  'thread.note.added': 'Intern notat',
  'thread.closed': 'Lukket tråden',
} as const;

/** What an entry adds to its wording: the start of the reply or note, the status the thread had when closed. */
export const THREAD_AUDIT_DETAILS: AuditDetails<keyof typeof THREAD_AUDIT_ACTIONS> = {
  'thread.replied': (_before, after) => auditPhrase(': «', auditExcerpt(after?.body), '»'),
  'thread.note.added': (_before, after) => auditPhrase(': «', auditExcerpt(after?.body), '»'),
  'thread.closed': (before) => auditPhrase(' (var ', auditLabel(THREAD_STATUS_LABELS, before?.status), ')'),
};
