import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { MessageThreadType } from './message.types.js';
import { listCustomerMessageThreads } from './message.views.js';
import { MessageThreadSummaryAnswer } from './message.responses.js';

/** What the messages feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class MessageCustomerAreaResolver {
  @FieldResolver(() => [MessageThreadType], { description: 'Latest activity first.' })
  messageThreads(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerMessageThreads(em, area.email);
  }
}

export const messageCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/messages/:email': {
    read: listCustomerMessageThreads,
    answer: MessageThreadSummaryAnswer,
    summary: 'The message threads',
  },
});
