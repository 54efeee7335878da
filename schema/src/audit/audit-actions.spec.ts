import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel, isAuditAction } from './audit-actions.js';

describe('the declared audit actions', () => {
  it('word every action in Norwegian, one entry per action', () => {
    const actions = Object.keys(AUDIT_ACTIONS);
    expect(actions.length).toBeGreaterThan(70);
    for (const action of actions) {
      expect(action).toMatch(/^[a-zA-Z_]+(\.[a-zA-Z_]+)+$/);
      expect(auditActionLabel(action)?.trim()).toBeTruthy();
    }
    expect(auditActionLabel('order.status.changed')).toBe('Endret status');
  });

  it('knows only its own entries', () => {
    expect(isAuditAction('contact.replied')).toBe(true);
    for (const inherited of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'order.status']) {
      expect(isAuditAction(inherited)).toBe(false);
      expect(auditActionLabel(inherited)).toBeNull();
    }
  });
});
