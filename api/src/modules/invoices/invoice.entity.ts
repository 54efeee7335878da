import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { InvoiceStatus } from '@russ/schema/domain/invoice-status';
import { Order } from '../orders/order.entity.js';

@Entity({ tableName: 'invoices' })
export class Invoice {
  [OptionalProps]?: 'taxAmount' | 'status' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Order, ref: true, index: true })
  order!: Ref<Order>;

  @Property({ type: 'text', unique: true })
  invoiceNumber!: string;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  /** numeric(10,2) including VAT. */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  amount!: string;

  /** The VAT part of `amount`. */
  @Property({ type: 'decimal', precision: 10, scale: 2, defaultRaw: '0.00' })
  taxAmount: string = '0.00';

  @Index()
  @Property({ type: 'text', default: 'pending' })
  status: InvoiceStatus = 'pending';

  @Property({ type: 'datetime' })
  dueDate!: Date;

  @Property({ type: 'datetime', nullable: true })
  paidDate?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
