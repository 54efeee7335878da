import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Quote } from './quote.entity.js';

/** One line of a quote (admin §16): a catalogue product, size, colour, quantity and unit price incl. MVA. */
@Entity({ tableName: 'quote_lines' })
export class QuoteLine {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Quote, ref: true, index: true, deleteRule: 'cascade' })
  quote!: Ref<Quote>;

  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  /** A catalogue product id; kept as a plain id (a product may leave the catalogue later). */
  @Property({ type: 'integer' })
  productId!: number;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text', nullable: true })
  size?: string | null;

  @Property({ type: 'text', nullable: true })
  color?: string | null;

  @Property({ type: 'integer' })
  quantity!: number;

  /** Kroner incl. 25 % MVA, numeric(10,2). */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  unitPrice!: string;

  /** One of the customer's designs. */
  @Property({ type: 'integer', nullable: true })
  designId?: number | null;

  @Property({ type: 'text', nullable: true })
  printName?: string | null;
}
