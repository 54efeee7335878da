import { Migration } from '@mikro-orm/migrations';

/**
 * The console's catalogue (admin §10): a product gets a unique slug (from its name: the identifier staff cannot
 * reuse), a numeric from-price beside the display text, a hidden flag (`Skjul` / `Vis`) and an update time.
 * Existing rows get their slug from the name (a clash gets the id appended). The from-price stays empty until
 * staff set one (the product pages' search-engine price readings apply until then, as on a fresh install). The
 * slug stays nullable so rows written by plain SQL are still allowed; the API always sets it.
 */
export class Migration20261126000600_catalog_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "products" add column "slug" text null, add column "from_price" numeric(10,2) null, add column "hidden" boolean not null default false, add column "updated_at" timestamptz not null default now();`,
    );
    this.addSql(`
      update "products" set "slug" = trim(both '-' from regexp_replace(
        translate(replace(replace(replace(lower("name"), 'æ', 'ae'), 'ø', 'o'), 'å', 'a'), 'éèêëáàäóòöúùüíìï', 'eeeeaaaooouuuiii'), '[^a-z0-9]+', '-', 'g'));`);
    this.addSql(`
      update "products" p set "slug" = p."slug" || '-' || p."id"
        where exists (select 1 from "products" q where q."slug" = p."slug" and q."id" < p."id");`);
    this.addSql(`create unique index "products_slug_unique" on "products" ("slug");`);
    this.addSql(`create index "products_hidden_sort_order_idx" on "products" ("hidden", "sort_order", "id");`);
    this.addSql(`create index "faq_items_sort_order_idx" on "faq_items" ("sort_order", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "faq_items_sort_order_idx";`);
    this.addSql(`drop index if exists "products_hidden_sort_order_idx";`);
    this.addSql(`drop index if exists "products_slug_unique";`);
    this.addSql(
      `alter table "products" drop column "slug", drop column "from_price", drop column "hidden", drop column "updated_at";`,
    );
  }
}
