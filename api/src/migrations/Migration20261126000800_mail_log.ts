import { Migration } from '@mikro-orm/migrations';

/**
 * The mail log (admin §12): every mail job gets one row from its first attempt on, with its status (`queued`
 * while it is retried, `sent`, `failed` once the retries are used up), attempts, the last error, the record it is
 * about (from the job's payload ids), the job's payload (for `Send på nytt`), what was sent (subject, text and
 * HTML, sign-in link tokens masked) and the original of a resent mail. Every new column is nullable or has a
 * default, so inserts that name only the older columns stay valid. `status`, `attempts` and `last_error` may
 * already exist (the newsletter campaigns add them too): `if not exists`. Existing rows were all sent once.
 */
export class Migration20261126000800_mail_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_deliveries" add column if not exists "status" text not null default 'sent';`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "attempts" int not null default 1;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "last_error" text null;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "record_type" text null;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "record_id" int null;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "payload" jsonb null;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "html" text null;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "text" text null;`);
    this.addSql(`alter table "mail_deliveries" add column if not exists "attachments" jsonb null;`);
    this.addSql(
      `alter table "mail_deliveries" add column if not exists "resend_of_id" int null references "mail_deliveries" ("id") on delete set null;`,
    );
    this.addSql(
      `create index if not exists "mail_deliveries_status_sent_at_idx" on "mail_deliveries" ("status", "sent_at" desc);`,
    );
    this.addSql(`create index if not exists "mail_deliveries_resend_of_id_idx" on "mail_deliveries" ("resend_of_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mail_deliveries_resend_of_id_idx";`);
    this.addSql(`drop index if exists "mail_deliveries_status_sent_at_idx";`);
    for (const column of ['resend_of_id', 'attachments', 'text', 'html', 'payload', 'record_id', 'record_type']) {
      this.addSql(`alter table "mail_deliveries" drop column if exists "${column}";`);
    }
  }
}
