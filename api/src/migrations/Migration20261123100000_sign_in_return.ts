import { Migration } from '@mikro-orm/migrations';

/**
 * A sign-in link remembers the page that asked for it (an invite link opened while signed out), so following the
 * mailed link lands there with the invite code kept. Null: the dashboard.
 */
export class Migration20261123100000_sign_in_return extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sign_in_tokens" add column "return_to" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sign_in_tokens" drop column if exists "return_to";`);
  }
}
