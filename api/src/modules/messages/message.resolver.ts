import { MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { customerOnly, ownerOrStaff } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { orValidationError } from '../../graphql/common.types.js';
import { getMessageThread, replyToThread, startMessageThread } from './message.service.js';
import {
  MessageThreadDetails,
  ReplyToThreadResult,
  StartMessageThreadInput,
  StartMessageThreadResult,
} from './message.types.js';

/** Message threads in the customer dashboard (the list is `customerArea.messageThreads`). */
@Resolver()
export class MessageResolver {
  @Access(ownerOrStaff('threads.read'))
  @Query(() => MessageThreadDetails, {
    description:
      "One thread with its messages: its owner or staff (NOT_FOUND for anyone else). The owner's reading marks the shop's replies read.",
  })
  messageThread(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return getMessageThread(em, sessions, id);
  }

  @Access(customerOnly(MESSAGE_MESSAGES.customerOnly))
  @Mutation(() => StartMessageThreadResult, { description: 'A new thread from the signed-in customer.' })
  startMessageThread(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => StartMessageThreadInput) input: StartMessageThreadInput,
  ): Promise<typeof StartMessageThreadResult> {
    return orValidationError(
      () => startMessageThread(em, sessions, input),
      (thread) => thread as MessageThreadDetails,
    );
  }

  @Access(customerOnly(MESSAGE_MESSAGES.customerOnly))
  @Mutation(() => ReplyToThreadResult, { description: "The signed-in customer's reply in one of their threads." })
  replyToThread(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('threadId', () => ID) threadId: string,
    @Arg('body', () => String) body: string,
  ): Promise<typeof ReplyToThreadResult> {
    return orValidationError(
      () => replyToThread(em, sessions, threadId, { body }),
      (thread) => thread as MessageThreadDetails,
    );
  }
}
