import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteInBatches } from '../../common/batched-delete.js';

/**
 * Retention (modules/retention): outbox rows the relay handed to the mail queue before `cutoff` (the mail log keeps
 * what was sent). A row not yet handed over is never touched, however old.
 */
export function pruneDispatchedOutbox(em: EntityManager, cutoff: Date): Promise<number> {
  return deleteInBatches(em, 'outbox', 'dispatched_at is not null and dispatched_at < ?', [cutoff]);
}
