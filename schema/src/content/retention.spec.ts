import { describe, expect, it } from 'vitest';
import { RETENTION_RULES, RetentionSettingError, retentionCutoff, retentionPolicy } from './retention.js';

describe('retentionPolicy', () => {
  it('is each rule’s default without settings', () => {
    expect(retentionPolicy({})).toEqual({
      contactMessages: 24,
      signInLinks: 30,
      auditEntries: 60,
      deactivatedMembers: 12,
      mailLog: 13,
      dispatchedOutbox: 30,
    });
  });

  it('takes a whole number from the rule’s variable and refuses anything else by name', () => {
    expect(retentionPolicy({ CONTACT_RETENTION_MONTHS: '6', MAIL_LOG_RETENTION_MONTHS: ' ' })).toMatchObject({
      contactMessages: 6,
      mailLog: RETENTION_RULES.mailLog.default,
    });
    for (const bad of ['0', '-3', '1.5', 'tolv']) {
      expect(() => retentionPolicy({ AUDIT_RETENTION_MONTHS: bad })).toThrow(RetentionSettingError);
    }
    expect(() => retentionPolicy({ OUTBOX_RETENTION_DAYS: 'x' })).toThrow(
      'OUTBOX_RETENTION_DAYS must be a whole number of days (1 or more), not x',
    );
  });
});

describe('retentionCutoff', () => {
  const policy = retentionPolicy({});

  it('counts days as 24 hours and months as calendar months, clamped to a shorter month', () => {
    const now = new Date('2026-03-31T03:30:00Z');
    expect(retentionCutoff('signInLinks', policy, now).toISOString()).toBe('2026-03-01T03:30:00.000Z');
    expect(retentionCutoff('deactivatedMembers', policy, now).toISOString()).toBe('2025-03-31T03:30:00.000Z');
    expect(retentionCutoff('mailLog', { ...policy, mailLog: 1 }, now).toISOString()).toBe('2026-02-28T03:30:00.000Z');
    expect(retentionCutoff('contactMessages', policy, new Date('2026-11-29T12:00:00Z')).toISOString()).toBe(
      '2024-11-29T12:00:00.000Z',
    );
  });
});
