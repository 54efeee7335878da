import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Contact } from './contact.entity.js';

/** `Svar` on a contact message (admin §8): the answer mailed to the sender, kept with who sent it and when. */
@Entity({ tableName: 'contact_replies' })
export class ContactReply {
  [OptionalProps]?: 'createdAt' | 'staffUserId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Contact, ref: true, index: true, deleteRule: 'cascade' })
  contact!: Ref<Contact>;

  /** Null when the staff user was removed since; `staffUsername` keeps who answered. */
  @Property({ type: 'integer', nullable: true })
  staffUserId: number | null = null;

  @Property({ type: 'text' })
  staffUsername!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
