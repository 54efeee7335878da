import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { StaffRole } from '@russ/schema/domain/staff-roles';

/** A staff account for the admin console. The spec's `users` table is the staff table. */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'role' | 'createdAt' | 'active' | 'sessionVersion' | 'name' | 'email';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  username!: string;

  /** 'Navn' (admin §13); null for users created before staff users had names (the configured admin). */
  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  /** 'E-post', lower case, unique among staff; null for users created before. */
  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  /** bcrypt hash, never the password itself. */
  @Property({ type: 'text', hidden: true })
  password!: string;

  @Property({ type: 'text', default: 'staff' })
  role: StaffRole = 'staff';

  /** A deactivated user cannot sign in, and their sessions end on their next request. */
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /**
   * Part of every staff session cookie; bumping it (sign-out, a change of role, deactivation) ends every cookie
   * signed before (common/auth.ts `resolveSessions`).
   */
  @Property({ type: 'integer', default: 0 })
  sessionVersion: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
