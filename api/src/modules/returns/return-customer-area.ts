import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { CustomerReturn } from './return.types.js';
import { listCustomerReturns } from './return.views.js';
import { CustomerReturnAnswer } from './return.responses.js';

/** What the returns feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class ReturnCustomerAreaResolver {
  @FieldResolver(() => [CustomerReturn])
  returns(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerReturns(em, area.email);
  }
}

export const returnCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/returns/:email': { read: listCustomerReturns, answer: CustomerReturnAnswer, summary: 'The returns' },
});
