import { Migration } from '@mikro-orm/migrations';

/**
 * Staff users (admin §13, `Ansatte`): a staff user gets a name and an e-mail (both optional for users created
 * before, such as the configured admin); usernames and e-mails are unique whatever their case. The audit log's
 * filter by kind of record (admin §1, `Hendelseslogg`), newest first, reads an index.
 */
export class Migration20261126000500_staff_users extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "name" text null;`);
    this.addSql(`alter table "users" add column "email" text null;`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(
      `create unique index "users_email_lower_unique" on "users" (lower("email")) where "email" is not null;`,
    );
    this.addSql(
      `create index "audit_entries_entity_type_at_idx" on "audit_entries" ("entity_type", "at" desc, "id" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "audit_entries_entity_type_at_idx";`);
    this.addSql(`drop index if exists "users_email_lower_unique";`);
    this.addSql(`drop index if exists "users_username_lower_unique";`);
    this.addSql(`alter table "users" drop column if exists "email";`);
    this.addSql(`alter table "users" drop column if exists "name";`);
  }
}
