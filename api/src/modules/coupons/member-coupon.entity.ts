import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Coupon } from './coupon.entity.js';

/** A coupon handed to one member. orderId is the order it was used on (plain id). */
@Entity({ tableName: 'member_coupons' })
export class MemberCoupon {
  [OptionalProps]?: 'isUsed' | 'assignedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  @ManyToOne({ entity: () => Coupon, ref: true, index: true })
  coupon!: Ref<Coupon>;

  @Property({ type: 'boolean', default: false })
  isUsed: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  orderId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  assignedAt: Date = new Date();
}
