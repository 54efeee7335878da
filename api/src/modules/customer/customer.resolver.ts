import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { assertOwnerOrStaff, normalizeEmail } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { getCustomerCounts } from './customer-counts.js';
import { CustomerArea, CustomerCounts } from './customer.types.js';

/**
 * The customer dashboard. Access is decided once, in `customerArea`; the field resolvers only read for the
 * e-mail that passed the check. Each feature adds its own fields in its `*-customer-area.ts` (orders, quotes,
 * invoices, …); this module knows none of them.
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

  @FieldResolver(() => CustomerCounts)
  counts(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return getCustomerCounts(em, area.email);
  }
}
