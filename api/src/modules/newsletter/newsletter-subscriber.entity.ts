import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { NewsletterStatus } from '@russ/schema/newsletter/newsletter-status';

/** A newsletter address (double opt-in). The e-mail is stored lower-case. */
@Entity({ tableName: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  [OptionalProps]?: 'status' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', default: 'pending' })
  status: NewsletterStatus = 'pending';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  unsubscribedAt?: Date | null;
}
