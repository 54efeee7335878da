import { enqueueOutbox, Invoice, type EntityManager } from '@russ/api/db';
import { MAX_REMINDERS, reminderDue } from '@russ/schema/invoices/invoice-rules';
import { INVOICE_FALLS_DUE_STATUSES } from '@russ/schema/invoices/invoice-status';
import { JOBS } from '@russ/schema/jobs/jobs';

export interface InvoiceReminderRun {
  /** Invoices that became 'Forfalt' in this run. */
  overdue: number;
  /** Reminders queued in this run (first and second). */
  reminders: number;
}

/**
 * The daily invoice job (admin §4): every unpaid or part-paid invoice whose due date has passed becomes 'Forfalt' and gets its
 * first reminder ('Purring'); 14 days (Oslo calendar) after the first, a second; never a third, and no fees.
 * Safe to run twice, also at the same time: each reminder is claimed by a conditional update
 * (`reminders_sent` still what it was) in the same transaction as its mail's outbox row, so a second run on the
 * same day finds nothing to send.
 */
export async function runInvoiceReminders(em: EntityManager, now: Date = new Date()): Promise<InvoiceReminderRun> {
  const connection = em.getConnection();
  const overdueRows: Array<{ id: number }> = await connection.execute(
    `update invoices set status = 'overdue'
      where status in (select jsonb_array_elements_text(?::jsonb)) and kind = 'invoice' and amount > 0
        and due_date < ?
      returning id`,
    [JSON.stringify(INVOICE_FALLS_DUE_STATUSES), now],
  );
  const candidates = await em
    .fork()
    .find(
      Invoice,
      { status: 'overdue', kind: 'invoice', remindersSent: { $lt: MAX_REMINDERS }, dueDate: { $lt: now } },
      { fields: ['id', 'status', 'dueDate', 'amount', 'remindersSent', 'lastReminderAt'], orderBy: { id: 'asc' } },
    );
  let reminders = 0;
  for (const invoice of candidates) {
    const due = reminderDue(
      {
        status: invoice.status,
        dueDate: invoice.dueDate,
        amount: invoice.amount,
        remindersSent: invoice.remindersSent,
        lastReminderAt: invoice.lastReminderAt ?? null,
      },
      now,
    );
    if (!due) continue;
    const sent = await em.fork().transactional(async (tx) => {
      const claimed: Array<{ reminders_sent: number }> = await tx.getConnection().execute(
        `update invoices set reminders_sent = reminders_sent + 1, last_reminder_at = ?
          where id = ? and reminders_sent = ? and status = 'overdue'
          returning reminders_sent`,
        [now, invoice.id, invoice.remindersSent],
        'all',
        tx.getTransactionContext(),
      );
      if (claimed.length === 0) return false;
      enqueueOutbox(tx, JOBS.invoiceReminder, {
        invoiceId: invoice.id,
        reminder: claimed[0]!.reminders_sent === 1 ? 1 : 2,
      });
      await tx.flush();
      return true;
    });
    if (sent) reminders += 1;
  }
  return { overdue: overdueRows.length, reminders };
}
