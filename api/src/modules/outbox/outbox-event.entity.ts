import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A job waiting to be handed to BullMQ, written in the same transaction as the change that causes it
 * (transactional outbox). The relay sets dispatchedAt once the job is queued with jobId `outbox-<id>`.
 */
@Entity({ tableName: 'outbox' })
@Index({ properties: ['dispatchedAt', 'id'] })
export class OutboxEvent {
  [OptionalProps]?: 'createdAt' | 'attempts';

  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  /** Job name, e.g. 'mail.contact-confirmation'. */
  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  dispatchedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
