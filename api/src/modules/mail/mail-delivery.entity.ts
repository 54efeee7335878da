import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Delivery log keyed by BullMQ job id: a job whose row exists has been sent and is not sent again. */
@Entity({ tableName: 'mail_deliveries' })
export class MailDelivery {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  jobId!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  messageId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}
