import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Delivery log keyed by BullMQ job id: a job whose row exists has been sent and is not sent again. */
@Entity({ tableName: 'mail_deliveries' })
export class MailDelivery {
  [OptionalProps]?: 'sentAt' | 'status' | 'attempts';

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

  /** `queued` (a campaign mail waiting for a retry), `sent` or `failed` (gave up). */
  @Property({ type: 'text', default: 'sent' })
  status: 'queued' | 'sent' | 'failed' = 'sent';

  @Property({ type: 'integer', default: 1 })
  attempts: number = 1;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The newsletter campaign a campaign mail belongs to. */
  @Property({ type: 'integer', nullable: true })
  campaignId?: number | null;
}
