import { OutboxEvent, SignInToken, StaffSessionRevocation, type EntityManager, type QueryResult } from '@russ/api/db';

/** How long a used or expired sign-in link row is kept (the member's data export lists recent ones). */
export const SIGN_IN_TOKEN_RETENTION_DAYS = 30;
/** How long an outbox row is kept after the relay handed it to BullMQ (the delivery log keeps what was sent). */
export const DISPATCHED_OUTBOX_RETENTION_DAYS = 30;

/** How long the mail log (admin §12) keeps a mail, unless MAIL_LOG_RETENTION_MONTHS says otherwise. */
export const DEFAULT_MAIL_LOG_RETENTION_MONTHS = 13;
/** Mail log rows deleted per statement, so pruning a large log never holds one long lock. */
export const MAIL_LOG_PRUNE_BATCH = 5000;

/** MAIL_LOG_RETENTION_MONTHS as a whole number of months (at least 1); unset or invalid: the default, 13. */
export function mailLogRetentionMonths(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.MAIL_LOG_RETENTION_MONTHS);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAIL_LOG_RETENTION_MONTHS;
}

export interface PruneOptions {
  /** Mail log rows older than this many months are deleted. Default: `mailLogRetentionMonths()`. */
  mailLogRetentionMonths?: number;
}

export interface PruneResult {
  signInTokens: number;
  staffSessionRevocations: number;
  customerSessionEnds: number;
  dispatchedOutboxRows: number;
  mailLogRows: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Deletes rows nobody needs any more, as of `now`: sign-in link rows that expired more than
 * SIGN_IN_TOKEN_RETENTION_DAYS ago, staff and customer session revocations whose cookie has expired anyway (a
 * replayed cookie is refused by its own expiry), and outbox rows dispatched more than DISPATCHED_OUTBOX_RETENTION_DAYS ago
 * (undispatched rows are never touched), and mail log rows older than the retention (MAIL_LOG_RETENTION_MONTHS,
 * default 13 months), in batches. Idempotent: a second run with the same `now` deletes nothing.
 */
export async function pruneExpiredRows(em: EntityManager, now: Date, options: PruneOptions = {}): Promise<PruneResult> {
  const signInTokens = await em.nativeDelete(SignInToken, {
    expiresAt: { $lt: daysBefore(now, SIGN_IN_TOKEN_RETENTION_DAYS) },
  });
  const staffSessionRevocations = await em.nativeDelete(StaffSessionRevocation, { expiresAt: { $lt: now } });
  const ended = await em
    .getConnection()
    .execute<QueryResult>('delete from customer_session_ends where expires_at < ?', [now], 'run');
  const customerSessionEnds = ended.affectedRows;
  const dispatchedOutboxRows = await em.nativeDelete(OutboxEvent, {
    dispatchedAt: { $ne: null, $lt: daysBefore(now, DISPATCHED_OUTBOX_RETENTION_DAYS) },
  });
  const mailLogRows = await pruneMailLog(em, now, options.mailLogRetentionMonths ?? mailLogRetentionMonths());
  return { signInTokens, staffSessionRevocations, customerSessionEnds, dispatchedOutboxRows, mailLogRows };
}

/** Deletes mail log rows last changed more than `months` months before `now`, MAIL_LOG_PRUNE_BATCH at a time. */
export async function pruneMailLog(em: EntityManager, now: Date, months: number): Promise<number> {
  const connection = em.getConnection();
  let deleted = 0;
  for (;;) {
    const rows = await connection.execute<Array<{ id: number }>>(
      `delete from mail_deliveries where id in (
         select id from mail_deliveries where sent_at < ?::timestamptz - make_interval(months => ?) limit ?
       ) returning id`,
      [now.toISOString(), months, MAIL_LOG_PRUNE_BATCH],
    );
    deleted += rows.length;
    if (rows.length < MAIL_LOG_PRUNE_BATCH) return deleted;
  }
}
