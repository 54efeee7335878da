import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Marker of a seeder that has run (by name), so seed data is written once and never duplicated. */
@Entity({ tableName: 'seed_runs' })
export class SeedRun {
  [OptionalProps]?: 'ranAt';

  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  ranAt: Date = new Date();
}
