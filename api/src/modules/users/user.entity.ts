import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { StaffRole } from '@russ/schema/domain/staff-roles';

/** A staff account for the admin console. The spec's `users` table is the staff table. */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'role' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  username!: string;

  /** bcrypt hash, never the password itself. */
  @Property({ type: 'text', hidden: true })
  password!: string;

  @Property({ type: 'text', default: 'staff' })
  role: StaffRole = 'staff';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
