// `pnpm build`: compiles schema, api and worker to JavaScript in their `dist/` (what production runs with plain
// `node`), then builds the storefront and the admin with Vite.
//
//   pnpm build                 everything
//   pnpm build --only server   schema, api and worker only
//   pnpm build --only web      the two frontends only
//
// The server packages are compiled file by file with swc, the compiler swc-node uses in development, with the same
// settings (legacy decorators, decorator metadata, no define semantics for class fields): type-graphql and
// MikroORM read their types from that metadata. Type errors are `pnpm typecheck`'s job, not this one's.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFile, type Options } from '@swc/core';
import { buildFrontends } from './shop.js';
import { defaultLog, repoRoot, type Log } from './supervisor.js';

/** The packages production runs with node, in dependency order. */
export const serverPackages = ['schema', 'api', 'worker'] as const;

const swcOptions: Options = {
  swcrc: false,
  sourceMaps: true,
  module: { type: 'es6' },
  jsc: {
    target: 'es2022',
    externalHelpers: false,
    keepClassNames: true,
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
};

/** Files under src/ that are not part of the running program. */
const isTestFile = (file: string) => /\.(spec|test)\.tsx?$/.test(file) || file.endsWith('.d.ts');

function listFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(full));
    else found.push(full);
  }
  return found;
}

/**
 * Compiles `<pkg>/src/**\/*.ts` to `<pkg>/dist/**\/*.js` (with source maps) and copies every other file there
 * (mail templates), so code that reads files next to itself finds them in dist too. Returns the file count.
 */
export async function compilePackage(pkg: string): Promise<number> {
  const srcDir = path.join(repoRoot, pkg, 'src');
  const outDir = path.join(repoRoot, pkg, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  const files = listFiles(srcDir).filter((file) => !isTestFile(file));
  await Promise.all(
    files.map(async (file) => {
      const relative = path.relative(srcDir, file);
      mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
      if (!file.endsWith('.ts')) {
        copyFileSync(file, path.join(outDir, relative));
        return;
      }
      const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
      const output = await transformFile(file, {
        ...swcOptions,
        filename: file,
        sourceFileName: path.relative(path.dirname(target), file),
      });
      writeFileSync(target, `${output.code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
      if (output.map) writeFileSync(`${target}.map`, output.map);
    }),
  );
  return files.length;
}

export async function buildServer(log: Log = defaultLog): Promise<void> {
  for (const pkg of serverPackages) {
    const started = Date.now();
    const count = await compilePackage(pkg);
    log(`[build] ${pkg}: ${count} files to ${pkg}/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  const only = i < 0 ? null : ((argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1]) ?? '');
  if (only && only !== 'server' && only !== 'web') throw new Error(`--only takes "server" or "web", not "${only}"`);
  const started = Date.now();
  if (only !== 'web') await buildServer();
  if (only !== 'server') await buildFrontends({ force: true });
  defaultLog(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    defaultLog(`✖ ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
