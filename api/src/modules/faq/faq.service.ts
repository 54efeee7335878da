import type { EntityManager } from '@mikro-orm/postgresql';
import { readPublicRows } from '../../common/public-rows.js';
import type { FaqItem as FaqItemShape } from './faq.types.js';

/**
 * Every FAQ item in display order (sortOrder, then id; clients group by topic in order of first appearance). One
 * lean query whose rows are the read shape (no entities): the storefront reads it on every visit of /faq.
 */
export async function listFaqItems(em: EntityManager): Promise<FaqItemShape[]> {
  return readPublicRows<FaqItemShape>(em, 'select id, topic, question, answer from faq_items order by sort_order, id');
}
