import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteInBatches } from '../../common/batched-delete.js';

/** Retention (modules/retention): mail log rows whose last attempt was before `cutoff`. */
export function pruneMailLog(em: EntityManager, cutoff: Date): Promise<number> {
  return deleteInBatches(em, 'mail_deliveries', 'sent_at < ?', [cutoff]);
}
