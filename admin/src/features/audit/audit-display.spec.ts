import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-display';
import { RECORD_KIND_OPTIONS, recordKindLabel, recordPath } from '@/lib/record-links';

describe('Hendelseslogg wording', () => {
  it('reads only own entries of its field and value maps', () => {
    expect(auditChanges('{"constructor":"a","role":"__proto__"}', '{"constructor":"b","role":"admin"}')).toEqual([
      { field: 'constructor', label: 'constructor', before: 'a', after: 'b' },
      { field: 'role', label: 'Rolle', before: '__proto__', after: 'Administrator' },
    ]);
  });

  it('shows only the fields that changed, with readable values', () => {
    expect(auditChanges('{"role":"admin"}', '{"role":"staff"}')).toEqual([
      { field: 'role', label: 'Rolle', before: 'Administrator', after: 'Ansatt' },
    ]);
    expect(auditChanges('{"active":true,"name":"Kari"}', '{"active":false,"name":"Kari"}')).toEqual([
      { field: 'active', label: 'Aktiv', before: 'ja', after: 'nei' },
    ]);
    expect(auditChanges(null, '{"code":"RUSS10"}')).toEqual([
      { field: 'code', label: 'Kode', before: '–', after: 'RUSS10' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('not json', '[1,2]')).toEqual([]);
  });

  it('links every kind of record with a page to its console route, in one place', () => {
    expect(recordPath('order', '12')).toBe('/orders/12');
    expect(recordPath('thread', '3')).toBe('/messages/3');
    expect(recordPath('staffUser', '7')).toBe('/staff/7');
    expect(recordPath('member', 'ola@example.no')).toBe('/members?search=ola%40example.no');
    expect(recordPath('member', '42')).toBe('/members/42');
    expect(recordPath('address', '5')).toBeNull();
    expect(recordPath('unknown', '5')).toBeNull();
    expect(recordKindLabel('invoice')).toBe('Faktura');
    expect(RECORD_KIND_OPTIONS.map((o) => o.label).slice(0, 2)).toEqual(['Adresse', 'Ansatt']);
  });
});
