import { Migration } from '@mikro-orm/migrations';

/**
 * Groups: when the coordinator last sent the collected sizes to the shop ('Send til butikken') and which
 * contacts row (subject 'tilbud') that made.
 */
export class Migration20261122203000_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "groups" add column "quote_requested_at" timestamptz null;`);
    this.addSql(`alter table "groups" add column "quote_contact_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "groups" drop column if exists "quote_contact_id";`);
    this.addSql(`alter table "groups" drop column if exists "quote_requested_at";`);
  }
}
