import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ShipmentStatus } from '@russ/schema/shipments/shipment-status';
import { Order } from './order.entity.js';

@Entity({ tableName: 'shipments' })
export class Shipment {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Order, ref: true, index: true })
  order!: Ref<Order>;

  @Property({ type: 'text', nullable: true })
  carrier?: string | null;

  @Property({ type: 'text', nullable: true })
  trackingNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  trackingUrl?: string | null;

  @Property({ type: 'text', default: 'preparing' })
  status: ShipmentStatus = 'preparing';

  @Property({ type: 'datetime', nullable: true })
  shippedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  estimatedDelivery?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
