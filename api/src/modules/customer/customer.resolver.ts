import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { assertOwnerOrStaff, normalizeEmail } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { listCustomerAddresses } from '../addresses/address.views.js';
import { listCustomerCoupons } from '../coupons/coupon.views.js';
import { getCustomerCounts } from './customer-counts.js';
import { listCustomerDesigns } from '../designs/design.views.js';
import {
  listCoordinatedGroups,
  listCustomerSizeSubmissions,
  listGroupMemberships,
  listMemberOfGroups,
} from '../groups/group.views.js';
import { listCustomerInvoices } from '../invoices/invoice.views.js';
import { listCustomerMessageThreads } from '../messages/message.views.js';
import { listCustomerOrders } from '../orders/order.views.js';
import { findCustomerProfile } from '../profile/profile.views.js';
import { listCustomerReturns } from '../returns/return.views.js';
import { listCustomerQuotes } from '../quotes/quote.views.js';
import { Quote } from '../quotes/quote.types.js';
import { CustomerAddress } from '../addresses/address.types.js';
import { CustomerCoupon } from '../coupons/coupon.types.js';
import { DesignType } from '../designs/design.types.js';
import { GroupMemberEntry, GroupOverview, GroupSizeSubmission } from '../groups/group.types.js';
import { CustomerInvoice } from '../invoices/invoice.types.js';
import { MessageThreadType } from '../messages/message.types.js';
import { CustomerOrder } from '../orders/order.types.js';
import { CustomerProfile } from '../profile/profile.types.js';
import { CustomerReturn } from '../returns/return.types.js';
import { CustomerArea, CustomerCounts } from './customer.types.js';

/**
 * The customer dashboard. Access is decided once, in `customerArea`; the field resolvers only read for the
 * e-mail that passed the check.
 */
@Resolver(() => CustomerArea)
export class CustomerAreaResolver {
  @Access(PUBLIC)
  @Query(() => CustomerArea, {
    nullable: true,
    description:
      "The signed-in customer's area; null when not signed in as a customer. Staff (members.read) may pass `email` to read any customer; a customer may only pass their own.",
  })
  customerArea(
    @Ctx() { sessions }: GraphQLContext,
    @Arg('email', () => String, { nullable: true }) email?: string | null,
  ): CustomerArea | null {
    if (email == null) return sessions.customer ? new CustomerArea(normalizeEmail(sessions.customer.email)) : null;
    assertOwnerOrStaff(sessions, email, 'members.read');
    return new CustomerArea(normalizeEmail(email));
  }

  @FieldResolver(() => CustomerProfile, { nullable: true, description: 'null when the e-mail has no membership.' })
  profile(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return findCustomerProfile(em, area.email);
  }

  @FieldResolver(() => [CustomerOrder], { description: 'Newest first, with their lines.' })
  orders(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerOrders(em, area.email);
  }

  @FieldResolver(() => [CustomerCoupon])
  coupons(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerCoupons(em, area.email);
  }

  @FieldResolver(() => [CustomerInvoice])
  invoices(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerInvoices(em, area.email);
  }

  @FieldResolver(() => [CustomerAddress], { description: 'Default address first.' })
  addresses(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerAddresses(em, area.email);
  }

  @FieldResolver(() => [Quote], {
    description: 'Quotes sent to the customer (not drafts, only the latest version), newest first.',
  })
  quotes(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerQuotes(em, area.email);
  }

  @FieldResolver(() => [CustomerReturn])
  returns(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerReturns(em, area.email);
  }

  @FieldResolver(() => [GroupOverview], { description: 'Groups the customer coordinates.' })
  groups(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCoordinatedGroups(em, area.email);
  }

  @FieldResolver(() => [GroupOverview], { description: 'Groups the customer is invited to or a member of.' })
  memberOfGroups(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listMemberOfGroups(em, area.email);
  }

  @FieldResolver(() => [GroupMemberEntry], { description: 'Members of the groups the customer coordinates.' })
  groupMemberships(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listGroupMemberships(em, area.email);
  }

  @FieldResolver(() => [DesignType])
  designs(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerDesigns(em, area.email);
  }

  @FieldResolver(() => [MessageThreadType], { description: 'Latest activity first.' })
  messageThreads(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerMessageThreads(em, area.email);
  }

  @FieldResolver(() => [GroupSizeSubmission])
  sizeSubmissions(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerSizeSubmissions(em, area.email);
  }

  @FieldResolver(() => CustomerCounts)
  counts(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return getCustomerCounts(em, area.email);
  }
}
