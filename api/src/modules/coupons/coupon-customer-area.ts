import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/context.js';
import { customerAreaRoutes } from '../customer/customer-area.routes.js';
import { CustomerArea } from '../customer/customer.types.js';
import { CustomerCoupon } from './coupon.types.js';
import { listCustomerCoupons } from './coupon.views.js';
import { CustomerCouponAnswer } from './coupon.responses.js';

/** What the coupons feature adds to the customer area (customer-area §7): its GraphQL fields and its REST reads. */
@Resolver(() => CustomerArea)
export class CouponCustomerAreaResolver {
  @FieldResolver(() => [CustomerCoupon])
  coupons(@Root() area: CustomerArea, @Ctx() { em }: GraphQLContext) {
    return listCustomerCoupons(em, area.email);
  }
}

export const couponCustomerAreaRoutes = customerAreaRoutes({
  '/api/customer/coupons/:email': { read: listCustomerCoupons, answer: CustomerCouponAnswer, summary: 'The coupons' },
});
