import type { MikroORM } from '@mikro-orm/postgresql';

export interface MigrationStatus {
  executed: { name: string; executedAt: Date }[];
  pending: string[];
}

/** The migrations recorded in mikro_orm_migrations and those of migrationsList not run yet, in order. */
export async function migrationStatus(orm: MikroORM): Promise<MigrationStatus> {
  const migrator = orm.getMigrator();
  const executed = await migrator.getExecutedMigrations();
  const pending = await migrator.getPendingMigrations();
  return {
    executed: executed.map((row) => ({ name: row.name, executedAt: new Date(row.executed_at) })),
    pending: pending.map((migration) => migration.name),
  };
}

/**
 * The SQL that would make the database match the entities: empty when the migrations (already applied to it)
 * create exactly what the entities describe. A non-empty answer is drift: an entity changed without a migration,
 * or a migration that the entities do not reflect.
 */
export async function schemaDrift(orm: MikroORM): Promise<string> {
  const sql = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
  return sql.trim();
}
