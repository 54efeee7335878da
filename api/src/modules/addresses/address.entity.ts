import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { AddressType } from '@russ/schema/addresses/addresses';

@Entity({ tableName: 'addresses' })
// At most one default address per customer and type (migration Migration20261122204000_profile).
@Unique({
  name: 'addresses_one_default_per_type',
  expression:
    'create unique index "addresses_one_default_per_type" on "addresses" ("member_email", "type") where "is_default"',
})
export class Address {
  [OptionalProps]?: 'type' | 'country' | 'isDefault' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'text' })
  memberEmail!: string;

  @Property({ type: 'text', default: 'shipping' })
  type: AddressType = 'shipping';

  /** Recipient name. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  line1!: string;

  @Property({ type: 'text', nullable: true })
  line2?: string | null;

  @Property({ type: 'text' })
  city!: string;

  @Property({ type: 'text' })
  postalCode!: string;

  @Property({ type: 'text', default: 'NO' })
  country: string = 'NO';

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Property({ type: 'boolean', default: false })
  isDefault: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
