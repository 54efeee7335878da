import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ReturnStatus } from '@russ/schema/returns/return-status';
import { Order } from '../orders/order.entity.js';
import { OrderItem } from '../orders/order-item.entity.js';

/**
 * A return request (table `returns`; the class is not called Return to keep clear of the keyword).
 * The owner is the order's memberEmail: query `{ order: { memberEmail } }`.
 */
@Entity({ tableName: 'returns' })
// One open return per order line (Migration20261122201000_orders): asked again only after a rejection.
@Index({
  name: 'returns_open_order_item_unique',
  expression: `create unique index "returns_open_order_item_unique" on "returns" ("order_item_id") where "order_item_id" is not null and "status" <> 'rejected'`,
})
export class OrderReturn {
  [OptionalProps]?: 'status' | 'requestedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Order, ref: true, index: true })
  order!: Ref<Order>;

  @ManyToOne({ entity: () => OrderItem, ref: true, index: true, nullable: true, deleteRule: 'set null' })
  orderItem?: Ref<OrderItem> | null;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', default: 'requested' })
  status: ReturnStatus = 'requested';

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  refundAmount?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  /** When staff last moved the return (approved, rejected or completed). */
  @Property({ type: 'datetime', nullable: true })
  processedAt?: Date | null;

  /** Staff's 'Begrunnelse' for `Avvis`, mailed to the customer. */
  @Property({ type: 'text', nullable: true })
  rejectionReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  approvedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  rejectedAt?: Date | null;

  /** `Fullfør`: the refund was made and its credit note issued. */
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;
}
