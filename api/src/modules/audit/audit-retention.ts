import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteInBatches } from '../../common/batched-delete.js';

/** Retention (modules/retention): audit entries written before `cutoff` go from the log and every `Historikk`. */
export function pruneAuditEntries(em: EntityManager, cutoff: Date): Promise<number> {
  return deleteInBatches(em, 'audit_entries', 'at < ?', [cutoff]);
}
