import { Migration } from '@mikro-orm/migrations';

/**
 * Groups: when the coordinator last sent the collected sizes to the shop (and which contact row that made), and
 * one size submission per member and group (a member edits their submission until the deadline; the index
 * decides when two saves race). Duplicates from before the index keep only the newest row.
 */
export class Migration20261122203000_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "groups" add column "quote_requested_at" timestamptz null;`);
    this.addSql(`alter table "groups" add column "quote_contact_id" int null;`);
    this.addSql(
      `delete from "size_submissions" a using "size_submissions" b where a."group_id" = b."group_id" and a."member_email" = b."member_email" and a."id" < b."id";`,
    );
    this.addSql(
      `alter table "size_submissions" add constraint "size_submissions_group_id_member_email_unique" unique ("group_id", "member_email");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "size_submissions" drop constraint if exists "size_submissions_group_id_member_email_unique";`,
    );
    this.addSql(`alter table "groups" drop column if exists "quote_contact_id";`);
    this.addSql(`alter table "groups" drop column if exists "quote_requested_at";`);
  }
}
