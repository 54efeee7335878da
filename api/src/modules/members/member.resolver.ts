import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { mailGuard } from '../../infra/mail-limits.js';
import { joinCommunity, toMemberView } from './member.service.js';
import { CommunityJoined, MemberInput } from './member.types.js';

@Resolver()
export class MemberResolver {
  @Access(PUBLIC)
  @Mutation(() => CommunityJoined, {
    description: 'BAD_USER_INPUT with field messages; CONFLICT when the e-mail already has a membership.',
  })
  async joinCommunity(
    @Ctx() { em, request }: GraphQLContext,
    @Arg('input', () => MemberInput) input: MemberInput,
  ): Promise<CommunityJoined> {
    return new CommunityJoined(toMemberView(await joinCommunity(em, input, mailGuard(request))));
  }
}
