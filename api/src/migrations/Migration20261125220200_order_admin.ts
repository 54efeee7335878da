import { Migration } from '@mikro-orm/migrations';

/**
 * Orders on the staff side (admin §3): `order_notes` (staff-only 'Intern notat'; never read by any customer-facing
 * view or the customer's export), the reason a cancelled order was cancelled (mailed to the customer), and the
 * indexes the console's order list sorts and filters on.
 */
export class Migration20261125220200_order_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_notes" (
      "id" serial primary key,
      "order_id" integer not null references "orders" ("id") on update cascade on delete cascade,
      "staff_user_id" integer null references "users" ("id") on delete set null,
      "staff_username" text not null,
      "body" text not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "order_notes_order_id_index" on "order_notes" ("order_id");`);
    this.addSql(`alter table "orders" add column "cancel_reason" text null;`);
    this.addSql(`create index "orders_created_at_id_index" on "orders" ("created_at", "id");`);
    this.addSql(`create index "orders_status_created_at_index" on "orders" ("status", "created_at");`);
    this.addSql(`create index "shipments_order_id_created_at_index" on "shipments" ("order_id", "created_at", "id");`);
    this.addSql(
      `create index "order_items_order_id_quantity_index" on "order_items" ("order_id") include ("quantity");`,
    );
    this.addSql(
      `create index "invoices_order_id_amount_status_index" on "invoices" ("order_id") include ("amount", "status");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "invoices_order_id_amount_status_index";`);
    this.addSql(`drop index if exists "order_items_order_id_quantity_index";`);
    this.addSql(`drop index if exists "shipments_order_id_created_at_index";`);
    this.addSql(`drop index if exists "orders_status_created_at_index";`);
    this.addSql(`drop index if exists "orders_created_at_id_index";`);
    this.addSql(`alter table "orders" drop column if exists "cancel_reason";`);
    this.addSql(`drop table if exists "order_notes";`);
  }
}
