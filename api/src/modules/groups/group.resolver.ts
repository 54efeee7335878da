import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GroupActionRefusal, groupRateLimits } from './group-limits.js';
import { getGroupDetail, listMyGroups } from './group.views.js';
import { ValidationFailed } from '../../common/errors.js';
import { CUSTOMER, customerOnly, ownerOrStaff } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ValidationError } from '../../graphql/common.types.js';
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
  CreateGroupResult,
  GroupActionRefused,
  GroupDetail,
  GroupJoined,
  GroupMemberInvited,
  GroupMemberRemoved,
  GroupQuoteSent,
  GroupSaved,
  GroupSizesSubmitted,
  InviteGroupMemberResult,
  JoinGroupResult,
  MyGroups,
  RespondToGroupInvitationResult,
  SendGroupSizesResult,
  SizeSubmissionInput,
  SubmitGroupSizesResult,
  UpdateGroupInput,
  UpdateGroupResult,
} from './group.types.js';

/** Runs a service call; expected failures become union members, access errors stay GraphQL errors. */
async function outcome<T, R>(
  call: () => Promise<T>,
  map: (value: T) => R,
): Promise<R | ValidationError | GroupActionRefused> {
  try {
    return map(await call());
  } catch (error) {
    if (error instanceof ValidationFailed) return ValidationError.from(error);
    if (error instanceof GroupActionRefusal) return new GroupActionRefused(error.reason, error.message);
    throw error;
  }
}

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
  @Mutation(() => CreateGroupResult)
  createGroup(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => CreateGroupInput) input: CreateGroupInput,
  ): Promise<typeof CreateGroupResult> {
    return outcome(
      () => createGroup(em, sessions, input),
      (group) => new GroupSaved(group),
    ) as Promise<typeof CreateGroupResult>;
  }

  @Access(customerOnly())
  @Mutation(() => UpdateGroupResult)
  updateGroup(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateGroupInput) input: UpdateGroupInput,
  ): Promise<typeof UpdateGroupResult> {
    return outcome(
      () => updateGroup(em, sessions, id, input),
      (group) => new GroupSaved(group),
    ) as Promise<typeof UpdateGroupResult>;
  }

  @Access(customerOnly())
  @Mutation(() => JoinGroupResult, { description: 'Joins a group with its invite code.' })
  joinGroup(
    @Ctx() { em, sessions, request, config }: GraphQLContext,
    @Arg('inviteCode', () => String) inviteCode: string,
  ): Promise<typeof JoinGroupResult> {
    return outcome(
      () => joinGroup(em, sessions, { inviteCode }, { ip: request.ip, limits: groupRateLimits(config) }),
      (joined) => make(GroupJoined, joined),
    );
  }

  @Access(customerOnly())
  @Mutation(() => RespondToGroupInvitationResult, { description: 'Accepts or declines an invitation.' })
  respondToGroupInvitation(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('accept', () => Boolean) accept: boolean,
  ): Promise<typeof RespondToGroupInvitationResult> {
    return outcome(
      () => respondToGroupInvitation(em, sessions, groupId, accept),
      (joined) => make(GroupJoined, joined),
    ) as Promise<typeof RespondToGroupInvitationResult>;
  }

  @Access(customerOnly())
  @Mutation(() => InviteGroupMemberResult, { description: 'The coordinator invites an e-mail address.' })
  inviteGroupMember(
    @Ctx() { em, sessions, config, request }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('email', () => String) email: string,
  ): Promise<typeof InviteGroupMemberResult> {
    return outcome(
      () => inviteGroupMember(em, sessions, groupId, { email }, groupRateLimits(config), undefined, mailGuard(request)),
      (member) => make(GroupMemberInvited, { member, message: `Invitasjonen er sendt til ${member.email}` }),
    );
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
  @Mutation(() => SubmitGroupSizesResult, { description: "Saves the caller's sizes for the group until the deadline." })
  submitGroupSizes(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
    @Arg('input', () => SizeSubmissionInput) input: SizeSubmissionInput,
  ): Promise<typeof SubmitGroupSizesResult> {
    return outcome(
      () => submitGroupSizes(em, sessions, groupId, input),
      (submission) => make(GroupSizesSubmitted, { submission, message: 'Størrelsene dine er lagret' }),
    );
  }

  @Access(customerOnly())
  @Mutation(() => SendGroupSizesResult, {
    description: "'Send til butikken': the sizes go to the shop as a quote request.",
  })
  sendGroupSizesToShop(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('groupId', () => ID) groupId: string,
  ): Promise<typeof SendGroupSizesResult> {
    return outcome(
      () => sendGroupSizesToShop(em, sessions, groupId),
      (sent) =>
        make(GroupQuoteSent, {
          ...sent,
          message: 'Størrelsene er sendt til butikken. Vi kommer tilbake med et tilbud.',
        }),
    ) as Promise<typeof SendGroupSizesResult>;
  }
}
