import { describe, expect, it } from 'vitest';
import {
  checkOrderMove,
  isOrderMoveAllowed,
  nextStatuses,
  ORDER_MOVE_MESSAGES,
  ORDER_MOVES,
  ORDER_WORKFLOW_STATUSES,
  orderMoveBlockers,
  orderMoveNeedsReason,
  type OrderFacts,
} from './order-transitions.js';

const paid: Omit<OrderFacts, 'status'> = { hasCustomItems: false, invoicePaid: true, designApproved: false };
const reason = 'Kunden har avtalt faktura etter levering';
const roles = ['staff', 'admin'] as const;

const ALLOWED = [
  ['pending', 'processing'],
  ['processing', 'shipped'],
  ['shipped', 'delivered'],
  ['pending', 'cancelled'],
  ['processing', 'cancelled'],
] as const;

const allPairs = ORDER_WORKFLOW_STATUSES.flatMap((from) => ORDER_WORKFLOW_STATUSES.map((to) => [from, to] as const));
const refusedPairs = allPairs.filter(([from, to]) => !ALLOWED.some(([a, b]) => a === from && b === to));

describe('order moves', () => {
  it('has exactly the five moves of admin §3', () => {
    const declared = ORDER_WORKFLOW_STATUSES.flatMap((from) => ORDER_MOVES[from].map((to) => [from, to]));
    expect(declared).toEqual(expect.arrayContaining(ALLOWED.map((pair) => [...pair])));
    expect(declared).toHaveLength(ALLOWED.length);
    expect(refusedPairs).toHaveLength(20);
  });

  it.each(ALLOWED)('%s → %s is allowed for staff on a paid standard order', (from, to) => {
    const result = checkOrderMove({ ...paid, status: from }, { to, role: 'staff', reason });
    expect(result).toEqual({ ok: true, override: null, reason });
    expect(isOrderMoveAllowed(from, to)).toBe(true);
  });

  it.each(refusedPairs)(
    '%s → %s is refused for every role, even with a reason and every fact in favour',
    (from, to) => {
      for (const role of roles) {
        const result = checkOrderMove({ ...paid, status: from }, { to, role, reason });
        expect(result).toMatchObject({ ok: false, code: 'notAllowed' });
      }
      expect(isOrderMoveAllowed(from, to)).toBe(false);
    },
  );

  it('says in Norwegian which move is refused', () => {
    expect(checkOrderMove({ ...paid, status: 'delivered' }, { to: 'pending', role: 'admin' })).toEqual({
      ok: false,
      code: 'notAllowed',
      message: 'Ordren kan ikke endres fra «Levert» til «Behandles»',
    });
    expect(checkOrderMove({ ...paid, status: 'shipped' }, { to: 'shipped', role: 'staff' })).toMatchObject({
      message: 'Ordren har allerede status «Sendt»',
    });
    expect(checkOrderMove({ ...paid, status: 'paid' }, { to: 'shipped', role: 'admin' })).toMatchObject({
      code: 'notAllowed',
    });
    expect(checkOrderMove({ ...paid, status: 'pending' }, { to: 'overdue', role: 'admin' })).toMatchObject({
      message: 'Ordren kan ikke endres fra «Behandles» til «Forfalt»',
    });
  });
});

describe('payment rules', () => {
  const customUnpaid = { hasCustomItems: true, invoicePaid: false, designApproved: false };
  const standardUnpaid = { hasCustomItems: false, invoicePaid: false, designApproved: false };

  it('keeps an unpaid custom order out of production for staff', () => {
    expect(checkOrderMove({ ...customUnpaid, status: 'pending' }, { to: 'processing', role: 'staff', reason })).toEqual(
      {
        ok: false,
        code: 'paymentBeforeProduction',
        message: 'Ordrer med tilpassede varer kan ikke settes i produksjon før fakturaen er betalt',
      },
    );
  });

  it('lets a paid custom order and an unpaid standard order into production', () => {
    expect(
      checkOrderMove({ ...customUnpaid, invoicePaid: true, status: 'pending' }, { to: 'processing', role: 'staff' }),
    ).toEqual({ ok: true, override: null, reason: null });
    expect(checkOrderMove({ ...standardUnpaid, status: 'pending' }, { to: 'processing', role: 'staff' })).toEqual({
      ok: true,
      override: null,
      reason: null,
    });
  });

  it('ships no unpaid order for staff, standard or custom', () => {
    for (const facts of [standardUnpaid, customUnpaid]) {
      expect(checkOrderMove({ ...facts, status: 'processing' }, { to: 'shipped', role: 'staff', reason })).toEqual({
        ok: false,
        code: 'paymentBeforeShipping',
        message: 'Ordren kan ikke sendes før fakturaen er betalt',
      });
    }
  });

  it('lets an administrator override either rule with a written reason of at least 5 characters', () => {
    expect(checkOrderMove({ ...customUnpaid, status: 'pending' }, { to: 'processing', role: 'admin', reason })).toEqual(
      { ok: true, override: 'paymentBeforeProduction', reason },
    );
    expect(
      checkOrderMove({ ...standardUnpaid, status: 'processing' }, { to: 'shipped', role: 'admin', reason: ' Avtale ' }),
    ).toEqual({ ok: true, override: 'paymentBeforeShipping', reason: 'Avtale' });
    for (const short of [undefined, null, '', '    ', 'ok  ']) {
      expect(
        checkOrderMove({ ...standardUnpaid, status: 'processing' }, { to: 'shipped', role: 'admin', reason: short }),
      ).toEqual({
        ok: false,
        code: 'reasonRequired',
        message:
          'Ordren kan ikke sendes før fakturaen er betalt. Skriv en begrunnelse på minst 5 tegn for å overstyre.',
      });
    }
  });

  it('delivers a shipped order without any payment check (it was checked before shipping)', () => {
    expect(checkOrderMove({ ...standardUnpaid, status: 'shipped' }, { to: 'delivered', role: 'staff' })).toMatchObject({
      ok: true,
    });
  });
});

describe('cancelling', () => {
  it('always needs a reason, for staff and administrators', () => {
    for (const role of roles) {
      for (const status of ['pending', 'processing']) {
        expect(checkOrderMove({ ...paid, status }, { to: 'cancelled', role })).toEqual({
          ok: false,
          code: 'reasonRequired',
          message: 'Skriv en begrunnelse på minst 5 tegn',
        });
        expect(checkOrderMove({ ...paid, status }, { to: 'cancelled', role, reason: 'Feilbestilling' })).toEqual({
          ok: true,
          override: null,
          reason: 'Feilbestilling',
        });
      }
    }
  });

  it('after the design is approved: refused for staff, an administrator overrides with a reason', () => {
    const approved = { ...paid, designApproved: true, status: 'processing' };
    expect(checkOrderMove(approved, { to: 'cancelled', role: 'staff', reason })).toEqual({
      ok: false,
      code: 'approvedDesign',
      message: 'Designet er godkjent, så ordren kan bare kanselleres av en administrator med begrunnelse',
    });
    expect(checkOrderMove(approved, { to: 'cancelled', role: 'admin' })).toMatchObject({ code: 'reasonRequired' });
    expect(checkOrderMove(approved, { to: 'cancelled', role: 'admin', reason })).toEqual({
      ok: true,
      override: 'approvedDesign',
      reason,
    });
  });

  it('refuses a reason longer than 1000 characters', () => {
    expect(
      checkOrderMove({ ...paid, status: 'pending' }, { to: 'cancelled', role: 'admin', reason: 'x'.repeat(1001) }),
    ).toMatchObject({ ok: false, message: 'Begrunnelsen kan ha høyst 1000 tegn' });
  });
});

describe('nextStatuses and orderMoveNeedsReason', () => {
  it('offers staff only what the server accepts', () => {
    expect(nextStatuses({ ...paid, status: 'pending' }, 'staff')).toEqual([
      { status: 'processing', label: 'Under behandling', reasonRequired: false, override: null },
      { status: 'cancelled', label: 'Kansellert', reasonRequired: true, override: null },
    ]);
    const unpaidCustomApproved = { hasCustomItems: true, invoicePaid: false, designApproved: true, status: 'pending' };
    expect(nextStatuses(unpaidCustomApproved, 'staff')).toEqual([]);
    expect(nextStatuses({ ...unpaidCustomApproved, status: 'processing' }, 'staff')).toEqual([]);
    expect(nextStatuses({ ...paid, status: 'shipped' }, 'staff').map((next) => next.status)).toEqual(['delivered']);
    expect(nextStatuses({ ...paid, status: 'delivered' }, 'admin')).toEqual([]);
    expect(nextStatuses({ ...paid, status: 'cancelled' }, 'admin')).toEqual([]);
    // The schema's badge statuses wait for production like a pending order.
    for (const status of ['paid', 'overdue']) {
      expect(nextStatuses({ ...paid, status }, 'staff').map((next) => next.status)).toEqual([
        'processing',
        'cancelled',
      ]);
    }
    expect(nextStatuses({ ...paid, status: 'unknown' }, 'admin')).toEqual([]);
  });

  it('offers an administrator the overrides, each marked as needing a reason', () => {
    const unpaidCustomApproved = { hasCustomItems: true, invoicePaid: false, designApproved: true, status: 'pending' };
    expect(nextStatuses(unpaidCustomApproved, 'admin')).toEqual([
      { status: 'processing', label: 'Under behandling', reasonRequired: true, override: 'paymentBeforeProduction' },
      { status: 'cancelled', label: 'Kansellert', reasonRequired: true, override: 'approvedDesign' },
    ]);
    expect(nextStatuses({ ...unpaidCustomApproved, status: 'processing' }, 'admin')).toEqual([
      { status: 'shipped', label: 'Sendt', reasonRequired: true, override: 'paymentBeforeShipping' },
      { status: 'cancelled', label: 'Kansellert', reasonRequired: true, override: 'approvedDesign' },
    ]);
  });

  it('tells the dialog when to show Begrunnelse', () => {
    expect(orderMoveNeedsReason({ ...paid, status: 'pending' }, 'processing', 'staff')).toBe(false);
    expect(orderMoveNeedsReason({ ...paid, status: 'pending' }, 'cancelled', 'staff')).toBe(true);
    expect(orderMoveNeedsReason({ ...paid, invoicePaid: false, status: 'processing' }, 'shipped', 'admin')).toBe(true);
    expect(orderMoveNeedsReason({ ...paid, invoicePaid: false, status: 'processing' }, 'shipped', 'staff')).toBe(false);
    expect(orderMoveNeedsReason({ ...paid, status: 'delivered' }, 'pending', 'admin')).toBe(false);
  });
});

describe('designs before production (admin §6)', () => {
  const unapproved: OrderFacts = { ...paid, status: 'pending', hasCustomItems: true, designNotApproved: true };

  it.each(roles)(
    'keeps an order with a design that is not approved out of production for %s, even with a reason',
    (role) => {
      expect(checkOrderMove(unapproved, { to: 'processing', role, reason })).toEqual({
        ok: false,
        code: 'designNotApproved',
        message: ORDER_MOVE_MESSAGES.designNotApproved,
      });
      expect(nextStatuses(unapproved, role).map((s) => s.status)).not.toContain('processing');
    },
  );

  it('still lets such an order be cancelled', () => {
    expect(checkOrderMove(unapproved, { to: 'cancelled', role: 'staff', reason }).ok).toBe(true);
  });
});

describe('orderMoveBlockers', () => {
  const unpaid: OrderFacts = { ...paid, invoicePaid: false, status: 'processing' };

  it('is empty for a move that may be made as it is', () => {
    expect(orderMoveBlockers({ ...paid, status: 'pending' }, 'processing', 'staff')).toEqual([]);
  });

  it('names the rule that holds a move back for staff, without a reason being tried', () => {
    expect(orderMoveBlockers(unpaid, 'shipped', 'staff')).toEqual([
      { ok: false, code: 'paymentBeforeShipping', message: ORDER_MOVE_MESSAGES.paymentBeforeShipping },
    ]);
    expect(orderMoveBlockers({ ...unpaid, status: 'pending', hasCustomItems: true }, 'processing', 'staff')).toEqual([
      { ok: false, code: 'paymentBeforeProduction', message: ORDER_MOVE_MESSAGES.paymentBeforeProduction },
    ]);
  });

  it('tells an administrator that the override needs a reason, with the message checkOrderMove gives', () => {
    const blockers = orderMoveBlockers(unpaid, 'shipped', 'admin');
    expect(blockers.map((b) => b.code)).toEqual(['reasonRequired']);
    expect(blockers[0]).toEqual(checkOrderMove(unpaid, { to: 'shipped', role: 'admin' }));
  });

  it('says a cancellation needs a reason, and a move the workflow lacks is not allowed', () => {
    expect(orderMoveBlockers({ ...paid, status: 'pending' }, 'cancelled', 'staff').map((b) => b.code)).toEqual([
      'reasonRequired',
    ]);
    expect(orderMoveBlockers({ ...paid, status: 'delivered' }, 'pending', 'admin').map((b) => b.code)).toEqual([
      'notAllowed',
    ]);
  });

  it('puts a design that is not approved before the payment rules', () => {
    const facts: OrderFacts = { ...paid, status: 'pending', hasCustomItems: true, designNotApproved: true };
    expect(orderMoveBlockers(facts, 'processing', 'admin').map((b) => b.code)).toEqual(['designNotApproved']);
  });
});
