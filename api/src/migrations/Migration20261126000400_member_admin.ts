import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the console's 'Medlemmer' list (admin §9): the search also looks in the school's name (a trigram
 * index, like the name and e-mail index of Migration20261125220600_list_indexes), and the default order, newest
 * member first, reads the top of an index instead of sorting a season's 12 000 members.
 */
export class Migration20261126000400_member_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "members_school_trgm_idx" on "members" using gin ("school" gin_trgm_ops);`);
    this.addSql(`create index "members_joined_at_id_idx" on "members" ("joined_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "members_joined_at_id_idx";`);
    this.addSql(`drop index if exists "members_school_trgm_idx";`);
  }
}
