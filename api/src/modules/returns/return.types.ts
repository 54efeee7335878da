import { createUnionType, Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ValidationError } from '../../graphql/common.types.js';

@ObjectType()
export class CustomerReturn {
  @Field(() => ID) id!: number;
  @Field(() => Int) orderId!: number;
  @Field() orderNumber!: string;
  @Field(() => Int, { nullable: true }) orderItemId!: number | null;
  @Field() reason!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field() status!: string;
  @Field(() => String, { nullable: true }) refundAmount!: string | null;
  @Field(() => GraphQLISODateTime) requestedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) processedAt!: Date | null;
}

@InputType({ description: 'A return request for lines of a delivered order.' })
export class ReturnRequestInput {
  @Field(() => Int)
  orderId!: number;

  @Field(() => [Int], { description: 'The order_items ids to send back (at least one).' })
  orderItemIds!: number[];

  @Field({ description: "One of the reasons the dashboard offers, e.g. 'Feil størrelse'." })
  reason!: string;

  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  description?: string | null;
}

@ObjectType({ description: 'The return was filed (status requested); the shop has been told.' })
export class ReturnRequested {
  @Field(() => [CustomerReturn], { description: 'One return per line.' })
  returns!: CustomerReturn[];

  constructor(returns: CustomerReturn[]) {
    this.returns = returns;
  }
}

export const RequestReturnResult = createUnionType({
  name: 'RequestReturnResult',
  types: () => [ReturnRequested, ValidationError] as const,
});
