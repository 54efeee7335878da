import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSortedSchema } from './composition/schema.js';

/** Writes the GraphQL SDL to schema/schema.graphql (sorted, so it only changes when the API does). */
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema/schema.graphql');
const sdl = await printSortedSchema();
await writeFile(target, sdl, 'utf8');
console.log(`Wrote ${path.relative(process.cwd(), target)} (${sdl.split('\n').length} lines)`);
