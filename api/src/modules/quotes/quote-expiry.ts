import type { EntityManager } from '@mikro-orm/postgresql';
import { expireQuotes as expire } from './quote.service.js';

/**
 * The daily quote expiry (admin §2), for the worker's scheduler: sent quotes past their validity become
 * 'Utløpt'. Safe to run twice: a second run changes nothing.
 */
export async function expireQuotes(em: EntityManager, now: Date): Promise<{ expired: number }> {
  return expire(em, now);
}
