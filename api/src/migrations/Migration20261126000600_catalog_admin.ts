import { Migration } from '@mikro-orm/migrations';

/**
 * The console's catalogue (admin §10): a product gets a unique slug (from its name: the identifier staff cannot
 * reuse), a numeric from-price beside the display text, a hidden flag (`Skjul` / `Vis`) and an update time.
 * Existing rows get their slug from the name (a clash gets the id appended) and their from-price from the
 * price text ('Fra 449,-' → 449). The slug stays nullable so rows written by plain SQL are still allowed; the
 * API always sets it.
 */
export class Migration20261126000600_catalog_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "products" add column "slug" text null, add column "from_price" numeric(10,2) null, add column "hidden" boolean not null default false, add column "updated_at" timestamptz not null default now();`,
    );
    this.addSql(`
      update "products" set "slug" = trim(both '-' from regexp_replace(
        translate(lower("name"), 'æøåéèêäöü', 'eoaeeeaou'), '[^a-z0-9]+', '-', 'g'));`);
    this.addSql(`
      update "products" p set "slug" = p."slug" || '-' || p."id"
        where exists (select 1 from "products" q where q."slug" = p."slug" and q."id" < p."id");`);
    this.addSql(`
      update "products" set "from_price" = (regexp_replace(replace("price", ',', '.'), '[^0-9.]', '', 'g'))::numeric
        where regexp_replace(replace("price", ',', '.'), '[^0-9.]', '', 'g') ~ '^[0-9]+(\\.[0-9]+)?\\.?$';`);
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
