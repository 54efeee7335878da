/**
 * Creates a migration from the difference between the entities and a database migrated to the latest
 * migration, and registers it in src/migrations/migrations-list.ts.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/russ_data_dev \
 *     pnpm --filter @russ/api migration:create [--initial] [name]
 */
import { readdir, writeFile } from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS_DIR, ormConfig } from './orm.config.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/russ_data_dev';
const args = process.argv.slice(2);
const initial = args.includes('--initial');
const name = args.find((arg) => !arg.startsWith('--'));

const orm = await MikroORM.init(ormConfig(databaseUrl, { allowGlobalContext: true }));
try {
  const migrator = orm.migrator;
  await migrator.up();
  const result = await migrator.create(MIGRATIONS_DIR, false, initial, name);
  if (!result.fileName) {
    console.log('No changes: entities match the migrated schema.');
  } else {
    console.log(`Created ${result.fileName}`);
    await writeMigrationsList();
  }
} finally {
  await orm.close();
}

async function writeMigrationsList(): Promise<void> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^Migration\d{14}.*\.ts$/.test(file)).sort();
  const names = files.map((file) => file.replace(/\.ts$/, ''));
  const source = `import type { MigrationObject } from '@mikro-orm/core';
${names.map((n) => `import { ${n} } from './${n}.js';`).join('\n')}

/**
 * Every migration in order. New migrations are appended here by \`pnpm --filter @russ/api migration:create\`
 * (src/composition/migration-create.ts); runtime never scans the folder.
 */
export const migrationsList: MigrationObject[] = [
${names.map((n) => `  { name: '${n}', class: ${n} },`).join('\n')}
];
`;
  await writeFile(new URL('../migrations/migrations-list.ts', import.meta.url), source);
}
