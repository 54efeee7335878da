import { STAFF_ROLE_LABELS } from '@russ/schema/staff/staff-roles';
import { parseAuditJson } from '@/lib/audit-entry';

/** How the `Hendelseslogg` shows an entry's before/after as readable changes (its sentence: `describeAuditEntry`). */

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

const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: STAFF_ROLE_LABELS,
};

/** `map[key]` when it is the map's own entry; a field or value named `constructor` or `__proto__` finds nothing. */
function own(map: Readonly<Record<string, string>> | undefined, key: string): string | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}

function show(value: unknown, field: string): string {
  const label =
    typeof value === 'string'
      ? own(Object.hasOwn(VALUE_LABELS, field) ? VALUE_LABELS[field] : undefined, value)
      : undefined;
  if (label) return label;
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
      label: own(FIELD_LABELS, field) ?? field,
      before: show(before[field], field),
      after: show(after[field], field),
    }))
    .filter((change) => change.before !== change.after);
}
