import { OptionalProps } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { StaffAuthored } from '../../common/staff-authored.entity.js';

/**
 * One staff change: who (the staff user and their username at the time), what (`action`, e.g.
 * `order.status.changed`), which record (`entityType` + `entityId`), when, and the record before and after.
 * Written by `recordAudit` in the same transaction as the change; read by the `Hendelseslogg` and each record's
 * `Historikk`.
 */
@Entity({ tableName: 'audit_entries' })
export class AuditEntry extends StaffAuthored {
  [OptionalProps]?: 'at' | 'before' | 'after' | 'staffUserId';

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
