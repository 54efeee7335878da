import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ThreadStatus, ThreadType } from '@russ/schema/messages/thread-status';
import { Message } from './message.entity.js';

/** A conversation between one customer (memberEmail) and the shop. Related ids are plain ids. */
@Entity({ tableName: 'message_threads' })
export class MessageThread {
  [OptionalProps]?: 'type' | 'status' | 'lastMessageAt' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The customer who owns the thread. */
  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  @Property({ type: 'text', default: 'general' })
  type: ThreadType = 'general';

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'integer', nullable: true })
  relatedOrderId?: number | null;

  @Property({ type: 'integer', nullable: true })
  relatedDesignId?: number | null;

  @Property({ type: 'integer', nullable: true })
  relatedGroupId?: number | null;

  @Property({ type: 'text', default: 'open' })
  status: ThreadStatus = 'open';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastMessageAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @OneToMany({ entity: () => Message, mappedBy: 'thread' })
  messages = new Collection<Message>(this);
}
