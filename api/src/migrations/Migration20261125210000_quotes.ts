import { Migration } from '@mikro-orm/migrations';

/**
 * Quotes (admin §2): `quotes` (one row per version, totals as last computed by schema/'s quoteTotals) and
 * `quote_lines`; orders remember the quote and group they came from, and order lines their print name.
 */
export class Migration20261125210000_quotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "quotes" (
      "id" serial primary key,
      "quote_number" text not null,
      "version" integer not null default 1,
      "customer_email" text not null,
      "status" text not null default 'draft',
      "contact_id" integer null references "contacts" ("id") on delete set null,
      "group_id" integer null references "groups" ("id") on delete set null,
      "previous_version_id" integer null references "quotes" ("id") on delete set null,
      "replaced_by_id" integer null references "quotes" ("id") on delete set null,
      "discount_kind" text not null default 'group',
      "discount_reading" text null,
      "discount_percent" numeric(5,2) null,
      "coupon_code" text null,
      "valid_until" timestamptz not null,
      "pieces" integer not null default 0,
      "goods_amount" numeric(10,2) not null default 0.00,
      "discount_amount" numeric(10,2) not null default 0.00,
      "shipping_amount" numeric(10,2) not null default 0.00,
      "vat_amount" numeric(10,2) not null default 0.00,
      "total_amount" numeric(10,2) not null default 0.00,
      "customer_note" text null,
      "created_by_staff_id" integer null references "users" ("id") on delete set null,
      "sent_at" timestamptz null,
      "answered_at" timestamptz null,
      "decline_reason" text null,
      "order_id" integer null references "orders" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "quotes_number_version_unique" unique ("quote_number", "version"),
      constraint "quotes_status_check" check ("status" in ('draft', 'sent', 'accepted', 'declined', 'expired')),
      constraint "quotes_discount_kind_check" check ("discount_kind" in ('none', 'group', 'custom'))
    );`);
    this.addSql(`create index "quotes_quote_number_index" on "quotes" ("quote_number");`);
    this.addSql(`create index "quotes_customer_email_index" on "quotes" ("customer_email");`);
    this.addSql(`create index "quotes_status_index" on "quotes" ("status");`);
    this.addSql(`create index "quotes_group_id_index" on "quotes" ("group_id");`);
    this.addSql(`create index "quotes_status_created_at_index" on "quotes" ("status", "created_at");`);
    this.addSql(`create table "quote_lines" (
      "id" serial primary key,
      "quote_id" integer not null references "quotes" ("id") on update cascade on delete cascade,
      "position" integer not null default 0,
      "product_id" integer not null,
      "description" text not null,
      "size" text null,
      "color" text null,
      "quantity" integer not null check ("quantity" > 0),
      "unit_price" numeric(10,2) not null check ("unit_price" >= 0),
      "design_id" integer null,
      "print_name" text null
    );`);
    this.addSql(`create index "quote_lines_quote_id_index" on "quote_lines" ("quote_id");`);
    this.addSql(
      `alter table "orders" add column "quote_id" integer null references "quotes" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orders" add column "group_id" integer null references "groups" ("id") on delete set null;`,
    );
    this.addSql(`alter table "order_items" add column "print_name" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_items" drop column if exists "print_name";`);
    this.addSql(`alter table "orders" drop column if exists "group_id";`);
    this.addSql(`alter table "orders" drop column if exists "quote_id";`);
    this.addSql(`drop table if exists "quote_lines";`);
    this.addSql(`drop table if exists "quotes";`);
  }
}
