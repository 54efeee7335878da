import { Migration } from '@mikro-orm/migrations';

/**
 * The staff side of returns and coupons (admin §5, §10): a return remembers staff's reason for `Avvis` (mailed to
 * the customer) and when it was approved, rejected and completed; a member holds at most one unused assignment
 * of a coupon (`Tildel medlemmer` twice, or two staff at once, hands it out once); the staff list of returns reads
 * newest first and by status.
 */
export class Migration20261125220400_returns_coupons extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "returns"
      add column "rejection_reason" text null,
      add column "approved_at" timestamptz null,
      add column "rejected_at" timestamptz null,
      add column "completed_at" timestamptz null;`);
    this.addSql(`create index "returns_requested_at_id_index" on "returns" ("requested_at" desc, "id" desc);`);
    this.addSql(
      `create index "returns_status_requested_at_index" on "returns" ("status", "requested_at" desc, "id" desc);`,
    );
    this.addSql(
      `create unique index "member_coupons_unused_unique" on "member_coupons" ("coupon_id", "member_email") where "is_used" = false;`,
    );
    this.addSql(`create index "coupons_created_at_id_index" on "coupons" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "coupons_created_at_id_index";`);
    this.addSql(`drop index if exists "member_coupons_unused_unique";`);
    this.addSql(`drop index if exists "returns_status_requested_at_index";`);
    this.addSql(`drop index if exists "returns_requested_at_id_index";`);
    this.addSql(
      `alter table "returns" drop column "completed_at", drop column "rejected_at", drop column "approved_at", drop column "rejection_reason";`,
    );
  }
}
