import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { GroupStatus } from '@russ/schema/groups/group-status';
import { GroupMember } from './group-member.entity.js';
import { SizeSubmission } from './size-submission.entity.js';

/** A russ group (class, team…) run by a coordinator who collects members and sizes for a group order. */
@Entity({ tableName: 'groups' })
export class Group {
  [OptionalProps]?: 'status' | 'archivedByStaff' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  school?: string | null;

  @Property({ type: 'text', nullable: true })
  graduationYear?: string | null;

  @Index()
  @Property({ type: 'text' })
  coordinatorEmail!: string;

  @Property({ type: 'text', unique: true })
  inviteCode!: string;

  /** Last day to submit sizes. */
  @Property({ type: 'datetime', nullable: true })
  deadline?: Date | null;

  @Property({ type: 'text', default: 'active' })
  status: GroupStatus = 'active';

  /** Staff archived the group (`Arkiver`): its coordinator cannot reopen it. */
  @Property({ type: 'boolean', default: false })
  archivedByStaff: boolean = false;

  /** Empty means unlimited ('Ubegrenset'). */
  @Property({ type: 'integer', nullable: true })
  maxMembers?: number | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the coordinator last sent the collected sizes to the shop as a quote request ('Send til butikken'). */
  @Property({ type: 'datetime', nullable: true })
  quoteRequestedAt?: Date | null;

  /** The contacts row (subject 'tilbud') that request created. */
  @Property({ type: 'integer', nullable: true })
  quoteContactId?: number | null;

  /**
   * The deadline the daily size reminder was last sent for (admin §7): the reminder goes once per group and
   * deadline, so a deadline moved with `Forleng frist` may get its own.
   */
  @Property({ type: 'datetime', nullable: true })
  sizeReminderDeadline?: Date | null;

  @OneToMany({ entity: () => GroupMember, mappedBy: 'group' })
  members = new Collection<GroupMember>(this);

  @OneToMany({ entity: () => SizeSubmission, mappedBy: 'group' })
  sizeSubmissions = new Collection<SizeSubmission>(this);
}
