import { describe, expect, it } from 'vitest';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from './return-status.js';
import { NBSP } from '../common/money.js';
import { RETURN_REASONS, returnReasonsFor } from './return-reasons.js';
import {
  canMoveReturn,
  checkRefundAmount,
  customItemReturnRefusal,
  nextReturnStatuses,
  returnCompletionCapability,
  returnMoveRefusal,
} from './return-rules.js';
import { approveReturnInput, rejectReturnInput } from './return.validators.js';

const ALLOWED = [
  ['requested', 'pending'],
  ['requested', 'approved'],
  ['requested', 'rejected'],
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['approved', 'completed'],
] as const;

describe('return statuses', () => {
  it('labels requested and pending alike, as admin §5 says', () => {
    expect(RETURN_STATUS_LABELS).toEqual({
      requested: 'Behandles',
      pending: 'Behandles',
      approved: 'Godkjent',
      completed: 'Fullført',
      rejected: 'Avvist',
    });
  });

  it('allows exactly Godkjenn and Avvis while open, and Fullfør after approval', () => {
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canMoveReturn(from, to), `${from} → ${to}`).toBe(allowed);
      }
    }
    expect(nextReturnStatuses('approved')).toEqual(['completed']);
    expect(nextReturnStatuses('rejected')).toEqual([]);
    expect(nextReturnStatuses('unknown')).toEqual([]);
    expect(canMoveReturn('toString', 'approved')).toBe(false);
    expect(returnMoveRefusal('rejected', 'approved')).toBe('Returen kan ikke endres fra «Avvist» til «Godkjent»');
  });
});

describe('refund amount', () => {
  it('accepts 0 up to the item price, exactly to the øre', () => {
    expect(checkRefundAmount(0, 499)).toEqual({ ok: true, amount: 0 });
    expect(checkRefundAmount('499.00', '499.00')).toEqual({ ok: true, amount: 499 });
    expect(checkRefundAmount('249,50', 499)).toEqual({ ok: true, amount: 249.5 });
  });

  it('refuses a negative amount, more than the price, or text', () => {
    expect(checkRefundAmount(-1, 499)).toEqual({ ok: false, message: 'Refusjonsbeløpet kan ikke være negativt' });
    expect(checkRefundAmount(499.01, 499)).toEqual({
      ok: false,
      message: `Refusjonsbeløpet kan ikke være høyere enn varens pris (499${NBSP}kr)`,
    });
    expect(checkRefundAmount('abc', 499)).toEqual({ ok: false, message: 'Skriv inn et gyldig refusjonsbeløp' });
  });

  it('validates the Godkjenn and Avvis forms', () => {
    expect(approveReturnInput.parse({ refundAmount: '1 299,50' })).toEqual({ refundAmount: 1299.5 });
    expect(approveReturnInput.safeParse({ refundAmount: -5 }).error?.issues[0]?.message).toBe(
      'Refusjonsbeløpet kan ikke være negativt',
    );
    expect(approveReturnInput.safeParse({ refundAmount: 1.005 }).error?.issues[0]?.message).toBe(
      'Skriv inn et gyldig refusjonsbeløp',
    );
    expect(approveReturnInput.safeParse({}).success).toBe(false);
    expect(rejectReturnInput.parse({ reason: '  Brukt vare  ' })).toEqual({ reason: 'Brukt vare' });
    expect(rejectReturnInput.safeParse({ reason: ' nei ' }).error?.issues[0]?.message).toBe(
      'Skriv en begrunnelse på minst 5 tegn',
    );
    expect(rejectReturnInput.safeParse({ reason: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Begrunnelsen kan ha høyst 1000 tegn',
    );
  });
});

describe('custom items', () => {
  it('offers only the defect complaint for custom items', () => {
    expect(returnReasonsFor(true)).toEqual(['Skadet eller defekt vare']);
    expect(returnReasonsFor(false)).toEqual(RETURN_REASONS);
  });

  it('refuses any other reason for a custom item, in Norwegian', () => {
    expect(customItemReturnRefusal('Skadet eller defekt vare', true)).toBeNull();
    expect(customItemReturnRefusal('Angrer kjøpet', false)).toBeNull();
    for (const reason of RETURN_REASONS.filter((r) => r !== 'Skadet eller defekt vare')) {
      expect(customItemReturnRefusal(reason, true)).toBe(
        'Tilpassede produkter kan bare returneres ved reklamasjon på feil eller skade. Velg «Skadet eller defekt vare».',
      );
    }
  });
});

describe('security review 5: what Fullfør needs beyond returns.manage', () => {
  it('a refund above 0 kr issues a credit note: invoices.credit; no refund needs nothing more', () => {
    expect(returnCompletionCapability('249.00')).toBe('invoices.credit');
    expect(returnCompletionCapability(0.01)).toBe('invoices.credit');
    expect(returnCompletionCapability('0.00')).toBeNull();
    expect(returnCompletionCapability(null)).toBeNull();
  });
});
