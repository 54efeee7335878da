import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A staff sign-in that was signed out: the cookie with this `jti` is refused even when replayed (common/auth.ts
 * `resolveSessions`). Kept until the cookie would have expired anyway; `endStaffSession` prunes older rows.
 */
@Entity({ tableName: 'staff_session_revocations' })
export class StaffSessionRevocation {
  @PrimaryKey({ type: 'text' })
  sessionId!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
