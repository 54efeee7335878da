import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteInBatches } from '../../common/batched-delete.js';

/** Retention (modules/retention): sign-in links, used or not, that expired before `cutoff`. */
export function pruneSignInLinks(em: EntityManager, cutoff: Date): Promise<number> {
  return deleteInBatches(em, 'sign_in_tokens', 'expires_at < ?', [cutoff]);
}
