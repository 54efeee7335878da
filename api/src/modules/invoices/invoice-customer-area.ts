import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { CustomerInvoice } from './invoice.types.js';
import { listCustomerInvoices } from './invoice.views.js';
import { CustomerInvoiceAnswer } from './invoice.responses.js';

/** What the invoices feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class InvoiceCustomerAreaResolver {
  @FieldResolver(() => [CustomerInvoice])
  invoices(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerInvoices(em, area.email);
  }
}

export const invoiceCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/invoices/:email': {
    read: listCustomerInvoices,
    answer: CustomerInvoiceAnswer,
    summary: 'The invoices',
  },
});
