import { Migration } from '@mikro-orm/migrations';

/**
 * Design review and proofs (admin §6): a version uploaded by staff is the shop's proof (`uploaded_by = 'staff'`,
 * with the staff user's name for the console and the message to the customer); the customer's latest request for
 * changes to a proof is kept on the design until the next proof. The console's list sorts by `updated_at`.
 */
export class Migration20261126000100_design_review extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "design_files" add column "uploaded_by" text not null default 'customer' check ("uploaded_by" in ('customer', 'staff'));`,
    );
    this.addSql(`alter table "design_files" add column "uploaded_by_staff" text null;`);
    this.addSql(`alter table "design_files" add column "proof_message" text null;`);
    this.addSql(`alter table "designs" add column "change_request" text null;`);
    this.addSql(`alter table "designs" add column "change_requested_at" timestamptz null;`);
    this.addSql(`create index "designs_updated_at_id_idx" on "designs" ("updated_at" desc, "id" desc);`);
    this.addSql(
      `create index "order_items_design_id_idx" on "order_items" ("design_id") where "design_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "order_items_design_id_idx";`);
    this.addSql(`drop index if exists "designs_updated_at_id_idx";`);
    this.addSql(`alter table "designs" drop column if exists "change_requested_at";`);
    this.addSql(`alter table "designs" drop column if exists "change_request";`);
    this.addSql(`alter table "design_files" drop column if exists "proof_message";`);
    this.addSql(`alter table "design_files" drop column if exists "uploaded_by_staff";`);
    this.addSql(`alter table "design_files" drop column if exists "uploaded_by";`);
  }
}
