import { type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { StaffNote } from '../../common/staff-note.entity.js';
import { Order } from './order.entity.js';

/**
 * A staff member's internal note on an order ('Intern notat', admin §3). Staff only: no customer-facing read
 * (dashboard, REST, the customer's data export) ever loads this table.
 */
@Entity({ tableName: 'order_notes' })
export class OrderNote extends StaffNote {
  @ManyToOne({ entity: () => Order, ref: true, index: true, deleteRule: 'cascade' })
  order!: Ref<Order>;
}
