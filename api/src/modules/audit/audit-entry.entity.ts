import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One staff change: who (the staff user and their username at the time), what (`action`, e.g.
 * `order.status.changed`), which record (`entityType` + `entityId`), when, and the record before and after.
 * Written by `recordAudit` in the same transaction as the change; read by the `Hendelseslogg` and each record's
 * `Historikk`.
 */
@Entity({ tableName: 'audit_entries' })
export class AuditEntry {
  [OptionalProps]?: 'at' | 'before' | 'after' | 'staffUserId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Null when the staff user was removed since; `staffUsername` keeps who it was. */
  @Property({ type: 'integer', nullable: true })
  staffUserId: number | null = null;

  @Property({ type: 'text' })
  staffUsername!: string;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text' })
  entityType!: string;

  @Property({ type: 'text' })
  entityId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();

  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;
}
