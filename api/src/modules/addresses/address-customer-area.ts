import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { CustomerAddress } from './address.types.js';
import { listCustomerAddresses } from './address.views.js';
import { CustomerAddressAnswer } from './address.responses.js';

/** What the addresses feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class AddressCustomerAreaResolver {
  @FieldResolver(() => [CustomerAddress], { description: 'Default address first.' })
  addresses(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerAddresses(em, area.email);
  }
}

export const addressCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/addresses/:email': {
    read: listCustomerAddresses,
    answer: CustomerAddressAnswer,
    summary: 'The saved addresses',
  },
});
