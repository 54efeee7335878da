import { Migration } from '@mikro-orm/migrations';

/**
 * One open return per order line: a line can be asked back again only after an earlier request was rejected.
 * The order service checks this first; the index decides when two requests race.
 */
export class Migration20261122201000_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create unique index "returns_open_order_item_unique" on "returns" ("order_item_id") where "order_item_id" is not null and "status" <> 'rejected';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "returns_open_order_item_unique";`);
  }
}
