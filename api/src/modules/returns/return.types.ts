import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

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

@ObjectType({ description: 'A return as staff see it (admin §5): the order, the customer, the line and the steps.' })
export class StaffReturn {
  @Field(() => ID) id!: number;
  @Field({ description: 'requested, pending, approved, rejected or completed.' }) status!: string;
  @Field() reason!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) refundAmount!: string | null;
  @Field(() => GraphQLISODateTime) requestedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) processedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) approvedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) rejectedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) completedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "Staff's reason for `Avvis`." }) rejectionReason!: string | null;
  @Field(() => Int) orderId!: number;
  @Field() orderNumber!: string;
  @Field() orderStatus!: string;
  @Field() orderTotal!: string;
  @Field() memberEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => Int, { nullable: true }) orderItemId!: number | null;
  @Field() itemName!: string;
  @Field(() => String, { nullable: true }) itemSize!: string | null;
  @Field(() => String, { nullable: true }) itemColor!: string | null;
  @Field(() => Int) itemQuantity!: number;
  @Field(() => String, { nullable: true }) itemUnitPrice!: string | null;
  @Field({ description: 'The most `Godkjenn` may refund: unit price × quantity of the line.' }) itemPrice!: string;
  @Field({ description: 'The line has a design or a print name.' }) isCustomItem!: boolean;
  @Field(() => [String], { description: 'The statuses staff may move the return to.' }) nextStatuses!: string[];
}

@ObjectType()
export class StaffReturnPage extends ListPageOf(StaffReturn) {}

@InputType({ description: "`Godkjenn`: 'Refusjonsbeløp', kroner (at most the line's price)." })
export class ApproveReturnInput {
  @Field()
  refundAmount!: string;
}

@InputType({ description: "`Avvis`: 'Begrunnelse' (required, mailed to the customer)." })
export class RejectReturnInput {
  @Field()
  reason!: string;
}

@ObjectType({ description: 'The return was moved; the customer has been mailed.' })
export class ReturnUpdated {
  @Field(() => StaffReturn)
  staffReturn!: StaffReturn;

  constructor(staffReturn: StaffReturn) {
    this.staffReturn = staffReturn;
  }
}

@InputType({ description: 'Filters of the console return list.' })
export class StaffReturnFilter {
  @Field(() => String, { nullable: true, description: "A status; 'requested' and 'pending' both mean 'Behandles'." })
  status?: string | null;
}
