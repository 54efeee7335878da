import { describe, expect, it } from 'vitest';
import { applyPayment, bankImportSummary, reversePayment } from './payment-status.js';

describe('a payment applied to an invoice', () => {
  const invoice = { amountOre: 100_000, paidOre: 0, status: 'pending' as const };

  it('pays it exactly, in part, or too much; the receipt goes with the payment that completes it', () => {
    expect(applyPayment(invoice, 100_000)).toMatchObject({
      paymentStatus: 'matched',
      invoiceStatus: 'paid',
      restOre: 0,
      completes: true,
    });
    const part = applyPayment(invoice, 40_000);
    expect(part).toMatchObject({
      paymentStatus: 'partial',
      invoiceStatus: 'partially_paid',
      restOre: 60_000,
      completes: false,
    });
    const rest = applyPayment({ amountOre: 100_000, paidOre: 40_000, status: 'partially_paid' }, 60_000);
    expect(rest).toMatchObject({ paymentStatus: 'matched', invoiceStatus: 'paid', completes: true });
    const more = applyPayment({ amountOre: 100_000, paidOre: 40_000, status: 'overdue' }, 70_000);
    expect(more).toMatchObject({
      paymentStatus: 'overpaid',
      invoiceStatus: 'overpaid',
      refundOre: 10_000,
      completes: true,
    });
    // An overdue invoice paid in part stays 'Forfalt'; its rest is still owed.
    expect(applyPayment({ amountOre: 100_000, paidOre: 0, status: 'overdue' }, 40_000)).toMatchObject({
      paymentStatus: 'partial',
      invoiceStatus: 'overdue',
      restOre: 60_000,
      completes: false,
    });
    const again = applyPayment({ amountOre: 100_000, paidOre: 100_000, status: 'paid' }, 5_000);
    expect(again).toMatchObject({
      paymentStatus: 'overpaid',
      invoiceStatus: 'overpaid',
      refundOre: 5_000,
      completes: false,
    });
  });

  it('a reversal takes the payment back: part-paid while something is left, unpaid (or overdue again) at 0', () => {
    const paid = { amountOre: 100_000, paidOre: 100_000, status: 'paid' as const, remindersSent: 0 };
    expect(reversePayment({ ...paid, paidOre: 140_000, status: 'overpaid' }, 40_000)).toMatchObject({
      invoiceStatus: 'paid',
      restOre: 0,
      reopens: false,
    });
    expect(reversePayment(paid, 40_000)).toMatchObject({
      invoiceStatus: 'partially_paid',
      paidOre: 60_000,
      restOre: 40_000,
      reopens: true,
    });
    expect(reversePayment(paid, 100_000)).toMatchObject({ invoiceStatus: 'pending', paidOre: 0, restOre: 100_000 });
    expect(reversePayment({ ...paid, remindersSent: 1 }, 100_000).invoiceStatus).toBe('overdue');
    // A part-paid invoice that was 'Forfalt' (or reminded) stays 'Forfalt' while anything is owed.
    const overduePart = { ...paid, paidOre: 60_000, status: 'overdue' as const };
    expect(reversePayment(overduePart, 20_000)).toMatchObject({ invoiceStatus: 'overdue', restOre: 60_000 });
    expect(reversePayment({ ...paid, remindersSent: 1 }, 40_000).invoiceStatus).toBe('overdue');
  });

  it('answers an import in the words of §17', () => {
    expect(bankImportSummary(3, 2, 1)).toBe('3 innbetalinger lest, 2 koblet til faktura, 1 må behandles.');
  });
});
