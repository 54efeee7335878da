import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { GroupMemberRole, GroupMemberStatus } from '@russ/schema/groups/group-status';
import { Group } from './group.entity.js';

/** Someone invited to (or in) a group, by e-mail; names come from the members table when they are a member. */
@Entity({ tableName: 'group_members' })
@Unique({ properties: ['group', 'email'] })
export class GroupMember {
  [OptionalProps]?: 'role' | 'status' | 'invitedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Group, ref: true, index: true, deleteRule: 'cascade' })
  group!: Ref<Group>;

  @Index()
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', default: 'member' })
  role: GroupMemberRole = 'member';

  @Property({ type: 'text', default: 'invited' })
  status: GroupMemberStatus = 'invited';

  @Property({ type: 'datetime', nullable: true })
  joinedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  invitedAt: Date = new Date();
}
