import { Migration } from '@mikro-orm/migrations';

/**
 * Revocable staff sessions and the audit trail:
 * - `users.active` (a deactivated user cannot sign in and their sessions end) and `users.session_version`
 *   (signed into every staff cookie; bumping it ends every session of the user: a change of role, deactivation);
 * - `staff_session_revocations`: sign-ins that were signed out (the cookie's `jti`), kept until they expire;
 * - `audit_entries`: one row per staff change (who, what, which record, when, before and after), written in the
 *   same transaction as the change.
 */
export class Migration20261125180000_staff_access extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "active" boolean not null default true;`);
    this.addSql(`alter table "users" add column "session_version" integer not null default 0;`);
    this.addSql(`create table "staff_session_revocations" (
      "session_id" text primary key,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create table "audit_entries" (
      "id" serial primary key,
      "staff_user_id" integer null references "users" ("id") on delete set null,
      "staff_username" text not null,
      "action" text not null,
      "entity_type" text not null,
      "entity_id" text not null,
      "at" timestamptz not null default now(),
      "before" jsonb null,
      "after" jsonb null
    );`);
    this.addSql(`create index "audit_entries_entity_idx" on "audit_entries" ("entity_type", "entity_id", "at" desc);`);
    this.addSql(`create index "audit_entries_staff_idx" on "audit_entries" ("staff_user_id", "at" desc);`);
    this.addSql(`create index "audit_entries_at_idx" on "audit_entries" ("at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entries";`);
    this.addSql(`drop table if exists "staff_session_revocations";`);
    this.addSql(`alter table "users" drop column if exists "session_version";`);
    this.addSql(`alter table "users" drop column if exists "active";`);
  }
}
