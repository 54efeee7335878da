import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * What a staff member wrote on a record, kept with who wrote it and when: an order's and a message thread's
 * 'Intern notat' (admin §3, §8) and the `Svar` on a contact message (admin §8). Each kind is an entity of its
 * own table extending this with the record it belongs to; the columns are the same in the three tables.
 */
export abstract class StaffNote {
  [OptionalProps]?: 'createdAt' | 'staffUserId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Null when the staff user was removed since; `staffUsername` keeps who wrote it. */
  @Property({ type: 'integer', nullable: true })
  staffUserId: number | null = null;

  @Property({ type: 'text' })
  staffUsername!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
