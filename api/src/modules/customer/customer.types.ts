import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

/**
 * GraphQL shapes of the customer area. They mirror the service views (customer.service.ts), not the entities:
 * storage and API change independently. Money is a string with two decimals (numeric(10,2)).
 */

@ObjectType({ description: 'The member profile (community membership).' })
export class CustomerProfile {
  @Field(() => ID) id!: number;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
  @Field(() => String, { nullable: true }) graduationYear!: string | null;
  @Field(() => GraphQLISODateTime) joinedAt!: Date;
  @Field() isActive!: boolean;
  @Field() emailNotifications!: boolean;
  @Field({ description: 'Privacy: coordinators of groups the member is in see their name.' })
  shareNameWithCoordinators!: boolean;
}

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
  @Field(() => [CustomerOrderItem]) items!: CustomerOrderItem[];
  @Field(() => Int, { description: 'Pieces in the order (sum of quantities).' }) itemCount!: number;
  @Field(() => [CustomerShipment], { description: 'Newest first.' }) shipments!: CustomerShipment[];
}

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

@ObjectType()
export class CustomerAddress {
  @Field(() => ID) id!: number;
  @Field({ description: 'shipping or billing.' }) type!: string;
  @Field() name!: string;
  @Field() line1!: string;
  @Field(() => String, { nullable: true }) line2!: string | null;
  @Field() city!: string;
  @Field() postalCode!: string;
  @Field() country!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field() isDefault!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

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

@ObjectType()
export class CustomerGroup {
  @Field(() => ID) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) school!: string | null;
  @Field(() => String, { nullable: true }) graduationYear!: string | null;
  @Field() coordinatorEmail!: string;
  @Field(() => String, { nullable: true, description: 'Only for the coordinator.' }) inviteCode!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) deadline!: Date | null;
  @Field({ description: 'active, draft or archived.' }) status!: string;
  @Field(() => Int, { nullable: true, description: "null means unlimited ('Ubegrenset')." }) maxMembers!: number | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: 'Invited and accepted members.' }) memberCount!: number;
  @Field(() => String, {
    nullable: true,
    description: "The customer's own status in the group; null when coordinating.",
  })
  membershipStatus!: string | null;
}

@ObjectType({ description: 'Someone in a group the customer coordinates.' })
export class GroupMembership {
  @Field(() => ID) id!: number;
  @Field(() => Int) groupId!: number;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field() role!: string;
  @Field({ description: 'invited, accepted or declined.' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) joinedAt!: Date | null;
  @Field(() => GraphQLISODateTime) invitedAt!: Date;
}

@ObjectType()
export class CustomerDesignFile {
  @Field(() => ID) id!: number;
  @Field() fileName!: string;
  @Field() mimeType!: string;
  @Field(() => Int, { description: 'Bytes.' }) fileSize!: number;
  @Field(() => Int) version!: number;
  @Field(() => GraphQLISODateTime) uploadedAt!: Date;
}

@ObjectType()
export class CustomerDesign {
  @Field(() => ID) id!: number;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field({ description: 'draft, pending, approved, rejected or in_production.' }) status!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) approvedAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => CustomerDesignFile, { nullable: true }) latestFile!: CustomerDesignFile | null;
}

@ObjectType()
export class CustomerMessageThread {
  @Field(() => ID) id!: number;
  @Field() subject!: string;
  @Field({ description: 'open, closed or waiting.' }) status!: string;
  @Field({ description: 'support, order or general.' }) type!: string;
  @Field(() => GraphQLISODateTime) lastMessageAt!: Date;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { nullable: true }) relatedOrderId!: number | null;
  @Field(() => Int, { nullable: true }) relatedDesignId!: number | null;
  @Field(() => Int, { nullable: true }) relatedGroupId!: number | null;
  @Field(() => Int, { description: 'Replies from the shop not read yet.' }) unreadCount!: number;
}

@ObjectType()
export class SizeSubmissionProduct {
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => Int) quantity!: number;
}

@ObjectType()
export class CustomerSizeSubmission {
  @Field(() => ID) id!: number;
  @Field(() => Int) groupId!: number;
  @Field() groupName!: string;
  @Field(() => [SizeSubmissionProduct]) products!: SizeSubmissionProduct[];
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => GraphQLISODateTime) submittedAt!: Date;
}

@ObjectType({ description: 'The six dashboard counters.' })
export class CustomerCounts {
  @Field(() => Int) orders!: number;
  @Field(() => Int) designs!: number;
  @Field(() => Int, { description: 'Coordinated plus member-of (declined invitations not counted).' }) groups!: number;
  @Field(() => Int, { description: 'Message threads.' }) messages!: number;
  @Field(() => Int) addresses!: number;
  @Field(() => Int) unusedCoupons!: number;
}

@ObjectType({
  description: 'Everything the customer dashboard shows about one customer. Each field is loaded only when asked for.',
})
export class CustomerArea {
  @Field({ description: 'The customer (lower-case e-mail) this area belongs to.' })
  email!: string;

  constructor(email: string) {
    this.email = email;
  }
}
