import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Design } from './design.entity.js';

/** One uploaded version of a design's artwork; the bytes live in file storage under storageKey. */
@Entity({ tableName: 'design_files' })
export class DesignFile {
  [OptionalProps]?: 'version' | 'isLatest' | 'uploadedAt' | 'uploadedBy';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Design, ref: true, index: true, deleteRule: 'cascade' })
  design!: Ref<Design>;

  @Property({ type: 'text' })
  storageKey!: string;

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'text' })
  mimeType!: string;

  /** Bytes. */
  @Property({ type: 'integer' })
  fileSize!: number;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @Property({ type: 'boolean', default: true })
  isLatest: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  uploadedAt: Date = new Date();

  /** 'customer', or 'staff' for the shop's proof (`Last opp korrektur`). */
  @Property({ type: 'text', default: 'customer' })
  uploadedBy: 'customer' | 'staff' = 'customer';

  /** The staff user who uploaded a proof (console only, never shown to the customer). */
  @Property({ type: 'text', nullable: true })
  uploadedByStaff?: string | null;

  /** 'Melding til kunden' with a proof. */
  @Property({ type: 'text', nullable: true })
  proofMessage?: string | null;
}
