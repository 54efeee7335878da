import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, INVOICE_STATUSES } from './invoice-status.js';
import { NBSP } from '../common/money.js';
import {
  checkCreditNote,
  creditNoteAmount,
  invoiceDueDate,
  invoiceVat,
  isInvoiceOverdue,
  orderInvoicesPaid,
  reminderDue,
  type InvoiceReminderFacts,
} from './invoice-rules.js';

describe('invoice statuses', () => {
  it('has the four labels of admin §4 and the two of §17', () => {
    expect(INVOICE_STATUS_LABELS).toEqual({
      pending: 'Ubetalt',
      partially_paid: 'Delvis betalt',
      paid: 'Betalt',
      overpaid: 'Overbetalt',
      overdue: 'Forfalt',
      credited: 'Kreditert',
    });
    for (const status of INVOICE_STATUSES) expect(INVOICE_STATUS_TONES[status]).toBeTruthy();
  });
});

describe('due date and MVA', () => {
  it('falls at the end of the Oslo day 14 days after issuing, across a clock change', () => {
    // Issued 00:30 Oslo on 20 October (summer time), due 3 November 23:59:59.999 Oslo (winter time, UTC+1).
    expect(invoiceDueDate(new Date('2026-10-19T22:30:00.000Z'))).toEqual(new Date('2026-11-03T22:59:59.999Z'));
    expect(invoiceDueDate(new Date('2026-03-01T12:00:00.000Z'), 30)).toEqual(new Date('2026-03-31T21:59:59.999Z'));
    expect(invoiceDueDate(new Date('2026-03-01T12:00:00.000Z'), 0)).toEqual(new Date('2026-03-01T22:59:59.999Z'));
    expect(() => invoiceDueDate(new Date(), -1)).toThrow(RangeError);
  });

  it('includes MVA as a fifth, negative for a credit note', () => {
    expect(invoiceVat('1696.00')).toBe(339.2);
    expect(invoiceVat(-499)).toBe(-99.8);
    expect(invoiceVat(0)).toBe(0);
  });
});

describe('overdue and reminders', () => {
  const due = new Date('2026-03-15T22:59:59.999Z');
  const unpaid: InvoiceReminderFacts = {
    status: 'pending',
    dueDate: due,
    amount: '1299.00',
    remindersSent: 0,
    lastReminderAt: null,
  };
  const at = (iso: string) => new Date(iso);

  it('is overdue only after the due date, and only while unpaid', () => {
    expect(isInvoiceOverdue(unpaid, due)).toBe(false);
    expect(isInvoiceOverdue(unpaid, at('2026-03-15T23:00:00.000Z'))).toBe(true);
    expect(isInvoiceOverdue({ ...unpaid, status: 'overdue' }, at('2026-04-01T00:00:00Z'))).toBe(true);
    // A part-paid invoice falls due like an unpaid one (the rest is owed).
    expect(isInvoiceOverdue({ ...unpaid, status: 'partially_paid' }, due)).toBe(false);
    expect(isInvoiceOverdue({ ...unpaid, status: 'partially_paid' }, at('2026-04-01T00:00:00Z'))).toBe(true);
    for (const status of ['paid', 'overpaid', 'credited']) {
      expect(isInvoiceOverdue({ ...unpaid, status }, at('2026-04-01T00:00:00Z'))).toBe(false);
    }
    expect(isInvoiceOverdue({ ...unpaid, amount: -1299 }, at('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('sends the first reminder once overdue, the second 14 days later, then none', () => {
    expect(reminderDue(unpaid, at('2026-03-15T12:00:00Z'))).toBeNull();
    expect(reminderDue(unpaid, at('2026-03-16T06:00:00Z'))).toBe('first');
    const afterFirst = { ...unpaid, status: 'overdue', remindersSent: 1, lastReminderAt: at('2026-03-16T06:00:00Z') };
    expect(reminderDue(afterFirst, at('2026-03-16T06:05:00Z'))).toBeNull(); // the job ran twice
    expect(reminderDue(afterFirst, at('2026-03-29T21:00:00Z'))).toBeNull(); // 29 March in Oslo
    expect(reminderDue(afterFirst, at('2026-03-29T22:30:00Z'))).toBe('second'); // 30 March in Oslo
    const afterSecond = { ...afterFirst, remindersSent: 2, lastReminderAt: at('2026-03-30T06:00:00Z') };
    expect(reminderDue(afterSecond, at('2026-06-01T06:00:00Z'))).toBeNull();
  });

  it('sends nothing for a paid or credited invoice, or a credit note', () => {
    const late = at('2026-05-01T06:00:00Z');
    expect(reminderDue({ ...unpaid, status: 'paid' }, late)).toBeNull();
    expect(reminderDue({ ...unpaid, status: 'credited' }, late)).toBeNull();
    expect(reminderDue({ ...unpaid, amount: '-1299.00' }, late)).toBeNull();
    expect(reminderDue({ ...unpaid, remindersSent: 1, lastReminderAt: null }, late)).toBeNull();
  });
});

describe('credit notes', () => {
  it('credits an invoice in full or in parts, with negative amount and MVA', () => {
    expect(checkCreditNote({ invoiceAmount: '1299.00', alreadyCredited: 0, amount: -1299 })).toEqual({
      ok: true,
      amount: -1299,
      vat: -259.8,
      remaining: 0,
      fullyCredited: true,
    });
    expect(checkCreditNote({ invoiceAmount: 1299, alreadyCredited: '-499.00', amount: '-300' })).toMatchObject({
      ok: true,
      remaining: 500,
      fullyCredited: false,
    });
  });

  it('refuses a positive or zero amount, a credit note of a credit note, and crediting more than is left', () => {
    expect(checkCreditNote({ invoiceAmount: 1299, alreadyCredited: 0, amount: 100 })).toEqual({
      ok: false,
      code: 'notNegative',
      message: 'Beløpet på en kreditnota må være negativt',
    });
    expect(checkCreditNote({ invoiceAmount: 1299, alreadyCredited: 0, amount: 0 })).toMatchObject({
      code: 'notNegative',
    });
    expect(checkCreditNote({ invoiceAmount: -1299, alreadyCredited: 0, amount: -1 })).toMatchObject({
      code: 'creditOfCredit',
      message: 'En kreditnota kan ikke krediteres',
    });
    expect(checkCreditNote({ invoiceAmount: 1299, alreadyCredited: -1000, amount: -300 })).toEqual({
      ok: false,
      code: 'exceedsInvoice',
      message: `Kreditnotaen er større enn det som gjenstår å kreditere av fakturaen (299${NBSP}kr)`,
    });
  });

  it('turns a refund into a negative amount', () => {
    expect(creditNoteAmount(499)).toBe(-499);
    expect(creditNoteAmount('-249.50')).toBe(-249.5);
    expect(creditNoteAmount(0)).toBe(0);
  });
});

describe('orderInvoicesPaid', () => {
  it('counts an order paid when every payable invoice is, per member too', () => {
    expect(orderInvoicesPaid([{ status: 'paid', amount: '1299.00' }])).toBe(true);
    // admin §17: an overpaid invoice is paid; a part-paid one is not.
    expect(orderInvoicesPaid([{ status: 'overpaid', amount: 499 }])).toBe(true);
    expect(orderInvoicesPaid([{ status: 'partially_paid', amount: 499 }])).toBe(false);
    expect(
      orderInvoicesPaid([
        { status: 'paid', amount: 499 },
        { status: 'pending', amount: 499 },
      ]),
    ).toBe(false);
    expect(
      orderInvoicesPaid([
        { status: 'paid', amount: 499 },
        { status: 'credited', amount: 499 },
        { status: 'pending', amount: -499 },
      ]),
    ).toBe(true);
  });

  it('is not paid without a payable invoice', () => {
    expect(orderInvoicesPaid([])).toBe(false);
    expect(orderInvoicesPaid([{ status: 'credited', amount: 499 }])).toBe(false);
    expect(orderInvoicesPaid([{ status: 'overdue', amount: 499 }])).toBe(false);
  });
});
