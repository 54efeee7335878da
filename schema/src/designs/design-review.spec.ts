import { describe, expect, it } from 'vitest';
import { canAnswerProof, staffDesignActions, staffDesignRefusal } from './design-review.js';

describe('design review rules (admin §6)', () => {
  it('offers each status only the staff actions it allows; production only from approved', () => {
    expect(staffDesignActions('draft')).toEqual(['uploadProof']);
    expect(staffDesignActions('pending')).toEqual(['uploadProof', 'approve', 'reject']);
    expect(staffDesignActions('approved')).toEqual(['uploadProof', 'reject', 'setInProduction']);
    expect(staffDesignActions('rejected')).toEqual(['uploadProof', 'approve']);
    expect(staffDesignActions('in_production')).toEqual([]);
  });

  it('refuses in Norwegian, naming the status', () => {
    expect(staffDesignRefusal('pending', 'setInProduction')).toBe(
      'Bare godkjente design kan settes i produksjon. Dette designet har status «Venter».',
    );
    expect(staffDesignRefusal('in_production', 'reject')).toBe('Et design med status «I produksjon» kan ikke avvises');
    expect(staffDesignRefusal('approved', 'approve')).toBe('Designet er allerede godkjent');
  });

  it('lets the customer answer only a waiting proof they have not answered', () => {
    expect(canAnswerProof({ status: 'pending', latestIsProof: true, changesRequested: false })).toBe(true);
    expect(canAnswerProof({ status: 'pending', latestIsProof: true, changesRequested: true })).toBe(false);
    expect(canAnswerProof({ status: 'pending', latestIsProof: false, changesRequested: false })).toBe(false);
    expect(canAnswerProof({ status: 'approved', latestIsProof: true, changesRequested: false })).toBe(false);
  });
});
