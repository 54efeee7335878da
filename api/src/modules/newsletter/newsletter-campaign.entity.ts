import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CampaignAudience, CampaignStatus } from '@russ/schema/newsletter/campaign';

/**
 * A newsletter campaign (admin §11). While it is `sending`, the worker first copies its audience into
 * `newsletter_campaign_recipients` page by page (keyset on the e-mail, `fanoutCursor`), then mails the recipients
 * in batches; the recipient rows, not Redis, say who has been mailed.
 */
@Entity({ tableName: 'newsletter_campaigns' })
export class NewsletterCampaign {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'fanoutDone' | 'recipientCount';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  subject!: string;

  /** Markdown. */
  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text' })
  audience!: CampaignAudience;

  /** The graduation year or school for those audiences; null for all confirmed subscribers. */
  @Property({ type: 'text', nullable: true })
  audienceValue?: string | null;

  @Property({ type: 'text', default: 'draft' })
  status: CampaignStatus = 'draft';

  @Property({ type: 'text' })
  createdBy!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sendStartedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  /** The last audience e-mail copied into the recipients (keyset cursor of the fan-out). */
  @Property({ type: 'text', nullable: true })
  fanoutCursor?: string | null;

  @Property({ type: 'boolean', default: false })
  fanoutDone: boolean = false;

  /** Recipients once the fan-out is done. */
  @Property({ type: 'integer', default: 0 })
  recipientCount: number = 0;
}
