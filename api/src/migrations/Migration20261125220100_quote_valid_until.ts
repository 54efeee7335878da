import { Migration } from '@mikro-orm/migrations';

/** Quotes remember whether staff chose 'Gyldig til'; otherwise sending sets it to 30 days ahead. */
export class Migration20261125220100_quote_valid_until extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "quotes" add column "valid_until_chosen" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "quotes" drop column "valid_until_chosen";`);
  }
}
