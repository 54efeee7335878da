import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122181403 } from './Migration20261122181403.js';

/**
 * Every migration in order. New migrations are appended here by `pnpm --filter @russ/api migration:create`
 * (src/infra/migration-create.ts); runtime never scans the folder.
 */
export const migrationsList: MigrationObject[] = [{ name: 'Migration20261122181403', class: Migration20261122181403 }];
