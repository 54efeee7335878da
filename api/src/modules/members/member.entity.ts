import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A community member (customer). The e-mail is stored lower-case and identifies the customer everywhere. */
@Entity({ tableName: 'members' })
export class Member {
  [OptionalProps]?: 'isActive' | 'deactivatedAt' | 'joinedAt' | 'emailNotifications' | 'shareNameWithCoordinators';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', nullable: true })
  school?: string | null;

  @Property({ type: 'text', nullable: true })
  graduationYear?: string | null;

  /** Text by the spec ('true' / 'false'). */
  @Property({ type: 'text', default: 'true' })
  isActive: string = 'true';

  /** When staff last deactivated the member (null while active): the retention of deactivated members counts from it. */
  @Property({ type: 'datetime', nullable: true })
  deactivatedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  joinedAt: Date = new Date();

  @Property({ type: 'boolean', default: true })
  emailNotifications: boolean = true;

  /** Privacy (profile tab): coordinators of groups the member is invited to see their name. */
  @Property({ type: 'boolean', default: true })
  shareNameWithCoordinators: boolean = true;
}
