import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One line of an order.' })
export class CustomerOrderItem {
  @Field(() => ID, { nullable: true, description: 'null for a line kept only in the order summary text.' })
  id!: number | null;
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) variant!: string | null;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) unitPrice!: string | null;
  @Field(() => Int, { nullable: true }) designId!: number | null;
  @Field(() => String, { nullable: true }) designName!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field({ description: 'A custom item (a design or a print name): returned only as a complaint about a defect.' })
  isCustom!: boolean;
}

@ObjectType({ description: 'A parcel sent for an order.' })
export class CustomerShipment {
  @Field(() => ID) id!: number;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) trackingNumber!: string | null;
  @Field(() => String, { nullable: true }) trackingUrl!: string | null;
  @Field({ description: 'preparing, shipped, in_transit or delivered.' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) shippedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) estimatedDelivery!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class CustomerOrder {
  @Field(() => ID) id!: number;
  @Field() orderNumber!: string;
  @Field({ description: 'pending, processing, shipped, delivered, paid or overdue.' }) status!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field() totalAmount!: string;
  @Field() currency!: string;
  @Field(() => String, { nullable: true }) shippingAddress!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the shop cancelled the order (status cancelled).' })
  cancelReason!: string | null;
  @Field(() => [CustomerOrderItem]) items!: CustomerOrderItem[];
  @Field(() => Int, { description: 'Pieces in the order (sum of quantities).' }) itemCount!: number;
  @Field(() => [CustomerShipment], { description: 'Newest first.' }) shipments!: CustomerShipment[];
}
