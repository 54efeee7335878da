import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

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
