import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CouponType } from '@russ/schema/coupons/coupons';
import { MemberCoupon } from './member-coupon.entity.js';

@Entity({ tableName: 'coupons' })
export class Coupon {
  [OptionalProps]?: 'type' | 'currentUses' | 'isActive' | 'validFrom' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', default: 'percentage' })
  type: CouponType = 'percentage';

  /** Percent for `percentage`, NOK for `fixed`. */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  value!: string;

  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  minOrderAmount?: string | null;

  @Property({ type: 'integer', nullable: true })
  maxUses?: number | null;

  @Property({ type: 'integer', default: 0 })
  currentUses: number = 0;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  validFrom: Date = new Date();

  @Property({ type: 'datetime' })
  validUntil!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @OneToMany({ entity: () => MemberCoupon, mappedBy: 'coupon' })
  memberCoupons = new Collection<MemberCoupon>(this);
}
