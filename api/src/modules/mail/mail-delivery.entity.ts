import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type MailDeliveryStatus = 'queued' | 'sent' | 'failed';

/**
 * The mail log (admin §12), keyed by BullMQ job id. A job whose row is `sent` has been sent and is not sent
 * again; a `queued` row is a job being retried, a `failed` one gave up. `sentAt` is when the row last changed
 * state (the send time once sent).
 */
@Entity({ tableName: 'mail_deliveries' })
export class MailDelivery {
  [OptionalProps]?: 'sentAt' | 'status' | 'attempts';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  jobId!: string;

  /** The job name, e.g. `mail.quote-sent`. */
  @Property({ type: 'text' })
  type!: string;

  /** Empty while a job that never got as far as building its mail is retried. */
  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  messageId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();

  /** `queued` (being retried), `sent` or `failed` (gave up). */
  @Property({ type: 'text', default: 'sent' })
  status: MailDeliveryStatus = 'sent';

  @Property({ type: 'integer', default: 1 })
  attempts: number = 1;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The newsletter campaign a campaign mail belongs to. */
  @Property({ type: 'integer', nullable: true })
  campaignId?: number | null;

  /** What the mail is about (`order`, `quote`, `invoice`, `design`, ...), from the job's payload ids. */
  @Property({ type: 'text', nullable: true })
  recordType?: string | null;

  @Property({ type: 'integer', nullable: true })
  recordId?: number | null;

  /** The job's payload (ids only), so `Send på nytt` can queue the same job again. */
  @Property({ type: 'json', nullable: true })
  payload?: Record<string, unknown> | null;

  /** The mail as sent; sign-in link tokens are masked. */
  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  /** File names of the attachments sent (the files themselves are not kept). */
  @Property({ type: 'json', nullable: true })
  attachments?: string[] | null;

  /** The delivery this one resends (`Send på nytt`). */
  @Property({ type: 'integer', nullable: true })
  resendOfId?: number | null;
}
