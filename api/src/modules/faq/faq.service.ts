import type { EntityManager } from '@mikro-orm/postgresql';
import { FaqItem } from './faq-item.entity.js';

export interface FaqItemView {
  id: number;
  topic: string;
  question: string;
  answer: string;
}

/** Every FAQ item in display order (sortOrder, then id; clients group by topic in order of first appearance). */
export async function listFaqItems(em: EntityManager): Promise<FaqItemView[]> {
  const items = await em.find(FaqItem, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return items.map(({ id, topic, question, answer }) => ({ id, topic, question, answer }));
}
