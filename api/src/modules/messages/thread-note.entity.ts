import { type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne } from '@mikro-orm/decorators/legacy';
import { StaffNote } from '../../common/staff-note.entity.js';
import { MessageThread } from './message-thread.entity.js';

/**
 * A staff member's internal note on a message thread ('Intern notat', admin §8). Kept apart from `messages` on
 * purpose: every customer-facing read (the dashboard, GraphQL, REST, the customer's data export) reads `messages`
 * only, so a note cannot reach the customer through any of them.
 */
@Entity({ tableName: 'message_thread_notes' })
export class ThreadNote extends StaffNote {
  @ManyToOne({ entity: () => MessageThread, ref: true, index: true, deleteRule: 'cascade' })
  thread!: Ref<MessageThread>;
}
