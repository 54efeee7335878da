import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({ description: 'A thread in the staff inbox (admin §8).' })
export class StaffMessageThread {
  @Field(() => ID) id!: number;
  @Field() subject!: string;
  @Field({ description: 'support, order or general.' }) type!: string;
  @Field({ description: 'open, closed or waiting.' }) status!: string;
  @Field() memberEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => Int, { nullable: true }) relatedOrderId!: number | null;
  @Field(() => String, { nullable: true }) relatedOrderNumber!: string | null;
  @Field(() => Int, { nullable: true }) relatedDesignId!: number | null;
  @Field(() => String, { nullable: true }) relatedDesignName!: string | null;
  @Field(() => Int, { nullable: true }) relatedGroupId!: number | null;
  @Field(() => String, { nullable: true }) relatedGroupName!: string | null;
  @Field(() => GraphQLISODateTime) lastMessageAt!: Date;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: "Customer messages staff have not read ('Ulest' when above 0)." })
  unreadCount!: number;
  @Field(() => Int) messageCount!: number;
}

@ObjectType({ description: 'One entry of a thread for staff: a customer message, a staff reply or an internal note.' })
export class StaffThreadEntry {
  @Field(() => ID, { description: '`message-<id>` or `note-<id>`.' }) key!: string;
  @Field(() => Int) id!: number;
  @Field({ description: 'customer, staff or note (internal, never shown to the customer).' }) kind!: string;
  @Field() body!: string;
  @Field({ description: "The customer's e-mail or the staff member's username." }) author!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Boolean, { nullable: true, description: 'For a message: read by its recipient.' })
  isRead!: boolean | null;
}

@ObjectType({ description: 'One thread for staff with its messages and internal notes, oldest first.' })
export class StaffMessageThreadDetail extends StaffMessageThread {
  @Field(() => [StaffThreadEntry]) entries!: StaffThreadEntry[];
}

@ObjectType()
export class StaffMessageThreadPage extends ListPageOf(StaffMessageThread) {}

@ObjectType({ description: 'The thread after a staff step.' })
export class ThreadUpdated {
  @Field(() => StaffMessageThreadDetail) thread!: StaffMessageThreadDetail;

  constructor(thread: StaffMessageThreadDetail) {
    this.thread = thread;
  }
}

@InputType({ description: 'Filters of the console inbox.' })
export class StaffMessageThreadFilter {
  @Field(() => String, { nullable: true, description: 'open, waiting or closed.' }) status?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true: threads with a customer message staff have not read.' })
  unread?: boolean | null;
}
