import type { EntityManager } from '@mikro-orm/postgresql';
import type { Product } from './product.entity.js';
import type { Product as ProductShape } from './product.types.js';
import { pickFields } from '../../common/pick-fields.js';
import { readPublicRows } from '../../common/public-rows.js';
import { publicContentChanged, publicContentGeneration } from '../../common/public-content.js';

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
 * TTL passes, when public content changes in any API process (common/public-content.ts: writes through the ORM,
 * the change notices of other processes) and by `invalidateProductCatalogue`. The lists are frozen: callers
 * serialize them, never change them. Signature kept for every reader (GraphQL, REST, server-rendered pages).
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

/** The storefront's columns of the visible products, as the GraphQL `Product` and the REST answer name them. */
const VISIBLE_PRODUCTS = `select id, name, description, price, image_url as "imageUrl", category, color
  from products where hidden = false`;
const LISTING_ORDER = 'order by sort_order, id';

/**
 * One lean query, no entities: the rows are the read shape already (the catalogue is read on every request when
 * the cache is off, so an identity map and hydration would be pure cost here; common/public-rows.ts).
 */
async function readProducts(em: EntityManager, category: string | null): Promise<ProductShape[]> {
  // Hidden products (`Skjul` in the console) are in no storefront list.
  if (category === null) return readPublicRows<ProductShape>(em, `${VISIBLE_PRODUCTS} ${LISTING_ORDER}`);
  return readPublicRows<ProductShape>(em, `${VISIBLE_PRODUCTS} and category = ? ${LISTING_ORDER}`, [category]);
}

interface Catalogue {
  all: readonly Readonly<ProductShape>[];
  byCategory: Map<string, readonly Readonly<ProductShape>[]>;
}

interface CacheEntry {
  expiresAt: number;
  /** The public content's generation when the read began: a change since then makes this copy stale. */
  generation: number;
  catalogue: Promise<Catalogue>;
}

/** One cached catalogue per database: keyed by the ORM's configuration, which every fork of one ORM shares. */
const catalogues = new WeakMap<object, CacheEntry>();

function cachedCatalogue(em: EntityManager, ttlMs: number): Promise<Catalogue> {
  const key = em.config;
  const now = Date.now();
  const generation = publicContentGeneration(em);
  const cached = catalogues.get(key);
  if (cached && cached.expiresAt > now && cached.generation === generation) return cached.catalogue;
  const entry: CacheEntry = {
    expiresAt: now + ttlMs,
    generation,
    catalogue: readProducts(em, null).then((all) => ({
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

/**
 * Drops the cached catalogue of this EntityManager's database in this process, and every other cached copy of
 * public content (call it after changing products by SQL; `publicContentChanged` in common/public-content.ts).
 */
export function invalidateProductCatalogue(em: { config: object }): void {
  publicContentChanged(em);
}
