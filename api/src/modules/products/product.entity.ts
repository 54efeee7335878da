import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { slugify } from '@russ/schema/catalog/catalog-admin.validators';

/**
 * A catalogue product. `price` is the display text ('Fra 449,-') as the storefront reads it; the product page
 * path is derived from the name (`productPagePath` in @russ/schema/catalog/product-pages), never stored.
 */
@Entity({ tableName: 'products' })
@Index({ properties: ['category', 'sortOrder'] })
export class Product {
  [OptionalProps]?: 'sortOrder' | 'slug' | 'hidden' | 'fromPrice' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** Unique identifier from the name (admin §10); set on create when not given. Nullable for rows written by SQL. */
  @Property({
    type: 'text',
    nullable: true,
    unique: 'products_slug_unique',
    onCreate: (p: Product) => p.slug ?? slugify(p.name),
  })
  slug?: string | null;

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

  /** The from-price in kroner as a number (the form's 'Fra-pris'); `price` is what the storefront shows. */
  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  fromPrice?: string | null;

  /** Hidden with `Skjul`: not in any storefront list, REST answer, sitemap; shown again with `Vis`. */
  @Property({ type: 'boolean', default: false })
  hidden: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Position in listings; the first six overdeler are the home page's popular products. */
  @Property({ type: 'integer', default: 0 })
  sortOrder: number = 0;
}
