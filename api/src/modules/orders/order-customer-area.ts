import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { CustomerOrder } from './order.types.js';
import { listCustomerOrders } from './order.views.js';
import { CustomerOrderAnswer } from './order.responses.js';

/** What the orders feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class OrderCustomerAreaResolver {
  @FieldResolver(() => [CustomerOrder], { description: 'Newest first, with their lines.' })
  orders(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerOrders(em, area.email);
  }
}

export const orderCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/orders/:email': {
    read: listCustomerOrders,
    answer: CustomerOrderAnswer,
    summary: 'The orders, newest first',
  },
});
