import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ownerOrStaff } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { orValidationError } from '../../graphql/common.types.js';
import { requestReturn } from './return.service.js';
import { RequestReturnResult, ReturnRequested, ReturnRequestInput } from './return.types.js';

/** Returns a customer files for lines of their orders. Ownership is checked in the service. */
@Resolver()
export class ReturnResolver {
  @Access(ownerOrStaff('returns.manage'))
  @Mutation(() => RequestReturnResult, {
    description:
      "Files a return for lines of a delivered order. UNAUTHENTICATED without a session; NOT_FOUND for another customer's order (staff may file for anyone).",
  })
  requestReturn(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => ReturnRequestInput) input: ReturnRequestInput,
  ): Promise<typeof RequestReturnResult> {
    return orValidationError(
      () => requestReturn(em, sessions, input),
      (returns) => new ReturnRequested(returns),
    );
  }
}
