import { STAFF_ROLE_LABELS } from '@russ/schema/domain/staff-roles';

/** How the `Hendelseslogg` words an audit entry: the action, and the before/after as readable changes. */

const VERBS: Readonly<Record<string, string>> = {
  created: 'Opprettet',
  updated: 'Endret',
  deleted: 'Slettet',
  changed: 'Endret',
  activated: 'Aktivert',
  deactivated: 'Deaktivert',
  added: 'Lagt til',
  removed: 'Fjernet',
  assigned: 'Tildelt',
  sent: 'Sendt',
  issued: 'Utstedt',
  paid: 'Betalt',
  approved: 'Godkjent',
  rejected: 'Avvist',
  accepted: 'Akseptert',
  replied: 'Besvart',
  revoked: 'Opphevet',
  reset: 'Tilbakestilt',
  published: 'Publisert',
  unpublished: 'Avpublisert',
  hidden: 'Skjult',
  shown: 'Vist',
  credited: 'Kreditert',
  resent: 'Sendt på nytt',
  exported: 'Eksportert',
};

const SUBJECTS: Readonly<Record<string, string>> = {
  status: 'status',
  role: 'rolle',
  password: 'passord',
  note: 'notat',
  shipment: 'forsendelse',
  payment: 'betaling',
  profile: 'profil',
  settings: 'innstillinger',
  sessions: 'økter',
  // A staff download of a customer's data export (`member.data.exported`).
  data: 'kundedata',
};

/** `order.status.changed` → 'Endret status'; `staffUser.password.reset` → 'Tilbakestilt passord'. */
export function describeAuditAction(action: string): string {
  const parts = action.split('.');
  const verb = parts[parts.length - 1] ?? action;
  const subjects = parts.slice(1, -1).map((part) => SUBJECTS[part] ?? part);
  const word = VERBS[verb];
  if (!word) return action;
  return subjects.length ? `${word} ${subjects.join(' ')}` : word;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  role: 'Rolle',
  active: 'Aktiv',
  isActive: 'Aktiv',
  name: 'Navn',
  username: 'Brukernavn',
  email: 'E-post',
  title: 'Tittel',
  code: 'Kode',
  value: 'Verdi',
  note: 'Notat',
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  phone: 'Telefon',
  reason: 'Begrunnelse',
  amount: 'Beløp',
  recipient: 'Mottaker',
  subject: 'Emne',
  resendId: 'Ny e-post',
  // The filter of a members CSV export (`member_list.exported`).
  search: 'Søk',
  school: 'Skole',
  graduationYear: 'Avgangsår',
  sort: 'Sortering',
};

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function parseAuditJson(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: STAFF_ROLE_LABELS,
};

function show(value: unknown, field: string): string {
  if (typeof value === 'string' && VALUE_LABELS[field]?.[value]) return VALUE_LABELS[field][value];
  if (value === undefined || value === null || value === '') return '–';
  if (value === true) return 'ja';
  if (value === false) return 'nei';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an entry touched, with their value before and after (unchanged fields left out). */
export function auditChanges(beforeText: string | null, afterText: string | null): AuditChange[] {
  const before = parseAuditJson(beforeText) ?? {};
  const after = parseAuditJson(afterText) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      label: FIELD_LABELS[field] ?? field,
      before: show(before[field], field),
      after: show(after[field], field),
    }))
    .filter((change) => change.before !== change.after);
}
