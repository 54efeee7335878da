import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { runPendingSeeds } from './seed-steps.js';

/** Entry point for MikroORM's seeder CLI; the app uses `migrateAndSeed` from src/db.ts instead. */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await runPendingSeeds(em, { demo: true });
  }
}
