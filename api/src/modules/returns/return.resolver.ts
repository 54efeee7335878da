import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RETURN_STAFF_MESSAGES } from '@russ/schema/returns/return-rules';
import { ownerOrStaff, staffCan } from '@russ/schema/staff/permissions';
import { parseId, requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import {
  approveReturn,
  completeReturn,
  getStaffReturn,
  listStaffReturns,
  rejectReturn,
} from './return-admin.service.js';
import { requestReturn } from './return.service.js';
import {
  ApproveReturnInput,
  RejectReturnInput,
  ReturnRequested,
  ReturnRequestInput,
  ReturnUpdated,
  StaffReturn,
  StaffReturnFilter,
  StaffReturnPage,
} from './return.types.js';

const updated = (view: StaffReturn) => new ReturnUpdated(view);

/** Returns a customer files for lines of their orders (ownership is checked in the service), and staff's steps. */
@Resolver()
export class ReturnResolver {
  @Access(ownerOrStaff('returns.manage'))
  @Mutation(() => ReturnRequested, {
    description:
      "Files a return for lines of a delivered order. UNAUTHENTICATED without a session; NOT_FOUND for another customer's order (staff may file for anyone).",
  })
  requestReturn(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => ReturnRequestInput) input: ReturnRequestInput,
  ): Promise<ReturnRequested> {
    return requestReturn(em, sessions, input).then((returns) => new ReturnRequested(returns));
  }

  @Access(staffCan('returns.manage'))
  @Query(() => StaffReturnPage, {
    description:
      'Staff (returns.manage): returns, newest first; search in order number, customer e-mail or name, the item and the reason; sort requestedAt, refundAmount, orderNumber or status.',
  })
  staffReturns(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffReturnFilter, { nullable: true }) filter: StaffReturnFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffReturnPage> {
    return listStaffReturns(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('returns.manage'))
  @Query(() => StaffReturn, { description: "Staff (returns.manage): one return; NOT_FOUND 'Fant ikke returen'." })
  staffReturn(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<StaffReturn> {
    return getStaffReturn(em, parseId(id, RETURN_STAFF_MESSAGES.notFound));
  }

  @Access(staffCan('returns.manage'))
  @Mutation(() => ReturnUpdated, {
    description: "`Godkjenn`: the refund amount (at most the line's price); the customer is mailed.",
  })
  approveReturn(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ApproveReturnInput) input: ApproveReturnInput,
  ): Promise<ReturnUpdated> {
    const staff = requireCapability(sessions, 'returns.manage');
    return approveReturn(em, staff, parseId(id, RETURN_STAFF_MESSAGES.notFound), input).then(updated);
  }

  @Access(staffCan('returns.manage'))
  @Mutation(() => ReturnUpdated, { description: '`Avvis` with a reason (required); the customer is mailed.' })
  rejectReturn(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RejectReturnInput) input: RejectReturnInput,
  ): Promise<ReturnUpdated> {
    const staff = requireCapability(sessions, 'returns.manage');
    return rejectReturn(em, staff, parseId(id, RETURN_STAFF_MESSAGES.notFound), input).then(updated);
  }

  @Access(staffCan('returns.manage'))
  @Mutation(() => ReturnUpdated, {
    description:
      "`Fullfør` an approved return: a credit note for the refund against the order's invoice (refused without one); the customer is mailed. A refund above 0 kr needs invoices.credit (administrators): FORBIDDEN otherwise.",
  })
  completeReturn(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<ReturnUpdated> {
    const staff = requireCapability(sessions, 'returns.manage');
    return completeReturn(em, staff, parseId(id, RETURN_STAFF_MESSAGES.notFound)).then(updated);
  }
}
