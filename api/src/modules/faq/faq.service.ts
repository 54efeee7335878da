import type { EntityManager } from '@mikro-orm/postgresql';
import { FaqItem } from './faq-item.entity.js';
import type { FaqItem as FaqItemShape } from './faq.types.js';

/** Every FAQ item in display order (sortOrder, then id; clients group by topic in order of first appearance). */
export async function listFaqItems(em: EntityManager): Promise<FaqItemShape[]> {
  const items = await em.find(FaqItem, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return items.map(({ id, topic, question, answer }) => ({ id, topic, question, answer }));
}
