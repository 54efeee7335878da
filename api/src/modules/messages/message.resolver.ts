import { MESSAGE_MESSAGES } from '@russ/schema/messages/message-rules';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { customerOnly, ownerOrStaff } from '@russ/schema/staff/permissions';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { getMessageThread, replyToThread, startMessageThread } from './message.service.js';
import { listThreadMessages } from './message.views.js';
import { MessageThreadType, ThreadMessage, StartMessageThreadInput } from './message.types.js';

/** Message threads in the customer dashboard (the list is `customerArea.messageThreads`). */
@Resolver(() => MessageThreadType)
export class MessageResolver {
  @Access(ownerOrStaff('threads.read'))
  @Query(() => MessageThreadType, {
    description:
      "One thread with its messages: its owner or staff (NOT_FOUND for anyone else). The owner's reading marks the shop's replies read.",
  })
  messageThread(@Ctx() { em, sessions }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return getMessageThread(em, sessions, id);
  }

  @Access(customerOnly(MESSAGE_MESSAGES.customerOnly))
  @Mutation(() => MessageThreadType, { description: 'A new thread from the signed-in customer.' })
  startMessageThread(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('input', () => StartMessageThreadInput) input: StartMessageThreadInput,
  ): Promise<MessageThreadType> {
    return startMessageThread(em, sessions, input);
  }

  @Access(customerOnly(MESSAGE_MESSAGES.customerOnly))
  @Mutation(() => MessageThreadType, { description: "The signed-in customer's reply in one of their threads." })
  replyToThread(
    @Ctx() { em, sessions }: GraphQLContext,
    @Arg('threadId', () => ID) threadId: string,
    @Arg('body', () => String) body: string,
  ): Promise<MessageThreadType> {
    return replyToThread(em, sessions, threadId, { body });
  }

  /**
   * The thread's messages, oldest first. Whoever reached the thread (its owner or staff, through `messageThread`,
   * a mutation or `customerArea`) may read them; one thread read alone has them loaded already.
   */
  @FieldResolver(() => [ThreadMessage], { description: 'Oldest first.' })
  messages(@Root() thread: MessageThreadType, @Ctx() { em }: GraphQLContext) {
    return thread.messages ?? listThreadMessages(em, Number(thread.id));
  }
}
