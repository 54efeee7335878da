import { Migration } from '@mikro-orm/migrations';

/**
 * Payments from the bank's files (admin §17): one row per imported file (its SHA-256 unique, so a file is
 * imported once) and one per payment (the bank's reference unique, so a payment that comes again in another file
 * is recorded once, also when two imports run at the same moment). Invoices learn what has been paid of them
 * (`paid_amount`), so a part payment leaves a rest ('Delvis betalt') and an overpayment an amount to refund
 * ('Overbetalt'); invoices already 'Betalt' count as paid in full.
 */
export class Migration202611292001_bank_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices" add column if not exists "paid_amount" numeric(10,2) not null default 0;`);
    this.addSql(`update "invoices" set "paid_amount" = "amount" where "status" = 'paid' and "kind" = 'invoice';`);
    this.addSql(`create index if not exists "invoices_kid_index" on "invoices" ("kid") where "kid" is not null;`);
    this.addSql(`create table if not exists "bank_file_imports" (
      "id" serial primary key,
      "file_hash" text not null,
      "file_name" text null,
      "kind" text not null,
      "payment_count" integer not null default 0,
      "matched_count" integer not null default 0,
      "open_count" integer not null default 0,
      "imported_by_staff_id" integer null references "users" ("id") on delete set null,
      "imported_at" timestamptz not null default now(),
      constraint "bank_file_imports_file_hash_unique" unique ("file_hash"),
      constraint "bank_file_imports_kind_check" check ("kind" in ('camt054', 'ocr'))
    );`);
    this.addSql(`create table if not exists "bank_payments" (
      "id" serial primary key,
      "bank_reference" text not null,
      "import_id" integer not null references "bank_file_imports" ("id") on delete restrict,
      "booked_on" date not null,
      "amount" numeric(12,2) not null,
      "reversed" boolean not null default false,
      "kid" text null,
      "payer_name" text null,
      "status" text not null,
      "invoice_id" integer null references "invoices" ("id") on delete restrict,
      "ignore_reason" text null,
      "handled_by_staff_id" integer null references "users" ("id") on delete set null,
      "handled_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "bank_payments_bank_reference_unique" unique ("bank_reference"),
      constraint "bank_payments_status_check" check ("status" in ('matched', 'partial', 'overpaid', 'unmatched', 'ignored'))
    );`);
    this.addSql(`create index if not exists "bank_payments_status_index" on "bank_payments" ("status", "booked_on" desc, "id" desc);`);
    this.addSql(
      `create index if not exists "bank_payments_invoice_id_index" on "bank_payments" ("invoice_id") where "invoice_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "bank_payments";`);
    this.addSql(`drop table if exists "bank_file_imports";`);
    this.addSql(`drop index if exists "invoices_kid_index";`);
    this.addSql(`alter table "invoices" drop column if exists "paid_amount";`);
  }
}
