import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { CampaignRecipientState } from '@russ/schema/newsletter/campaign';

/**
 * One address of one campaign, unique per campaign: the row's state is what makes delivery exactly-once (a row
 * is claimed as `sending` before the mail goes out and marked `sent` right after the SMTP server accepted it).
 */
@Entity({ tableName: 'newsletter_campaign_recipients' })
@Unique({ properties: ['campaignId', 'email'] })
@Index({ properties: ['campaignId', 'state', 'id'] })
export class CampaignRecipient {
  [OptionalProps]?: 'state' | 'attempts';

  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  @Property({ type: 'integer' })
  campaignId!: number;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', default: 'queued' })
  state: CampaignRecipientState = 'queued';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  claimedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
