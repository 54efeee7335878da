import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  UNKNOWN_AUDIT_ACTION_TEXT,
  auditActionLabel,
  auditEntryText,
  isAuditAction,
} from './audit-actions.js';

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

describe('auditEntryText: one sentence per entry, its wording and what its before/after add', () => {
  it('is the wording alone for an action without a detail', () => {
    expect(auditEntryText('newsletter_campaign.paused', null, null)).toBe('Pauset sendingen');
    expect(auditEntryText('product.hidden', { hidden: false }, { hidden: true })).toBe('Skjulte produktet');
    expect(auditEntryText('mail.resent', null, { resendId: 4 })).toBe('Sendt på nytt');
  });

  it('never shows the key of an action that is not declared', () => {
    for (const action of ['quote.approved', 'something.odd', 'constructor', '__proto__', 'toString', '']) {
      expect(auditEntryText(action, null, { to: 'ola@example.no' })).toBe(UNKNOWN_AUDIT_ACTION_TEXT);
    }
    expect(UNKNOWN_AUDIT_ACTION_TEXT).toBe('Endring');
  });

  it("adds each feature's detail", () => {
    const cases: Array<[string, Record<string, unknown> | null, Record<string, unknown> | null, string]> = [
      ['contact.replied', null, { to: 'ola@example.no' }, 'Svarte på e-post til ola@example.no'],
      ['coupon.assigned', null, { memberEmails: ['kari@example.no'] }, 'Tildelt kari@example.no'],
      [
        'coupon.assigned',
        null,
        { memberEmails: ['a@example.no', 'b@example.no', 'c@example.no'] },
        'Tildelt 3 medlemmer',
      ],
      [
        'design.proof.uploaded',
        null,
        { version: 2, message: 'Større logo.' },
        'Korrektur lastet opp (versjon 2): «Større logo.»',
      ],
      ['design.proof.uploaded', null, { version: 1 }, 'Korrektur lastet opp (versjon 1)'],
      ['design.rejected', null, { notes: 'For lav oppløsning.' }, 'Avvist: For lav oppløsning.'],
      ['design.changes.requested', null, { note: 'Mørkeblått.' }, 'Kunden ba om endringer: «Mørkeblått.»'],
      [
        'group.deadline.extended',
        { deadline: '2026-05-01T10:00:00.000Z' },
        { deadline: '2026-05-08T10:00:00.000Z' },
        'Frist forlenget fra 01.05.2026 til 08.05.2026',
      ],
      ['group.reminder.sent', null, { reminded: 1 }, 'Påminnelse sendt til 1 medlem'],
      ['group.reminder.sent', null, { reminded: 3 }, 'Påminnelse sendt til 3 medlemmer'],
      ['group.payment_reminder.sent', null, { reminded: 1 }, 'Betalingspåminnelse sendt til 1 medlem'],
      ['order.paid', null, { invoices: 3 }, 'Ordren er betalt (alle 3 fakturaer)'],
      ['order.paid', null, { invoices: 1 }, 'Ordren er betalt'],
      ['invoice.sent', null, { to: 'ola@example.no' }, 'Sendte fakturaen på e-post til ola@example.no'],
      ['invoice.paid', null, { paymentReference: 'KID 1234' }, 'Registrerte betaling (KID 1234)'],
      ['invoice.credited', null, { creditNote: '2026-0042' }, 'Kreditnota utstedt for fakturaen: 2026-0042'],
      ['member.profile.updated', null, { firstName: 'Ola', school: 'Oslo' }, 'Endret profilen (fornavn, skole)'],
      ['thread.closed', { status: 'waiting' }, { status: 'closed' }, 'Lukket tråden (var Venter svar)'],
      ['thread.note.added', null, { body: 'Ring  kunden\n i morgen' }, 'Intern notat: «Ring kunden i morgen»'],
      ['newsletter_campaign.test_sent', null, { to: 'test@example.no' }, 'Sendte testmail til test@example.no'],
      [
        'order.status.changed',
        { status: 'pending' },
        { status: 'processing' },
        'Endret status fra «Behandles» til «Under behandling»',
      ],
      [
        'order.status.changed',
        { status: 'shipped' },
        { status: 'cancelled', override: 'cancelShipped', reason: 'Kunden angret' },
        'Endret status fra «Sendt» til «Kansellert» (overstyrt av administrator). Begrunnelse: Kunden angret',
      ],
      [
        'order.shipment.registered',
        null,
        { carrier: 'bring', trackingNumber: 'CP123456789NO' },
        'Registrerte forsendelse med Bring, sporingsnummer CP123456789NO',
      ],
      ['order.note.added', null, { body: 'Hemmelig' }, 'Intern notat: Hemmelig'],
      ['quote.created', null, { version: 1 }, 'Tilbud opprettet'],
      ['quote.version.created', null, { version: 2 }, 'Ny versjon laget (versjon 2)'],
      [
        'quote.accepted',
        { status: 'sent' },
        { status: 'accepted', orderNumber: 'RK-2026-0042' },
        'Kunden godtok tilbudet (ordre RK-2026-0042)',
      ],
      [
        'quote.declined',
        { status: 'sent' },
        { status: 'declined', declineReason: 'For dyrt' },
        'Kunden avslo tilbudet: «For dyrt»',
      ],
      ['quote.declined', { status: 'sent' }, { status: 'declined', declineReason: null }, 'Kunden avslo tilbudet'],
      ['return.approved', null, { refundAmount: '499.00' }, 'Godkjent med refusjon 499.00 kr'],
      ['return.rejected', null, { rejectionReason: 'Brukt' }, 'Avvist: Brukt'],
      ['return.completed', null, { creditNoteNumber: '2026-0007' }, 'Fullført, kreditnota 2026-0007'],
      ['return.completed', null, { creditNoteNumber: null }, 'Fullført'],
      ['staffUser.created', null, { role: 'admin' }, 'Opprettet som Administrator'],
      ['staffUser.role.changed', { role: 'admin' }, { role: 'staff' }, 'Rolle endret til Ansatt'],
      ['staffUser.totpRequired.changed', null, { totpRequired: true }, 'Endret krav om to-trinns innlogging: kreves'],
      [
        'staffUser.totpRequired.changed',
        null,
        { totpRequired: false },
        'Endret krav om to-trinns innlogging: kreves ikke lenger',
      ],
    ];
    for (const [action, before, after, text] of cases) expect(auditEntryText(action, before, after), action).toBe(text);
  });

  it('cuts a long reply to one short line', () => {
    const text = auditEntryText('thread.replied', null, { body: 'a'.repeat(200) });
    expect(text).toBe(`Svarte kunden: «${'a'.repeat(79)}…»`);
  });

  it('words an old or odd row by its wording, never with undefined, null or [object Object]', () => {
    const odd = { to: {}, memberEmails: 'x', version: [], message: null, status: 7, role: {}, body: {}, reminded: '3' };
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      const wording = auditActionLabel(action)!;
      for (const [before, after] of [
        [null, null],
        [{}, {}],
        [odd, odd],
      ] as const) {
        const text = auditEntryText(action, before, after);
        expect(text.startsWith(wording), action).toBe(true);
        expect(text, action).not.toMatch(/undefined|null|\[object Object\]|«»| til $|: $/);
      }
    }
    expect(auditEntryText('order.status.changed', null, null)).toBe('Endret status');
    expect(auditEntryText('coupon.assigned', null, { memberEmails: 'kari@example.no' })).toBe('Tildelt');
  });
});
