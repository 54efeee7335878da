import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Invoice } from './invoice.entity.js';

/**
 * One line of an issued invoice, copied from the order's lines when it was issued (a per-member invoice holds
 * only that member's lines; a credit note one line saying what it credits). Kroner incl. MVA.
 */
@Entity({ tableName: 'invoice_lines' })
export class InvoiceLineRow {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Invoice, ref: true, index: true, deleteRule: 'cascade' })
  invoice!: Ref<Invoice>;

  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Property({ type: 'integer', nullable: true })
  orderItemId?: number | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  unitPrice!: string;

  @Property({ type: 'decimal', precision: 10, scale: 2 })
  lineTotal!: string;
}
