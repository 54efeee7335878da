import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices for staff (admin §4): the KID, credit notes (`kind` credit_note with a negative amount pointing at the
 * invoice it corrects), the payment reference, reminders, when the invoice was mailed and who issued it; stored
 * invoice lines (an issued invoice never changes when its order does); and the yearly gapless number counter,
 * one row per year locked by the transaction that issues a number.
 */
export class Migration20261125220300_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices"
      add column "kid" text null,
      add column "kind" text not null default 'invoice',
      add column "credited_invoice_id" integer null references "invoices" ("id") on delete restrict,
      add column "credit_reason" text null,
      add column "return_id" integer null references "returns" ("id") on delete set null,
      add column "payment_reference" text null,
      add column "reminders_sent" integer not null default 0,
      add column "last_reminder_at" timestamptz null,
      add column "sent_at" timestamptz null,
      add column "issued_by_staff_id" integer null references "users" ("id") on delete set null,
      add constraint "invoices_kind_check" check ("kind" in ('invoice', 'credit_note')),
      add constraint "invoices_credit_sign_check" check (
        ("kind" = 'invoice' and "credited_invoice_id" is null) or ("kind" = 'credit_note' and "amount" < 0 and "credited_invoice_id" is not null)
      );`);
    this.addSql(
      `create index "invoices_credited_invoice_id_index" on "invoices" ("credited_invoice_id") where "credited_invoice_id" is not null;`,
    );
    this.addSql(`create index "invoices_created_at_id_index" on "invoices" ("created_at" desc, "id" desc);`);
    this.addSql(
      `create index "invoices_status_created_at_index" on "invoices" ("status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "invoices_due_date_index" on "invoices" ("due_date") where "status" in ('pending', 'overdue');`,
    );
    this.addSql(`create table "invoice_lines" (
      "id" serial primary key,
      "invoice_id" integer not null references "invoices" ("id") on update cascade on delete cascade,
      "position" integer not null default 0,
      "order_item_id" integer null references "order_items" ("id") on delete set null,
      "description" text not null,
      "quantity" integer not null,
      "unit_price" numeric(10,2) not null,
      "line_total" numeric(10,2) not null
    );`);
    this.addSql(`create index "invoice_lines_invoice_id_index" on "invoice_lines" ("invoice_id");`);
    this.addSql(`create table "invoice_number_counters" (
      "year" integer primary key,
      "last_value" integer not null default 0 check ("last_value" >= 0)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice_number_counters";`);
    this.addSql(`drop table if exists "invoice_lines";`);
    this.addSql(`drop index if exists "invoices_due_date_index";`);
    this.addSql(`drop index if exists "invoices_status_created_at_index";`);
    this.addSql(`drop index if exists "invoices_created_at_id_index";`);
    this.addSql(`drop index if exists "invoices_credited_invoice_id_index";`);
    this.addSql(`alter table "invoices" drop constraint if exists "invoices_credit_sign_check",
      drop constraint if exists "invoices_kind_check",
      drop column "issued_by_staff_id", drop column "sent_at", drop column "last_reminder_at",
      drop column "reminders_sent", drop column "payment_reference", drop column "return_id",
      drop column "credit_reason", drop column "credited_invoice_id", drop column "kind", drop column "kid";`);
  }
}
