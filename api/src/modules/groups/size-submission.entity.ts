import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Group } from './group.entity.js';

/**
 * A member's sizes for a group order. The single-product columns follow the spec's table; `products` is the
 * JSON text list the dashboard reads: `[{ productId?, name, size, color?, quantity, printName? }]`. The groups
 * service keeps one row per member and group (it replaces it until the deadline, under a lock on the group row);
 * the single-product columns repeat the first line and `notes` is the member's comment.
 */
@Entity({ tableName: 'size_submissions' })
export class SizeSubmission {
  [OptionalProps]?: 'quantity' | 'products' | 'submittedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Group, ref: true, index: true, deleteRule: 'cascade' })
  group!: Ref<Group>;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  @Property({ type: 'integer', nullable: true })
  productId?: number | null;

  @Property({ type: 'text', nullable: true })
  size?: string | null;

  @Property({ type: 'text', nullable: true })
  color?: string | null;

  @Property({ type: 'integer', default: 1 })
  quantity: number = 1;

  @Property({ type: 'text', default: '[]' })
  products: string = '[]';

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  submittedAt: Date = new Date();
}
