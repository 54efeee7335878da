import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { staffCan } from '@russ/schema/staff/permissions';
import { requireCapability } from '../../common/access.js';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { CustomerArea } from '../customer/customer.types.js';
import { activateMember, deactivateMember, getStaffMember } from './member-admin.service.js';
import { StaffMember, StaffMemberFilter, StaffMemberPage } from './member-admin.types.js';
import { listStaffMembers } from './member-list.query.js';

/**
 * The console's 'Medlemmer' (admin §9). Deleting a member is the customer's own `deleteAccount` mutation, which
 * staff holding members.manage may call with the member's e-mail.
 */
@Resolver(() => StaffMember)
export class MemberAdminResolver {
  @Access(staffCan('members.read'))
  @Query(() => StaffMemberPage, {
    description:
      "Staff (members.read): members, newest first; search in the member's name, e-mail or school (every word); sort name, email, school, graduationYear or joinedAt.",
  })
  staffMembers(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffMemberFilter, { nullable: true }) filter: StaffMemberFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ) {
    return listStaffMembers(em, { search, filter, sort, offset, limit });
  }

  @Access(staffCan('members.read'))
  @Query(() => StaffMember, { description: "Staff (members.read): one member; NOT_FOUND 'Fant ikke medlemmet.'" })
  staffMember(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return getStaffMember(em, id);
  }

  @FieldResolver(() => CustomerArea, {
    description:
      'Everything of the member as their dashboard reads it (profile, orders, quotes, invoices, designs, groups, threads).',
  })
  customerArea(@Root() member: StaffMember): CustomerArea {
    return new CustomerArea(member.email);
  }

  @Access(staffCan('members.manage'))
  @Mutation(() => StaffMember, {
    description:
      'Administrator (members.manage): the member can no longer sign in and every session of theirs ends now. CONFLICT when already deactivated.',
  })
  deactivateMember(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return deactivateMember(em, id, requireCapability(sessions, 'members.manage'));
  }

  @Access(staffCan('members.manage'))
  @Mutation(() => StaffMember, {
    description: 'Administrator (members.manage): a deactivated member may sign in again. CONFLICT when active.',
  })
  activateMember(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return activateMember(em, id, requireCapability(sessions, 'members.manage'));
  }
}
