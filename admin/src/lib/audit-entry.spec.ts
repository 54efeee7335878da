import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-entry';

describe("the console's wording of an audit entry (Hendelseslogg and Historikk)", () => {
  const describeAuditAction = (action: string) => describeAuditEntry({ action, before: null, after: null });

  it('words actions in Norwegian and never shows the key of one that is not declared', () => {
    expect(describeAuditAction('staffUser.role.changed')).toBe('Rolle endret');
    expect(describeAuditAction('staffUser.password.reset')).toBe('Passord tilbakestilt');
    expect(describeAuditAction('coupon.created')).toBe('Opprettet');
    expect(describeAuditAction('mail.resent')).toBe('Sendt på nytt');
    expect(describeAuditAction('order.status.changed')).toBe('Endret status');
    expect(describeAuditAction('something.odd')).toBe('Endring');
    // The security review's export entries.
    expect(describeAuditAction('member.data.exported')).toBe('Eksportert kundedata');
    expect(describeAuditAction('member_list.exported')).toBe('Eksportert');
    // Only the list's own entries: a key Object.prototype has is not a declared action.
    expect(describeAuditAction('constructor')).toBe('Endring');
    expect(describeAuditAction('toString')).toBe('Endring');
  });

  it('adds what the stored before/after tell, read from their JSON text, in the same words as Historikk', () => {
    expect(
      describeAuditEntry({ action: 'staffUser.role.changed', before: '{"role":"admin"}', after: '{"role":"staff"}' }),
    ).toBe('Rolle endret til Ansatt');
    expect(
      describeAuditEntry({
        action: 'newsletter_campaign.test_sent',
        before: null,
        after: '{"to":"test@example.no"}',
      }),
    ).toBe('Sendte testmail til test@example.no');
    // A row whose JSON cannot be read (or is not an object) is worded by its action alone.
    expect(describeAuditEntry({ action: 'newsletter_campaign.test_sent', before: 'not json', after: '[1]' })).toBe(
      'Sendte testmail',
    );
  });
});
