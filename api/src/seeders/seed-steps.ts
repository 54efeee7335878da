import type { EntityManager } from '@mikro-orm/core';
import { SeedRun } from '../modules/seeding/seed-run.entity.js';
import { CatalogSeeder } from './catalog.seeder.js';
import { CouponsSeeder } from './coupons.seeder.js';
import { DemoSeeder } from './demo.seeder.js';

interface SeedStep {
  /** Marker name in seed_runs; a step whose content must be seeded again (into databases that have it) gets a new name. */
  name: string;
  /** Demo members, orders, designs, groups and messages: seeded only when asked for (SEED_DEMO). */
  demo?: boolean;
  run(em: EntityManager): Promise<void>;
}

/**
 * Seed steps in order. Each runs once per database; its seed_runs row is written in the same transaction. The
 * catalogue (products, blog, FAQ: what the storefront shows) is always seeded; the demo data only when asked for,
 * and then also into a database that was first started without it.
 */
export const seedSteps: SeedStep[] = [
  { name: 'catalog', run: (em) => new CatalogSeeder().run(em) },
  { name: 'coupons', run: (em) => new CouponsSeeder().run(em) },
  { name: 'demo', demo: true, run: (em) => new DemoSeeder().run(em) },
];

/**
 * Runs every step that has no seed_runs row yet, each in its own transaction together with its marker.
 * Callers that may race (API and worker starting together) hold the migrate-and-seed advisory lock; without it
 * the primary key on seed_runs.name still makes a second concurrent run fail instead of duplicating data.
 * Demo steps run only with `demo: true`. Returns the names of the steps that ran.
 */
export async function runPendingSeeds(em: EntityManager, { demo = false }: { demo?: boolean } = {}): Promise<string[]> {
  const done = new Set((await em.fork().find(SeedRun, {})).map((run) => run.name));
  const ran: string[] = [];
  for (const step of seedSteps) {
    if (done.has(step.name) || (step.demo && !demo)) continue;
    await em.fork().transactional(async (tx) => {
      await step.run(tx);
      tx.persist(tx.create(SeedRun, { name: step.name }));
      await tx.flush();
    });
    ran.push(step.name);
  }
  return ran;
}
