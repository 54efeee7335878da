import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Order } from './order.entity.js';

/** One line of an order. productId and designId are plain ids (a product may leave the catalogue). */
@Entity({ tableName: 'order_items' })
export class OrderItem {
  [OptionalProps]?: 'quantity' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Order, ref: true, index: true, deleteRule: 'cascade' })
  order!: Ref<Order>;

  @Property({ type: 'integer', nullable: true })
  productId?: number | null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  variant?: string | null;

  @Property({ type: 'text', nullable: true })
  size?: string | null;

  @Property({ type: 'text', nullable: true })
  color?: string | null;

  @Property({ type: 'integer', default: 1 })
  quantity: number = 1;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  unitPrice!: string;

  @Property({ type: 'integer', nullable: true })
  designId?: number | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** The name printed on the garment, if any (a custom item). */
  @Property({ type: 'text', nullable: true })
  printName?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
