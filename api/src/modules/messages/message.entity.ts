import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MessageSenderType } from '@russ/schema/messages/thread-status';
import { MessageThread } from './message-thread.entity.js';

@Entity({ tableName: 'messages' })
export class Message {
  [OptionalProps]?: 'senderType' | 'isRead' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => MessageThread, ref: true, index: true, deleteRule: 'cascade' })
  thread!: Ref<MessageThread>;

  @Property({ type: 'text' })
  senderEmail!: string;

  @Property({ type: 'text', default: 'customer' })
  senderType: MessageSenderType = 'customer';

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text', nullable: true })
  attachmentKey?: string | null;

  @Property({ type: 'text', nullable: true })
  attachmentName?: string | null;

  /**
   * Read by its recipient: for the shop's message, the customer opened the thread; for the customer's, staff did
   * (the inbox's 'Ulest').
   */
  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  /** The staff member who wrote a shop message (`Send svar`); staff only, the customer sees the shop's name. */
  @Property({ type: 'integer', nullable: true })
  staffUserId?: number | null;

  @Property({ type: 'text', nullable: true })
  staffUsername?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
