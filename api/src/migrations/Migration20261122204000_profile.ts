import { Migration } from '@mikro-orm/migrations';

/**
 * Profile tab (issue 4): the privacy setting on members, "sign out everywhere" (customer_session_revocations,
 * keyed by a SHA-256 hash of the e-mail so a deleted account leaves no address behind), and at most one default
 * address per customer and type, enforced by a partial unique index.
 */
export class Migration20261122204000_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "members" add column "share_name_with_coordinators" boolean not null default true;`);
    this.addSql(
      `create table "customer_session_revocations" ("email_hash" text not null, "revoked_at" timestamptz not null, constraint "customer_session_revocations_pkey" primary key ("email_hash"));`,
    );
    // Older rows may have several defaults of one type: keep the newest.
    this.addSql(
      `update "addresses" set "is_default" = false where "id" in (select "id" from (select "id", row_number() over (partition by "member_email", "type" order by "created_at" desc, "id" desc) as "n" from "addresses" where "is_default") as "d" where "n" > 1);`,
    );
    this.addSql(
      `create unique index "addresses_one_default_per_type" on "addresses" ("member_email", "type") where "is_default";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "addresses_one_default_per_type";`);
    this.addSql(`drop table if exists "customer_session_revocations" cascade;`);
    this.addSql(`alter table "members" drop column if exists "share_name_with_coordinators";`);
  }
}
