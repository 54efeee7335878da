import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig, type Plugin } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The frontends import `@/…` from their own `src/` (see their tsconfig `paths`); resolve it per importing package
 * so storefront and admin specs can run in one project.
 */
function frontendSrcAlias(): Plugin {
  return {
    name: 'russ:frontend-src-alias',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@/') || !importer) return null;
      const pkg = ['storefront', 'admin'].find((p) => importer.startsWith(path.join(root, p) + path.sep));
      if (!pkg) return null;
      return this.resolve(path.join(root, pkg, 'src', source.slice(2)), importer, { ...options, skipSelf: true });
    },
  };
}

// One config for `pnpm test`: `unit` (beside the code, no services) and `integration` (real PostgreSQL, Redis and
// SMTP; scripts/test.ts provides DATABASE_URL, REDIS_URL, SMTP_URL and MAIL_API_URL). SWC compiles the TypeScript
// so type-graphql and MikroORM get their decorator metadata; each file uses the tsconfig of its package.
export default defineConfig({
  plugins: [swc.vite(), frontendSrcAlias()],
  // Workspace packages (@russ/schema, @russ/api/…) from their TypeScript source, not their built dist.
  // (The rest of each list is Vite's default, less `module` on the server side: Vitest hands the server list to
  // Node as --conditions, and a `module` build such as the AWS SDK's imports its files without extensions, which
  // only a bundler follows. Node then picks what it picks when the API runs.)
  // graphql as Node loads it (its CommonJS main): an `.mjs` copy beside the one type-graphql, Apollo and graphql-jit
  // use would be a second realm whose `execute` refuses their schema.
  resolve: {
    conditions: ['russ-source', 'module', 'browser', 'development|production'],
    alias: [{ find: /^graphql$/, replacement: createRequire(path.join(root, 'api/package.json')).resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['russ-source', 'node', 'development|production'] } },
  test: {
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'schema/src/**/*.spec.ts',
            'api/src/**/*.spec.ts',
            'worker/src/**/*.spec.ts',
            'storefront/src/**/*.spec.{ts,tsx}',
            'admin/src/**/*.spec.{ts,tsx}',
            'scripts/**/*.spec.ts',
          ],
          // Frontend specs that need a DOM start with `// @vitest-environment jsdom`.
          environment: 'node',
          testTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['api/test/**/*.test.ts', 'worker/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          environment: 'node',
          // The files share one PostgreSQL server, Redis and mail sink; each creates its own database and queue
          // prefix, so two run at a time: most of a file's time is spent waiting on those services, and on 2 cores
          // the step takes about 6 minutes instead of 10.
          fileParallelism: true,
          maxWorkers: 2,
          // Same limits as worker/vitest.config.ts: some files start processes (two apis, two workers).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
