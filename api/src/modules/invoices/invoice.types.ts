import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class CustomerInvoice {
  @Field(() => ID) id!: number;
  @Field(() => Int) orderId!: number;
  @Field() orderNumber!: string;
  @Field() invoiceNumber!: string;
  @Field() amount!: string;
  @Field() taxAmount!: string;
  @Field({ description: 'pending, paid or overdue.' }) status!: string;
  @Field(() => GraphQLISODateTime) dueDate!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidDate!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
