import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { CustomerArea } from '../customer/customer.types.js';
import { Quote } from './quote.types.js';
import { listCustomerQuotes } from './quote.views.js';

/** What the quotes feature adds to the customer area (customer-area §7): its GraphQL fields. */
@Resolver(() => CustomerArea)
export class QuoteCustomerAreaResolver {
  @FieldResolver(() => [Quote], {
    description: 'Quotes sent to the customer (not drafts, only the latest version), newest first.',
  })
  quotes(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerQuotes(em, area.email);
  }
}
