import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';
import { CustomerOrderItem } from './order.types.js';

@InputType({ description: 'Filters of the console order list.' })
export class StaffOrderFilter {
  @Field(() => String, { nullable: true, description: 'pending, processing, shipped, delivered, cancelled.' })
  status?: string | null;
  @Field(() => String, { nullable: true, description: 'none, pending, partially_paid, overdue, paid, credited.' })
  invoiceStatus?: string | null;
  @Field(() => String, { nullable: true, description: 'none, preparing, shipped, in_transit, delivered.' })
  shipmentStatus?: string | null;
}

@ObjectType({ description: 'One row of the console order list (admin §3).' })
export class StaffOrderListItem {
  @Field(() => ID) id!: number;
  @Field() orderNumber!: string;
  @Field() customerEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int) itemCount!: number;
  @Field() totalAmount!: string;
  @Field() status!: string;
  @Field(() => String, { nullable: true, description: 'null when no invoice is issued.' })
  invoiceStatus!: string | null;
  @Field(() => Int) invoiceCount!: number;
  @Field(() => String, { nullable: true, description: "The newest shipment's status; null when none." })
  shipmentStatus!: string | null;
}

@ObjectType()
export class StaffOrderPage extends ListPageOf(StaffOrderListItem) {}

@ObjectType({ description: 'A status the Status select of Endre status offers.' })
export class NextOrderStatusOption {
  @Field() status!: string;
  @Field() label!: string;
  @Field({ description: "The move needs a 'Begrunnelse'." }) reasonRequired!: boolean;
  @Field(() => String, { nullable: true, description: 'The rule an administrator overrides with this move.' })
  override!: string | null;
}

@ObjectType()
export class StaffShipment {
  @Field(() => ID) id!: number;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) carrierLabel!: string | null;
  @Field(() => String, { nullable: true }) trackingNumber!: string | null;
  @Field(() => String, { nullable: true }) trackingUrl!: string | null;
  @Field() status!: string;
  @Field() statusLabel!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) shippedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) estimatedDelivery!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field() canMarkShipped!: boolean;
  @Field() canMarkDelivered!: boolean;
}

@ObjectType({ description: "An invoice of the order, as the order's detail summarises it." })
export class StaffOrderInvoice {
  @Field(() => ID) id!: number;
  @Field() invoiceNumber!: string;
  @Field() memberEmail!: string;
  @Field({ description: 'Negative for a credit note.' }) amount!: string;
  @Field() status!: string;
  @Field() statusLabel!: string;
  @Field(() => GraphQLISODateTime) dueDate!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidDate!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType({ description: "A staff member's internal note on an order (never shown to customers)." })
export class OrderNoteEntry {
  @Field(() => ID) id!: number;
  @Field() body!: string;
  @Field() staffUsername!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType({ description: 'One order as staff see it (admin §3).' })
export class StaffOrder {
  @Field(() => ID) id!: number;
  @Field() orderNumber!: string;
  @Field() status!: string;
  @Field() statusLabel!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field() totalAmount!: string;
  @Field() currency!: string;
  @Field() customerEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => String, { nullable: true }) shippingAddress!: string | null;
  @Field(() => String, { nullable: true, description: "The customer's own note on the order." })
  customerNote!: string | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => Int, { nullable: true }) quoteId!: number | null;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => Int) itemCount!: number;
  @Field(() => [CustomerOrderItem]) items!: CustomerOrderItem[];
  @Field(() => [String], { nullable: 'items', description: 'The print name of each line, in the order of items.' })
  printNames!: Array<string | null>;
  @Field(() => [StaffShipment], { description: 'Newest first.' }) shipments!: StaffShipment[];
  @Field(() => [StaffOrderInvoice]) invoices!: StaffOrderInvoice[];
  @Field(() => [OrderNoteEntry], { description: 'Internal notes, newest first.' }) notes!: OrderNoteEntry[];
  @Field({ description: 'Custom items (design, print name, embroidery or names): paid before production.' })
  isCustom!: boolean;
  @Field() designApproved!: boolean;
  @Field({ description: 'Every invoice with a positive amount is paid (and there is one).' }) paid!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why the rules hold back the next step: an unpaid invoice, or a design that is not approved.',
  })
  paymentBlock!: string | null;
  @Field(() => [NextOrderStatusOption], { description: 'What Endre status offers this viewer.' })
  nextStatuses!: NextOrderStatusOption[];
}

@InputType()
export class SetOrderStatusInput {
  @Field(() => ID) orderId!: string;
  @Field() status!: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@InputType()
export class RegisterShipmentInput {
  @Field(() => ID) orderId!: string;
  @Field({ description: 'posten, bring, postnord, helthjem or other.' }) carrier!: string;
  @Field() trackingNumber!: string;
  @Field(() => String, { nullable: true, description: 'A day (YYYY-MM-DD).' }) estimatedDelivery?: string | null;
}

@InputType()
export class MarkShipmentInput {
  @Field(() => ID) shipmentId!: string;
  @Field({ description: 'shipped or delivered.' }) status!: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@InputType()
export class AddOrderNoteInput {
  @Field(() => ID) orderId!: string;
  @Field() body!: string;
}
