import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { StaffRole } from '@russ/schema/staff/staff-roles';

/** A staff account for the admin console. The spec's `users` table is the staff table. */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'role'
    | 'createdAt'
    | 'active'
    | 'sessionVersion'
    | 'name'
    | 'email'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'totpEnabledAt'
    | 'totpLastStep'
    | 'totpRecoveryHashes'
    | 'totpRequired';

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

  /** The TOTP secret, AES-256-GCM encrypted (staff/staff-totp.service.ts); null without two-step sign-in. Never logged. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpSecret: string | null = null;

  /** A secret being enrolled (shown as a QR code, not yet confirmed with a code), encrypted like `totpSecret`. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totpPendingSecret: string | null = null;

  /** When two-step sign-in was switched on; null while it is off. */
  @Property({ type: 'datetime', nullable: true })
  totpEnabledAt: Date | null = null;

  /** The last TOTP time step accepted: a code of this step or an earlier one is refused (no replay). */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  totpLastStep: string | null = null;

  /** sha256 (hex) of each unused recovery code; a used one is removed. */
  @Property({ type: 'text[]', hidden: true })
  totpRecoveryHashes: string[] = [];

  /** `Krever to-trinns innlogging`: this user must have two-step sign-in, whatever STAFF_TOTP_REQUIRED says. */
  @Property({ type: 'boolean', default: false })
  totpRequired: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
