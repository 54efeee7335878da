import { OptionalProps } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';
import { StaffAuthored } from './staff-authored.entity.js';

/**
 * What a staff member wrote on a record, kept with who wrote it and when: an order's and a message thread's
 * 'Intern notat' (admin §3, §8) and the `Svar` on a contact message (admin §8). Each kind is an entity of its
 * own table extending this with the record it belongs to; the columns are the same in the three tables.
 */
export abstract class StaffNote extends StaffAuthored {
  [OptionalProps]?: 'createdAt' | 'staffUserId';

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
