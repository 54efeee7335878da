import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { OrderStatus } from '@russ/schema/orders/order-status';
import { OrderItem } from './order-item.entity.js';

/**
 * A customer order. `items` is the spec's JSON text summary of the lines (what the dashboard reads);
 * `orderItems` are the same lines as rows in order_items.
 */
@Entity({ tableName: 'orders' })
export class Order {
  [OptionalProps]?: 'status' | 'currency' | 'items' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  @Property({ type: 'text', unique: true })
  orderNumber!: string;

  @Property({ type: 'text', default: 'pending' })
  status: OrderStatus = 'pending';

  /** numeric(10,2), as a string to keep it exact. */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  totalAmount!: string;

  @Property({ type: 'text', default: 'NOK' })
  currency: string = 'NOK';

  /** JSON text of a list of `{ productId?, name, size?, color?, quantity, unitPrice }`. */
  @Property({ type: 'text', default: '[]' })
  items: string = '[]';

  @Property({ type: 'text', nullable: true })
  shippingAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** Why staff cancelled the order (required for a cancellation, mailed to the customer). */
  @Property({ type: 'text', nullable: true })
  cancelReason?: string | null;

  /** The quote whose acceptance created this order. */
  @Property({ type: 'integer', nullable: true })
  quoteId?: number | null;

  /** The group this order is for: a group order (free shipping, may be invoiced per member). */
  @Property({ type: 'integer', nullable: true })
  groupId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @OneToMany({ entity: () => OrderItem, mappedBy: 'order' })
  orderItems = new Collection<OrderItem>(this);
}
