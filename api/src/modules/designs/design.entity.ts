import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DesignStatus } from '@russ/schema/designs/design-status';
import { DesignFile } from './design-file.entity.js';

/** A customer's logo/print design, approved by staff before production. groupId is a plain id. */
@Entity({ tableName: 'designs' })
export class Design {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  @Property({ type: 'integer', nullable: true })
  groupId?: number | null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Index()
  @Property({ type: 'text', default: 'draft' })
  status: DesignStatus = 'draft';

  /** Notes from staff to the customer (e.g. why it was rejected). */
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'datetime', nullable: true })
  approvedAt?: Date | null;

  /** The customer's `Be om endringer` note on the latest proof; cleared by the next proof. */
  @Property({ type: 'text', nullable: true })
  changeRequest?: string | null;

  @Property({ type: 'datetime', nullable: true })
  changeRequestedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @OneToMany({ entity: () => DesignFile, mappedBy: 'design' })
  files = new Collection<DesignFile>(this);
}
