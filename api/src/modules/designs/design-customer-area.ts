import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { DesignType } from './design.types.js';
import { listCustomerDesigns, listCustomerDesignsJson } from './design.views.js';
import { CustomerDesignAnswer } from './design.responses.js';

/** What the designs feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class DesignCustomerAreaResolver {
  @FieldResolver(() => [DesignType])
  designs(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerDesigns(em, area.email);
  }
}

export const designCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/designs/:email': {
    read: listCustomerDesignsJson,
    answer: CustomerDesignAnswer,
    summary: 'The designs, last changed first, each with its latest file',
  },
});
