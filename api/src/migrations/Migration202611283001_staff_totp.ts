import { Migration } from '@mikro-orm/migrations';

/**
 * Two-step sign-in for staff (admin §13): the TOTP secret encrypted at rest (AES-256-GCM, key from SESSION_SECRET),
 * a secret being enrolled, when it was switched on, the last time step used (a replayed code is refused), the
 * recovery codes as sha256 hashes (each removed when used), and the per-user requirement.
 */
export class Migration202611283001_staff_totp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column if not exists "totp_secret" text null;`);
    this.addSql(`alter table "users" add column if not exists "totp_pending_secret" text null;`);
    this.addSql(`alter table "users" add column if not exists "totp_enabled_at" timestamptz null;`);
    this.addSql(`alter table "users" add column if not exists "totp_last_step" bigint null;`);
    this.addSql(`alter table "users" add column if not exists "totp_recovery_hashes" text[] not null default '{}';`);
    this.addSql(`alter table "users" add column if not exists "totp_required" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    for (const column of [
      'totp_secret',
      'totp_pending_secret',
      'totp_enabled_at',
      'totp_last_step',
      'totp_recovery_hashes',
      'totp_required',
    ]) {
      this.addSql(`alter table "users" drop column if exists "${column}";`);
    }
  }
}
