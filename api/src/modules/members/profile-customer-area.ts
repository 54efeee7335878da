import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { CustomerProfile } from './profile.types.js';
import { findCustomerProfile, getCustomerProfile } from './profile.views.js';
import { CustomerProfileAnswer } from './member.responses.js';

/** What the members feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class ProfileCustomerAreaResolver {
  @FieldResolver(() => CustomerProfile, { nullable: true, description: 'null when the e-mail has no membership.' })
  profile(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return findCustomerProfile(em, area.email);
  }
}

export const profileCustomerAreaRoutes = customerAreaRoutes({
  '/api/members/profile/:email': {
    read: getCustomerProfile,
    answer: CustomerProfileAnswer,
    list: false,
    summary: 'The member profile (404 without a membership)',
  },
});
