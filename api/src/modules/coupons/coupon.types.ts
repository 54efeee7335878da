import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({ description: 'A coupon handed to the customer, with its terms.' })
export class CustomerCoupon {
  @Field(() => ID) id!: number;
  @Field(() => Int) couponId!: number;
  @Field() code!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field({ description: 'percentage or fixed.' }) type!: string;
  @Field() value!: string;
  @Field(() => String, { nullable: true }) minOrderAmount!: string | null;
  @Field(() => GraphQLISODateTime) validFrom!: Date;
  @Field(() => GraphQLISODateTime) validUntil!: Date;
  @Field() isActive!: boolean;
  @Field() isUsed!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) usedAt!: Date | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => GraphQLISODateTime) assignedAt!: Date;
}

@ObjectType({ description: 'A coupon as staff see it (admin §10).' })
export class StaffCoupon {
  @Field(() => ID) id!: number;
  @Field() code!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field({ description: 'percentage or fixed.' }) type!: string;
  @Field({ description: 'Percent for percentage, kroner for fixed.' }) value!: string;
  @Field(() => String, { nullable: true }) minOrderAmount!: string | null;
  @Field(() => Int, { nullable: true }) maxUses!: number | null;
  @Field(() => Int) currentUses!: number;
  @Field() isActive!: boolean;
  @Field(() => GraphQLISODateTime) validFrom!: Date;
  @Field(() => GraphQLISODateTime) validUntil!: Date;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: 'Members holding the coupon (used or not).' }) assignedCount!: number;
}

@ObjectType()
export class StaffCouponPage extends ListPageOf(StaffCoupon) {}

@ObjectType({ description: 'A member a coupon was handed to.' })
export class CouponMember {
  @Field(() => ID) id!: number;
  @Field() memberEmail!: string;
  @Field(() => String, { nullable: true }) memberName!: string | null;
  @Field() isUsed!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) usedAt!: Date | null;
  @Field(() => GraphQLISODateTime) assignedAt!: Date;
}

@ObjectType({ description: 'A member found by `Tildel medlemmer`.' })
export class CouponMemberCandidate {
  @Field(() => ID) id!: number;
  @Field() email!: string;
  @Field() name!: string;
}

@InputType({ description: "The coupon form ('Ny kupong', edit). Dates as 'YYYY-MM-DD' (Oslo) or ISO date-times." })
export class CouponInput {
  @Field() code!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field({ description: 'percentage or fixed.' }) type!: string;
  @Field({ description: '1–100 for percentage, 1–100 000 kr for fixed; accepts "12,50".' }) value!: string;
  @Field(() => String, { nullable: true }) minOrderAmount?: string | null;
  @Field(() => Int, { nullable: true }) maxUses?: number | null;
  @Field(() => String, { nullable: true }) validFrom?: string | null;
  @Field() validUntil!: string;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType({ description: '`Tildel medlemmer`: the members by e-mail.' })
export class CouponAssignInput {
  @Field(() => [String]) emails!: string[];
}

@ObjectType({ description: 'The coupon was saved.' })
export class CouponSaved {
  @Field(() => StaffCoupon) coupon!: StaffCoupon;

  constructor(coupon: StaffCoupon) {
    this.coupon = coupon;
  }
}

@ObjectType({ description: 'The coupon was handed to the members who did not already hold it unused.' })
export class CouponAssigned {
  @Field(() => StaffCoupon) coupon!: StaffCoupon;
  @Field(() => Int) assigned!: number;
  @Field(() => Int) alreadyAssigned!: number;

  constructor(result: { coupon: StaffCoupon; assigned: number; alreadyAssigned: number }) {
    this.coupon = result.coupon;
    this.assigned = result.assigned;
    this.alreadyAssigned = result.alreadyAssigned;
  }
}

@ObjectType({ description: 'The coupon was deleted.' })
export class CouponDeleted {
  @Field(() => ID) id!: number;

  constructor(id: number) {
    this.id = id;
  }
}

@InputType({ description: 'Filters of the console coupon list.' })
export class StaffCouponFilter {
  @Field(() => Boolean, { nullable: true, description: 'true: active, false: deactivated.' }) active?: boolean | null;
}
