import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One message in a thread.' })
export class ThreadMessage {
  @Field(() => ID) id!: number;
  @Field({ description: 'customer or staff.' }) senderType!: string;
  @Field() senderEmail!: string;
  @Field() body!: string;
  @Field({ description: 'For a message from the shop: whether the customer has read it.' }) isRead!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('MessageThread', {
  description:
    'A conversation between a customer and the shop: one type for the list (customerArea.messageThreads) and the thread with its messages.',
})
export class MessageThreadType {
  @Field(() => ID) id!: number;
  @Field() subject!: string;
  @Field({ description: 'support, order or general.' }) type!: string;
  @Field({ description: 'open, closed or waiting.' }) status!: string;
  @Field(() => Int, { nullable: true }) relatedOrderId!: number | null;
  @Field(() => Int, { nullable: true }) relatedDesignId!: number | null;
  @Field(() => Int, { nullable: true }) relatedGroupId!: number | null;
  @Field(() => GraphQLISODateTime) lastMessageAt!: Date;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: 'Replies from the shop the customer has not read.' }) unreadCount!: number;
  /** Resolved by MessageResolver.messages (loaded with one thread, read on demand in a list). */
  messages?: ThreadMessage[];
}

@InputType({ description: 'A new thread from the customer. The related ids must be their own order, design or group.' })
export class StartMessageThreadInput {
  @Field() subject!: string;
  @Field(() => String, { nullable: true, description: 'support, order or general (default general).' })
  type?: string | null;
  @Field() body!: string;
  @Field(() => Int, { nullable: true }) relatedOrderId?: number | null;
  @Field(() => Int, { nullable: true }) relatedDesignId?: number | null;
  @Field(() => Int, { nullable: true }) relatedGroupId?: number | null;
}
