import { Migration } from '@mikro-orm/migrations';

/**
 * The staff side of groups (admin §7): `size_reminder_deadline` remembers which deadline the daily size reminder
 * was sent for (once per group and deadline), and an index serves the reminder job's look-up of active groups
 * by deadline.
 */
export class Migration20261126000200_group_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "groups" add column "size_reminder_deadline" timestamptz null;`);
    this.addSql(`create index "groups_status_deadline_idx" on "groups" ("status", "deadline");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "groups_status_deadline_idx";`);
    this.addSql(`alter table "groups" drop column if exists "size_reminder_deadline";`);
  }
}
