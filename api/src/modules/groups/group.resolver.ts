import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { groupRateLimits } from './group-limits.js';
import { getGroupDetail, listMyGroups } from './group.views.js';
import { CUSTOMER, customerOnly, ownerOrStaff } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import {
  createGroup,
  inviteGroupMember,
  joinGroup,
  removeGroupMember,
  respondToGroupInvitation,
  sendGroupSizesToShop,
  submitGroupSizes,
  updateGroup,
} from './group.service.js';
import { mailGuard } from '../../infra/mail-limits.js';
import {
  CreateGroupInput,
  GroupSaved,
  GroupDetail,
  GroupJoined,
  GroupMemberInvited,
  GroupMemberRemoved,
  GroupQuoteSent,
  GroupSizesSubmitted,
  MyGroups,
  SizeSubmissionInput,
  UpdateGroupInput,
} from './group.types.js';

const make = <T extends object>(type: new () => T, fields: Partial<T>): T => Object.assign(new type(), fields);

/** The groups tab (customer-area §2). Thin: every rule and access check is in group.service.ts. */
@Resolver()
export class GroupResolver {
  @Access(CUSTOMER)
  @Query(() => MyGroups, {
    description: "The signed-in customer's groups and size submissions (401 without a session).",
  })
  myGroups(@Ctx() { em, sessions }: GraphQLContext) {
    return listMyGroups(em, sessions);
  }

  @Access(ownerOrStaff('groups.read'))
  @Query(() => GroupDetail, {
    description:
      'One group: coordinator and staff see members, sizes and the matrix; members see the group and their own sizes.',
  })
  group(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return getGroupDetail(em, sessions, id);
  }

  @Access(customerOnly())
  @Mutation(() => GroupSaved)
  createGroup(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => CreateGroupInput) input: CreateGroupInput,
  ): Promise<GroupSaved> {
    return createGroup(em, sessions, input).then((group) => new GroupSaved(group));
  }

  @Access(customerOnly())
  @Mutation(() => GroupSaved)
  updateGroup(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateGroupInput) input: UpdateGroupInput,
  ): Promise<GroupSaved> {
    return updateGroup(em, sessions, id, input).then((group) => new GroupSaved(group));
  }

  @Access(customerOnly())
  @Mutation(() => GroupJoined, { description: 'Joins a group with its invite code.' })
  joinGroup(
    @Ctx() { em, sessions, request, config }: GraphQLContext,
    @Arg('inviteCode', () => String) inviteCode: string,
  ): Promise<GroupJoined> {
    return joinGroup(em, sessions, { inviteCode }, { ip: request.ip, limits: groupRateLimits(config) }).then((joined) =>
      make(GroupJoined, joined),
    );
  }

  @Access(customerOnly())
  @Mutation(() => GroupJoined, { description: 'Accepts or declines an invitation.' })
  respondToGroupInvitation(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('accept', () => Boolean) accept: boolean,
  ): Promise<GroupJoined> {
    return respondToGroupInvitation(em, sessions, groupId, accept).then((joined) => make(GroupJoined, joined));
  }

  @Access(customerOnly())
  @Mutation(() => GroupMemberInvited, { description: 'The coordinator invites an e-mail address.' })
  inviteGroupMember(
    @Ctx() { em, sessions, config, request }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('email', () => String) email: string,
  ): Promise<GroupMemberInvited> {
    return inviteGroupMember(
      em,
      sessions,
      groupId,
      { email },
      groupRateLimits(config),
      undefined,
      mailGuard(request),
    ).then((member) => make(GroupMemberInvited, { member, message: `Invitasjonen er sendt til ${member.email}` }));
  }

  @Access(customerOnly())
  @Mutation(() => GroupMemberRemoved, { description: 'The coordinator removes someone (and their sizes).' })
  async removeGroupMember(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('memberId', () => ID) memberId: string,
  ): Promise<GroupMemberRemoved> {
    return make(GroupMemberRemoved, { memberId: await removeGroupMember(em, sessions, groupId, memberId) });
  }

  @Access(customerOnly())
  @Mutation(() => GroupSizesSubmitted, { description: "Saves the caller's sizes for the group until the deadline." })
  submitGroupSizes(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('input', () => SizeSubmissionInput) input: SizeSubmissionInput,
  ): Promise<GroupSizesSubmitted> {
    return submitGroupSizes(em, sessions, groupId, input).then((submission) =>
      make(GroupSizesSubmitted, { submission, message: 'Størrelsene dine er lagret' }),
    );
  }

  @Access(customerOnly())
  @Mutation(() => GroupQuoteSent, {
    description: "'Send til butikken': the sizes go to the shop as a quote request.",
  })
  sendGroupSizesToShop(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
  ): Promise<GroupQuoteSent> {
    return sendGroupSizesToShop(em, sessions, groupId).then((sent) =>
      make(GroupQuoteSent, {
        ...sent,
        message: 'Størrelsene er sendt til butikken. Vi kommer tilbake med et tilbud.',
      }),
    );
  }
}
