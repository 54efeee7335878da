import { type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { StaffNote } from '../../common/staff-note.entity.js';
import { Contact } from './contact.entity.js';

/** `Svar` on a contact message (admin §8): the answer mailed to the sender, kept with who sent it and when. */
@Entity({ tableName: 'contact_replies' })
export class ContactReply extends StaffNote {
  @ManyToOne({ entity: () => Contact, ref: true, index: true, deleteRule: 'cascade' })
  contact!: Ref<Contact>;
}
