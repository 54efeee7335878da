import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteInBatches } from '../../common/batched-delete.js';

/**
 * Retention (modules/retention): contact form requests received before `cutoff` go, with the shop's replies and
 * their thread (on delete cascade); a quote made from one keeps the quote and loses the link.
 */
export function pruneContactMessages(em: EntityManager, cutoff: Date): Promise<number> {
  return deleteInBatches(em, 'contacts', 'created_at < ?', [cutoff]);
}
