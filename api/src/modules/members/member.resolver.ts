import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { PUBLIC } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { orValidationError } from '../../graphql/common.types.js';
import { EmailTakenError, joinCommunity, toMemberView } from './member.service.js';
import { CommunityJoined, EmailTaken, JoinCommunityResult, MemberInput } from './member.types.js';

@Resolver()
export class MemberResolver {
  @Access(PUBLIC)
  @Mutation(() => JoinCommunityResult)
  async joinCommunity(
    @Ctx() { em }: GraphQLContext,
    @Arg('input', () => MemberInput) input: MemberInput,
  ): Promise<typeof JoinCommunityResult> {
    try {
      return await orValidationError(
        () => joinCommunity(em, input),
        (member) => new CommunityJoined(toMemberView(member)),
      );
    } catch (error) {
      if (error instanceof EmailTakenError) return new EmailTaken(error.message);
      throw error;
    }
  }
}
