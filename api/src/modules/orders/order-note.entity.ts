import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Order } from './order.entity.js';

/**
 * A staff member's internal note on an order ('Intern notat', admin §3). Staff only: no customer-facing read
 * (dashboard, REST, the customer's data export) ever loads this table.
 */
@Entity({ tableName: 'order_notes' })
export class OrderNote {
  [OptionalProps]?: 'createdAt' | 'staffUserId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Order, ref: true, index: true, deleteRule: 'cascade' })
  order!: Ref<Order>;

  /** Null when the staff user was removed since; `staffUsername` keeps who wrote it. */
  @Property({ type: 'integer', nullable: true })
  staffUserId: number | null = null;

  @Property({ type: 'text' })
  staffUsername!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
