import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A question on /faq, grouped by topic (Bestilling, Levering, Størrelser, …) and ordered by sortOrder. */
@Entity({ tableName: 'faq_items' })
@Index({ properties: ['topic', 'sortOrder'] })
export class FaqItem {
  [OptionalProps]?: 'sortOrder';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  topic!: string;

  @Property({ type: 'text' })
  question!: string;

  @Property({ type: 'text' })
  answer!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number = 0;
}
