import { fileURLToPath } from 'node:url';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities.js';
import { migrationsList } from '../migrations/migrations-list.js';
import { PublicContentInvalidator } from '../common/public-content.js';
import { BlogPost } from '../modules/blog/blog-post.entity.js';
import { FaqItem } from '../modules/faq/faq-item.entity.js';
import { Product } from '../modules/products/product.entity.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
export const SEEDERS_DIR = fileURLToPath(new URL('../seeders/', import.meta.url));

export interface OrmConfigOptions {
  /** Log SQL (default: false). */
  debug?: boolean;
  /** Pool size (default: node-postgres' 0..10). */
  poolMax?: number;
  /** Allow the global EntityManager outside a request context (scripts, tests). Default false. */
  allowGlobalContext?: boolean;
}

/**
 * MikroORM options for PostgreSQL. Entities are listed explicitly and types are given in every decorator, so
 * this works under swc-node, vitest (unplugin-swc) and a tsc build alike. Migrations run from the explicit
 * `migrationsList` (no folder scan at runtime); `path` is where `migration:create` writes new ones.
 */
export function ormConfig(databaseUrl: string, opts: OrmConfigOptions = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: true },
    debug: opts.debug ?? false,
    allowGlobalContext: opts.allowGlobalContext ?? false,
    pool: opts.poolMax ? { min: 0, max: opts.poolMax } : undefined,
    extensions: [Migrator, SeedManager],
    // Every foreign key the migrations create has `on update cascade` (what MikroORM 6 inferred from the default
    // cascade); MikroORM 7 infers no update rule, so the default keeps entities and schema alike.
    schemaGenerator: { defaultUpdateRule: 'cascade' },
    // Keeps the API's cached public content (catalogue, FAQ, blog) in step with writes made through the ORM.
    subscribers: [new PublicContentInvalidator([Product, FaqItem, BlogPost])],
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      migrationsList,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    seeder: {
      path: SEEDERS_DIR,
      pathTs: SEEDERS_DIR,
      defaultSeeder: 'DatabaseSeeder',
      emit: 'ts',
    },
  });
}
