import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultStaticPaths } from '../../src/composition/static.js';

const storefront = path.resolve(defaultStaticPaths.storefrontDir, '..');
const schemaSrc = path.resolve(storefront, '../schema/src');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

/**
 * The storefront's build (its pages and their server render, what `pnpm build` writes), made here when it is
 * missing or older than its sources: integration tests run before the build step of `pnpm test`, which then finds
 * it up to date.
 */
export function ensureStorefrontBuild(): void {
  const built = [path.join(defaultStaticPaths.storefrontDir, 'index.html'), defaultStaticPaths.storefrontServerEntry!];
  const inputs = ['src', 'index.html', 'vite.config.ts'].map((name) => path.join(storefront, name));
  const current =
    built.every((file) => existsSync(file)) &&
    Math.min(...built.map((file) => statSync(file).mtimeMs)) >
      Math.max(...[...inputs, schemaSrc].map((input) => newestMtime(input)));
  if (current) return;
  const result = spawnSync(path.join(storefront, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: storefront,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The storefront build failed (vite build exited with ${result.status}).`);
}
