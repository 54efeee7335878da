import {
  type EntityManager as CoreEntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost } from '../blog/blog-post.entity.js';
import { FaqItem } from '../faq/faq-item.entity.js';
import { Product } from './product.entity.js';
import type { Product as ProductShape } from './product.types.js';
import { pickFields } from '../../common/pick-fields.js';

export function toProductView(product: Product): ProductShape {
  return pickFields(product, ['id', 'name', 'description', 'price', 'imageUrl', 'category', 'color']);
}

export interface ListProductsOptions {
  /**
   * Serve the catalogue from this process's memory for up to this long (CATALOG_CACHE_TTL_MS); 0 or unset reads
   * PostgreSQL every time.
   */
  cacheTtlMs?: number;
}

/**
 * The visible catalogue in listing order (sortOrder, then id). With a category, only that category, matched exactly
 * as stored ('overdeler', 'underdeler', 'tilbehør', 'Patches'); an unknown category is an empty list.
 *
 * With `cacheTtlMs` the whole catalogue is read once and kept in memory (one copy per database, shared by
 * concurrent requests while it loads); category lists are cut from it in the same order. It is dropped when the
 * TTL passes, when this process writes a product through the ORM (ProductCatalogueInvalidator), and by
 * `invalidateProductCatalogue`. The lists are frozen: callers serialize them, never change them.
 */
export async function listProducts(
  em: EntityManager,
  category?: string | null,
  options: ListProductsOptions = {},
): Promise<ProductShape[]> {
  const wanted = category == null ? null : category.normalize('NFC');
  if (!options.cacheTtlMs || options.cacheTtlMs <= 0) return readProducts(em, wanted);
  const catalogue = await cachedCatalogue(em, options.cacheTtlMs);
  if (wanted === null) return catalogue.all as ProductShape[];
  let list = catalogue.byCategory.get(wanted);
  if (!list) {
    list = Object.freeze(catalogue.all.filter((product) => product.category === wanted));
    // Only categories that exist are kept, so arbitrary category names cannot grow the cache.
    if (list.length > 0) catalogue.byCategory.set(wanted, list);
  }
  return list as ProductShape[];
}

async function readProducts(em: EntityManager, category: string | null): Promise<ProductShape[]> {
  // Hidden products (`Skjul` in the console) are in no storefront list.
  const where = category === null ? { hidden: false } : { category, hidden: false };
  const products = await em.find(Product, where, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return products.map(toProductView);
}

interface Catalogue {
  all: readonly Readonly<ProductShape>[];
  byCategory: Map<string, readonly Readonly<ProductShape>[]>;
}

interface CacheEntry {
  expiresAt: number;
  catalogue: Promise<Catalogue>;
}

/** One cached catalogue per database: keyed by the ORM's configuration, which every fork of one ORM shares. */
const catalogues = new WeakMap<object, CacheEntry>();

function cachedCatalogue(em: EntityManager, ttlMs: number): Promise<Catalogue> {
  const key = em.config;
  const now = Date.now();
  const cached = catalogues.get(key);
  if (cached && cached.expiresAt > now) return cached.catalogue;
  const entry: CacheEntry = {
    expiresAt: now + ttlMs,
    // A fork of its own: the rows do not land in the requesting request's identity map.
    catalogue: readProducts(em.fork(), null).then((all) => ({
      all: Object.freeze(all.map((product) => Object.freeze(product))),
      byCategory: new Map(),
    })),
  };
  catalogues.set(key, entry);
  // A failed read is not kept: the next request tries again.
  entry.catalogue.catch(() => {
    if (catalogues.get(key) === entry) catalogues.delete(key);
  });
  return entry.catalogue;
}

/** How many times each database's catalogue has been dropped: what was built from an older count is stale. */
const generations = new WeakMap<object, number>();

/** Drops the cached catalogue of this EntityManager's database (call it after changing products by SQL). */
export function invalidateProductCatalogue(em: { config: object }): void {
  catalogues.delete(em.config);
  generations.set(em.config, (generations.get(em.config) ?? 0) + 1);
}

/**
 * A number that changes whenever the storefront's content of this database changes in any API process (every
 * `invalidateProductCatalogue`): something built from the content (a rendered page) is current while it is the
 * same as when the build started.
 */
export function catalogueGeneration(em: { config: object }): number {
  return generations.get(em.config) ?? 0;
}

/** What the storefront's public pages show: a change to any of these drops what was built from them. */
const STOREFRONT_CONTENT: readonly (abstract new (...args: never[]) => object)[] = [Product, FaqItem, BlogPost];

/** The PostgreSQL channel every API process listens on to drop its cached catalogue (catalogue-listener.ts). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Tells every API process that the catalogue changed. Inside a transaction the notice goes out when it commits
 * (PostgreSQL delivers NOTIFY on commit, never for a rollback); outside one, at once.
 */
export async function announceCatalogueChange(em: CoreEntityManager): Promise<void> {
  await (em as unknown as EntityManager)
    .getConnection()
    .execute(`select pg_notify('${CATALOGUE_CHANNEL}', '')`, [], 'all', em.getTransactionContext());
}

/**
 * Drops the cached catalogue (and with it the rendered storefront pages, see `catalogueGeneration`) when products,
 * FAQ items or blog posts are created, changed or deleted through the ORM: right after the
 * flush, and again when the surrounding transaction commits (a request that read the old rows in between must
 * not keep them). It also announces the change to every other API process (PostgreSQL NOTIFY, delivered on
 * commit; catalogue-listener.ts drops their copies). Registered in orm.config.ts. Plain SQL writes must call
 * `invalidateProductCatalogue` / `announceCatalogueChange` themselves, or wait for the TTL.
 */
export class ProductCatalogueInvalidator implements EventSubscriber {
  private readonly awaitingCommit = new WeakSet<CoreEntityManager>();

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const changed = uow
      .getChangeSets()
      .some((changeSet) => STOREFRONT_CONTENT.some((type) => changeSet.entity instanceof type));
    if (!changed) return;
    invalidateProductCatalogue(em);
    if (em.isInTransaction()) this.awaitingCommit.add(em);
    await announceCatalogueChange(em);
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (this.awaitingCommit.delete(em)) invalidateProductCatalogue(em);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.awaitingCommit.delete(em);
  }
}
