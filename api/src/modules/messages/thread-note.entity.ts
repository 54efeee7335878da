import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { MessageThread } from './message-thread.entity.js';

/**
 * A staff member's internal note on a message thread ('Intern notat', admin §8). Kept apart from `messages` on
 * purpose: every customer-facing read (the dashboard, GraphQL, REST, the customer's data export) reads `messages`
 * only, so a note cannot reach the customer through any of them.
 */
@Entity({ tableName: 'message_thread_notes' })
export class ThreadNote {
  [OptionalProps]?: 'createdAt' | 'staffUserId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => MessageThread, ref: true, index: true, deleteRule: 'cascade' })
  thread!: Ref<MessageThread>;

  /** Null when the staff user was removed since; `staffUsername` keeps who wrote it. */
  @Property({ type: 'integer', nullable: true })
  staffUserId: number | null = null;

  @Property({ type: 'text' })
  staffUsername!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
