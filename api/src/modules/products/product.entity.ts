import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A catalogue product. `price` is the display text ('Fra 449,-') as the storefront reads it; the product page
 * path is derived from the name (`productPagePath` in @russ/schema/catalog/product-pages), never stored.
 */
@Entity({ tableName: 'products' })
@Index({ properties: ['category', 'sortOrder'] })
export class Product {
  [OptionalProps]?: 'sortOrder';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  /** overdeler, underdeler, tilbehør or Patches. */
  @Property({ type: 'text' })
  category!: string;

  @Property({ type: 'text' })
  price!: string;

  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  /** Colour value of the product's main colourway (e.g. 'navy'); optional. */
  @Property({ type: 'text', nullable: true })
  color?: string | null;

  /** Position in listings; the first six overdeler are the home page's popular products. */
  @Property({ type: 'integer', default: 0 })
  sortOrder: number = 0;
}
