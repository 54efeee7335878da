import type { EntityManager } from '@mikro-orm/core';
import { SignInToken } from '../auth/sign-in-token.entity.js';
import { StaffSessionRevocation } from '../auth/staff-session-revocation.entity.js';
import { OutboxEvent } from '../outbox/outbox-event.entity.js';

/** How long a used or expired sign-in link row is kept (the member's data export lists recent ones). */
export const SIGN_IN_TOKEN_RETENTION_DAYS = 30;
/** How long an outbox row is kept after the relay handed it to BullMQ (the delivery log keeps what was sent). */
export const DISPATCHED_OUTBOX_RETENTION_DAYS = 30;

export interface PruneResult {
  signInTokens: number;
  staffSessionRevocations: number;
  dispatchedOutboxRows: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Deletes rows nobody needs any more, as of `now`: sign-in link rows that expired more than
 * SIGN_IN_TOKEN_RETENTION_DAYS ago, staff session revocations whose cookie has expired anyway (a replayed cookie
 * is refused by its own expiry), and outbox rows dispatched more than DISPATCHED_OUTBOX_RETENTION_DAYS ago
 * (undispatched rows are never touched). Idempotent: a second run with the same `now` deletes nothing.
 */
export async function pruneExpiredRows(em: EntityManager, now: Date): Promise<PruneResult> {
  const signInTokens = await em.nativeDelete(SignInToken, {
    expiresAt: { $lt: daysBefore(now, SIGN_IN_TOKEN_RETENTION_DAYS) },
  });
  const staffSessionRevocations = await em.nativeDelete(StaffSessionRevocation, { expiresAt: { $lt: now } });
  const dispatchedOutboxRows = await em.nativeDelete(OutboxEvent, {
    dispatchedAt: { $ne: null, $lt: daysBefore(now, DISPATCHED_OUTBOX_RETENTION_DAYS) },
  });
  return { signInTokens, staffSessionRevocations, dispatchedOutboxRows };
}
